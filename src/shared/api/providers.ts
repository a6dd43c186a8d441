import { z } from 'zod';
import { WAIT_SOURCES } from '@shared/rules/wait-estimate';
import { REQUEST_ROUTES } from '@shared/rules/request-route';
import { TRAVEL_MILES, type Within } from '@shared/rules/family-reach';
import { MAX_AGE_YEARS, SPOKEN_LANGUAGES } from '@shared/rules/practice-facts';
import { errorMessage, schemaError, schemaErrorText } from './error-messages';
import { singleLineText } from './text';

// 'directory': created by a payer directory import (docs/decisions/016-payer-directories.md).
export const providerSourceSchema = z.enum(['sample', 'registry', 'admin', 'directory']);

/**
 * A payer directory's claim that the provider is in one of its networks, as the directory said it
 * when last read (docs/decisions/016-payer-directories.md). One per directory and network.
 */
export const networkClaimSchema = z.object({
  networkId: z.uuid(),
  /** The network's name, e.g. 'Green Circle of Connecticut HMO'. */
  network: z.string(),
  /** The directory's plans that use the network; empty when it names none. */
  plans: z.array(z.string()),
  /** The directory's 'newpatients' answer for this network; null: it does not say. */
  acceptingNewPatients: z.boolean().nullable(),
  /** The payer directory's name, as the admin entered it. */
  directory: z.string(),
  /** The profile's insurance type the directory belongs to. */
  insuranceType: z.string(),
  /** When the directory last listed it (ISO time). */
  retrievedAt: z.string(),
  /**
   * When the clinic itself said it does not take this insurance, after the directory last changed
   * the listing (ISO time): the newer answer wins, and the claim no longer counts. Null otherwise.
   */
  clinicSaidNoAt: z.string().nullable(),
});

export type NetworkClaim = z.infer<typeof networkClaimSchema>;

export const listingSummarySchema = z.object({
  confirmedAt: z.string(),
  current: z.boolean(),
  /** Listing field name (`email`, `acceptingNewPatients`, `ages` ...) to ISO time. */
  saidAt: z.record(z.string(), z.string()),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/**
 * A provider as the API returns it. Unknown values are null, never invented
 * (docs/product.md#truthful-data).
 */
export const providerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  addressLine: z.string().nullable(),
  city: z.string(),
  state: z.string().length(2),
  zipCode: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /**
   * True while the position is only the centre of the ZIP code (docs/product.md#approximate-locations):
   * the card says 'Location approximate (ZIP code)'.
   */
  locationApproximate: z.boolean(),
  /**
   * Days: the measured wait once enough replies and bookings exist, else the listed average
   * (docs/product.md#wait-times); null when nobody knows.
   */
  averageWaitTime: z.number().int().nonnegative().nullable(),
  /** Where `averageWaitTime` comes from; null when it is unknown. */
  waitSource: z.enum(WAIT_SOURCES).nullable(),
  /**
   * How many different families a reported or observed wait rests on; null for a listed or
   * unknown one.
   */
  waitFamilies: z.number().int().positive().nullable(),
  servicesOffered: z.array(z.string()),
  acceptedInsurance: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  /** The clinic's public contact address, shown on its card as an e-mail link. */
  email: z.string().nullable(),
  /**
   * How a request to it travels (docs/product.md#reaching-a-clinic): by our e-mail, by the
   * family's call to `phone`, or not at all yet.
   */
  requestBy: z.enum(REQUEST_ROUTES),
  websiteUrl: z.string().nullable(),
  npiNumber: z.string().nullable(),
  source: providerSourceSchema,
  /** Null: nobody has said. */
  acceptingNewPatients: z.boolean().nullable(),
  /** When an admin last verified insurance, services and wait (ISO time); null: never. */
  detailsVerifiedAt: z.string().nullable(),
  /** The ages seen, in years, both included; null: nobody has said. */
  agesFrom: z.number().int().nullable(),
  agesTo: z.number().int().nullable(),
  /** ISO 639-1 codes; null: nobody has said. */
  languages: z.array(z.string()).nullable(),
  /** Sees families by video; null: nobody has said. */
  telehealth: z.boolean().nullable(),
  /**
   * Plan-Net accessibility codes of its place (ACCESSIBILITY_CODES), as a payer directory
   * reports them; null: not reported.
   */
  accessibility: z.array(z.string()).nullable(),
  /** The state the clinician is licensed in, where the registry says; null otherwise. */
  licenseState: z.string().nullable(),
  /** When the clinic last confirmed its ages, languages and telehealth (ISO time); null: never. */
  factsReportedAt: z.string().nullable(),
  /**
   * What the clinic keeps on its own listing: when it last confirmed or changed it (ISO time),
   * whether that was within 60 days, and when it said each field ('Said by the clinic on ...').
   * Null when the clinic never said anything.
   */
  listing: listingSummarySchema.nullable(),
  /** The payer directory that added the provider (source 'directory'); null otherwise. */
  sourceDirectory: z.string().nullable(),
  /**
   * The networks payer directories currently place it in, by network name. `acceptedInsurance`
   * keeps meaning what admins, clinics and samples say; these are the payers' own claims.
   */
  networkClaims: z.array(networkClaimSchema),
});

