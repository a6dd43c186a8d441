import { z } from 'zod';
import { providerFilterSchema } from './provider-query';
import { knownFactsSchema, providerResultSchema } from './providers';
import { errorMessage, schemaError, schemaErrorText } from './error-messages';

// `GET /api/providers/map`: the map's query, and its answer of markers and clusters.

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
