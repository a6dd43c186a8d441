import { z } from 'zod';
import { TRAVEL_MILES, type Within } from '@shared/rules/family-reach';
import { MAX_AGE_YEARS, SPOKEN_LANGUAGES } from '@shared/rules/practice-facts';
import { errorMessage, schemaError, schemaErrorText } from './error-messages';
import { singleLineText } from './text';

// What a search for providers asks: its filters, its order and a list page's query.

const US_STATE = /^[A-Z]{2}$/;

/** More services than any provider could offer is not a search but a mistake. */
export const MAX_SERVICES = 20;

/** `west,south,east,north` in degrees, as Leaflet's `getBounds().toBBoxString()` writes it. */
export const boundsSchema = singleLineText({ max: 200 }).transform((value, ctx) => {
  const parts = value.split(',').map(Number);
  const [west, south, east, north] = parts as [number, number, number, number];
  const valid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    south <= north &&
    west >= -180 &&
    east <= 180 &&
    west <= east;
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: schemaErrorText(errorMessage('search.bounds')) });
    return z.NEVER;
  }
  return { west, south, east, north };
});

export type Bounds = z.infer<typeof boundsSchema>;

/**
 * The search filters (docs/product.md#filters), as query parameters shared by the list, the map
 * and the facets.
 */
export const providerFilterSchema = z.object({
  state: singleLineText({ max: 2, tooLong: errorMessage('fields.stateCode') })
    .regex(US_STATE, schemaError('fields.stateCode'))
    .optional(),
  q: singleLineText({ max: 100 }).optional(),
  /**
   * Services, as `service=A&service=B`: a provider matches when it offers all of them (what a
   * child needs), or any of them with `anyService=true`. One value is a list of one.
   */
  service: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(singleLineText({ max: 100 }), schemaError('search.servicesList'))
        .min(1, schemaError('search.serviceMissing'))
        .max(MAX_SERVICES, schemaError('search.servicesMax', { max: MAX_SERVICES }))
        .refine((list) => new Set(list).size === list.length, schemaError('search.serviceOnce')),
    )
    .optional(),
  /** With several services, a provider offering any one of them matches too. */
  anyService: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  insurance: singleLineText({ max: 100 }).optional(),
  /** Only providers accepting the signed-in family's insurance (from its profile). */
  matchingOnly: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  /**
   * The family's insurance is applied by default (providers known to take it, then those nobody
   * has reported on); `true` lifts it, as removing its chip does.
   */
  anyInsurance: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  /**
   * Leaves out providers known not to take new patients; those nobody has said about stay, shown
   * as unknown.
   */
  newPatients: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  /** The child's age in years: leaves out practices known not to see it; unknown ones stay. */
  age: z.coerce
    .number(schemaError('fields.number'))
    .int(schemaError('fields.wholeNumber'))
    .min(0, schemaError('fields.range', { min: 0, max: MAX_AGE_YEARS }))
    .max(MAX_AGE_YEARS, schemaError('fields.range', { min: 0, max: MAX_AGE_YEARS }))
    .optional(),
  /** A language (ISO 639-1): leaves out practices known not to speak it; unknown ones stay. */
  language: z.enum(SPOKEN_LANGUAGES, schemaError('search.language')).optional(),
  /** Leaves out practices known not to see families by video; unknown ones stay. */
  telehealth: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  /**
   * Keeps only practices reported accessible for people with disabilities. Unlike the filters
   * above, unknown ones go too: nobody reports a place as not accessible.
   */
  accessible: z
    .enum(['true', 'false'], schemaError('fields.boolean'))
    .transform((value) => value === 'true')
    .optional(),
  /** Miles from home ('any': no limit); without it, the family's last choice. */
  within: z
    .enum([...TRAVEL_MILES.map(String), 'any'], schemaError('search.within'))
    .transform((value): Within => (value === 'any' ? 'any' : (Number(value) as Within)))
    .optional(),
  bounds: boundsSchema.optional(),
});

export type ProviderFilter = z.infer<typeof providerFilterSchema>;

/**
 * The list's orders (docs/product.md#list). 'soonest': the best known wait first (unknown last),
 * then the nearest, then by name.
 */
export const PROVIDER_SORTS = ['soonest', 'distance', 'name'] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];

/** Reads a sort as links write it: 'wait', the older name of 'soonest', still works. */
export const readProviderSort = (value: string | null | undefined): ProviderSort | undefined =>
  value === 'wait' ? 'soonest' : PROVIDER_SORTS.find((sort) => sort === value);

/** What the list asks for: the filters (the map alone uses bounds) and an order. */
export type ProviderListParams = Omit<ProviderFilter, 'bounds'> & { sort: ProviderSort };

/** Providers in a list page unless the request says otherwise. */
export const PROVIDER_PAGE_SIZE = 24;

/** `GET /api/providers`: a page of the list view. */
export const providerListQuerySchema = providerFilterSchema.extend({
  sort: z
    .enum([...PROVIDER_SORTS, 'wait'], schemaError('search.sort'))
    .transform((value): ProviderSort => readProviderSort(value) ?? 'name')
    .default('name'),
  cursor: singleLineText({ max: 200, tooLong: errorMessage('fields.cursor') }).optional(),
  limit: z.coerce
    .number(schemaError('fields.number'))
    .int(schemaError('fields.wholeNumber'))
    .min(1, schemaError('fields.range', { min: 1, max: 100 }))
    .max(100, schemaError('fields.range', { min: 1, max: 100 }))
    .default(PROVIDER_PAGE_SIZE),
});

export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;