export type Provider = z.infer<typeof providerSchema>;

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

/** Where a provider's next opening comes from, best first (docs/product.md#next-opening). */
export const NEXT_OPENING_SOURCES = [
  'clinic',
  'scheduling',
  'reply',
  'observed',
  'listed',
] as const;
export type NextOpeningSource = (typeof NEXT_OPENING_SOURCES)[number];

/** The one 'soonest' a family is shown for a provider (docs/product.md#next-opening). */
export const nextOpeningSchema = z.object({
  /** An ISO date-time, or YYYY-MM-DD for a day without a time. */
  start: z.string(),
  source: z.enum(NEXT_OPENING_SOURCES),
  /** When the publisher was last read (ISO time); null when there is no publisher to read. */
  checkedAt: z.string().nullable(),
  /** The published opening (`provider_openings` row) a family may request; null otherwise. */
  openingId: z.uuid().nullable(),
  /** The publisher's own booking link for that time; null when it gave none. */
  bookingUrl: z.string().nullable(),
});
export type NextOpening = z.infer<typeof nextOpeningSchema>;

/** Who said the provider takes no new patients, and when (ISO time). */
export const notAcceptingSchema = z.object({
  by: z.enum(['clinic', 'reply', 'directory']),
  at: z.string(),
});
export type NotAccepting = z.infer<typeof notAcceptingSchema>;

/** A provider in a list page: the record plus what depends on the family asking. */
export const providerResultSchema = providerSchema.extend({
  /** Accepts the insurance in the family's profile. */
  matchesInsurance: z.boolean(),
  /** From the profile's ZIP code; null without one. */
  distanceMiles: z.number().nullable(),
  /** Its next opening from the best source there is; null when nobody knows. */
  nextOpening: nextOpeningSchema.nullable(),
  /** Set when the clinic, its reply or the family's plan directory says no new patients. */
  notAccepting: notAcceptingSchema.nullable(),
});

export type ProviderResult = z.infer<typeof providerResultSchema>;

/**
 * Of the matches of a filter that keeps what nobody has reported (telehealth, a language), how
 * many are confirmed to have it and how many have not reported (docs/product.md#filters).
 */
export const factCountsSchema = z.object({
  confirmed: z.number().int().nonnegative(),
  notReported: z.number().int().nonnegative(),
});
export type FactCounts = z.infer<typeof factCountsSchema>;

/** Each such filter's counts while it is on (the language's with its code); null while off. */
export const knownFactsSchema = z.object({
  telehealth: factCountsSchema.nullable(),
  language: factCountsSchema.extend({ language: z.string() }).nullable(),
});
export type KnownFacts = z.infer<typeof knownFactsSchema>;

export const providerPageSchema = z.object({
  providers: z.array(providerResultSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many providers match the filters in all. */
  total: z.number().int(),
  /** Of those, how many are confirmed for the telehealth and language filters. */
  known: knownFactsSchema,
});

export type ProviderPage = z.infer<typeof providerPageSchema>;

/** `GET /api/providers/facets`: the choices the state, service and insurance filters offer. */
export const providerFacetsSchema = z.object({
  states: z.array(z.object({ state: z.string(), count: z.number().int() })),
  services: z.array(z.string()),
  insurances: z.array(z.string()),
});

export type ProviderFacets = z.infer<typeof providerFacetsSchema>;

/**
 * `GET /api/providers/service-waits`: for each service, the median wait (days) of the real
 * providers offering it whose wait is known (measured, else listed), and how many that is; null
 * without enough of them to speak of a typical wait. Only where no real provider's wait is known
 * do the fictional sample providers' waits count, and `fromSample` says so.
 */
export const serviceWaitsSchema = z.object({
  services: z.array(
    z.object({
      service: z.string(),
      medianDays: z.number().int().nonnegative().nullable(),
      providers: z.number().int().nonnegative(),
      fromSample: z.boolean(),
    }),
  ),
});

export type ServiceWaits = z.infer<typeof serviceWaitsSchema>;

/** A typical wait needs at least this many providers with a known wait. */
export const MIN_PROVIDERS_FOR_TYPICAL_WAIT = 5;

/** A map narrower or lower than this has no room for the padding around fitted providers. */
export const MIN_MAP_SIDE = 120;
export const MAX_MAP_SIDE = 8000;

const mapSide = () =>
  z.coerce
    .number(schemaError('fields.number'))
    .int(schemaError('fields.wholeNumber'))
    .min(MIN_MAP_SIDE, schemaError('fields.range', { min: MIN_MAP_SIDE, max: MAX_MAP_SIDE }))
    .max(MAX_MAP_SIDE, schemaError('fields.range', { min: MIN_MAP_SIDE, max: MAX_MAP_SIDE }))
    .optional();

/**
 * `GET /api/providers/map`: what the map shows for the filters. Either a view (`zoom`, and
 * `bounds` unless the view is everywhere), or, for a new set of filters, the map's size in CSS
 * pixels (`width`, `height`): the server then chooses the view and answers for it.
 */
export const providerMapQuerySchema = providerFilterSchema
  .extend({
    zoom: z.coerce
      .number(schemaError('fields.number'))
      .int(schemaError('fields.wholeNumber'))
      .min(2, schemaError('fields.range', { min: 2, max: 19 }))
      .max(19, schemaError('fields.range', { min: 2, max: 19 }))
      .optional(),
    width: mapSide(),
    height: mapSide(),
  })
  .superRefine((query, ctx) => {
    if (query.zoom !== undefined) return;
    if (query.bounds !== undefined || query.width === undefined || query.height === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['zoom'],
        message: schemaErrorText(errorMessage('search.zoomRequired')),
      });
    }
  });

