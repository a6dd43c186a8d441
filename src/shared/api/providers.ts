import { z } from 'zod';
import { WAIT_SOURCES } from '@shared/rules/wait-estimate';
import { REQUEST_ROUTES } from '@shared/rules/request-route';
import { providerFilterSchema } from './provider-query';

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