export type ProviderMapQuery = z.infer<typeof providerMapQuerySchema>;

/** A marker: enough for its popup (docs/product.md#map), and no more, to keep map answers small. */
export const providerPinSchema = providerResultSchema.pick({
  id: true,
  name: true,
  specialty: true,
  addressLine: true,
  city: true,
  state: true,
  zipCode: true,
  latitude: true,
  longitude: true,
  locationApproximate: true,
  averageWaitTime: true,
  waitSource: true,
  waitFamilies: true,
  profileImageUrl: true,
  phone: true,
  requestBy: true,
  websiteUrl: true,
  acceptingNewPatients: true,
  detailsVerifiedAt: true,
  telehealth: true,
  licenseState: true,
  factsReportedAt: true,
  listing: true,
  matchesInsurance: true,
  distanceMiles: true,
  nextOpening: true,
  notAccepting: true,
});

export type ProviderPin = z.infer<typeof providerPinSchema>;

export const providerClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** Zooming to these shows the cluster's providers apart. */
  bounds: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});

export type ProviderCluster = z.infer<typeof providerClusterSchema>;

const boxSchema = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
});

export const providerMapSchema = z.object({
  /** The providers the clusters and markers of this answer stand for. */
  total: z.number().int(),
  /** Every provider matching the filters, wherever it is. */
  matching: z.number().int(),
  /** Of those, how many are confirmed for the telehealth and language filters. */
  known: knownFactsSchema,
  /** The box around every matching provider, for fitting the map; null when none match. */
  extent: boxSchema.nullable(),
  /**
   * Answered without bounds, state or text search when the profile has a ZIP code: the family's
   * home and a box centred on it that holds the nearest matching providers, so the map can open
   * on the family's area (docs/product.md#map). Null otherwise, or when nothing matches.
   */
  nearby: z
    .object({ home: z.object({ latitude: z.number(), longitude: z.number() }), box: boxSchema })
    .nullable(),
  /**
   * The view the server chose when asked with the map's size and no bounds: where the map
   * should move, and the box the clusters and providers below are for. Null otherwise, or when
   * nothing matches.
   */
  view: z
    .object({
      center: z.object({ latitude: z.number(), longitude: z.number() }),
      zoom: z.number().int(),
      bounds: boxSchema,
    })
    .nullable(),
  clusters: z.array(providerClusterSchema),
  providers: z.array(providerPinSchema),
});

export type ProviderMap = z.infer<typeof providerMapSchema>;

/**
 * One next step for an empty or thin result (docs/product.md#widen), with how many providers the
 * search finds once it is taken (not how many it adds).
 *
 * - `within`: the next travel distance up that finds more (`within=miles`).
 * - `anyService`: any of the chosen services rather than all of them (`anyService=true`).
 * - `insurance`: the family's insurance loosened one step. From 'matching only' back to 'accepted
 *   or unknown' (`from: 'accepts'`); from 'accepted or unknown' to also the practices whose listed
 *   insurances leave it out, to ask about (`from: 'acceptsOrUnknown'`, `anyInsurance=true`).
 */
export const widenStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('within'), miles: z.number().int(), count: z.number().int() }),
  z.object({ kind: z.literal('anyService'), count: z.number().int() }),
  z.object({
    kind: z.literal('insurance'),
    from: z.enum(['accepts', 'acceptsOrUnknown']),
    count: z.number().int(),
  }),
]);
export type WidenStep = z.infer<typeof widenStepSchema>;

/** `GET /api/providers/widen`: the list's filters, without a box (a search counts everywhere). */
export const providerWidenQuerySchema = providerFilterSchema.omit({ bounds: true });

/** `GET /api/providers/widen`: the steps that find more, in the order shown. */
export const providerWidenSchema = z.object({
  /** What the search finds now. */
  total: z.number().int(),
  steps: z.array(widenStepSchema),
});
export type ProviderWiden = z.infer<typeof providerWidenSchema>;
