import { z } from 'zod';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { upcomingCalendarDate } from './calendar-date';
import { errorMessage, issueParams, schemaError, schemaErrorText } from './error-messages';
import { checkAges, practiceFactsFields } from './practice-facts';
import { updateEmailSchema, updateImageSchema, websiteUrlSchema } from './provider-management';
import { singleLineText } from './text';

// What a clinic keeps on its listing (docs/product.md#what-a-clinic-keeps): the fields, what the
// clinic's page reads, and what it may change.

/** The listing's fields as the API and `listing_fields` name them. */
export const LISTING_FIELDS = [
  'email',
  'acceptingNewPatients',
  'servicesOffered',
  'acceptedInsurance',
  'acceptedNetworkIds',
  'ages',
  'languages',
  'telehealth',
  'address',
  'phone',
  'websiteUrl',
  'photo',
  'openings',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Where a field's value comes from, when the clinic has not said it. */
export const FIELD_SOURCES = [
  'clinic',
  'registry',
  'directory',
  'admin',
  'sample',
  'unknown',
] as const;
export type FieldSource = (typeof FIELD_SOURCES)[number];

const optionList = <T extends readonly [string, ...string[]]>(
  options: T,
  message: Parameters<typeof schemaError>[0],
) =>
  z
    .array(z.enum(options, schemaError(message)), schemaError('fields.list'))
    .max(options.length)
    .refine((list) => new Set(list).size === list.length, schemaError('management.optionOnce'));

const DIGITS = /\d/g;
export const phoneSchema = singleLineText({
  max: 30,
  tooLong: errorMessage('listing.phone'),
  notText: errorMessage('listing.phone'),
})
  .regex(/^[0-9()+\-. ]+$/, issueParams(errorMessage('listing.phone')))
  .refine((value) => (value.match(DIGITS) ?? []).length >= 10, schemaError('listing.phone'))
  .refine((value) => (value.match(DIGITS) ?? []).length <= 15, schemaError('listing.phone'));

export const listingAddressSchema = z.object({
  addressLine: singleLineText({ max: 200, notText: errorMessage('listing.addressLine') }).min(
    1,
    schemaError('listing.addressLine'),
  ),
  city: singleLineText({ max: 100, notText: errorMessage('listing.city') }).min(
    1,
    schemaError('listing.city'),
  ),
  state: z
    .string(schemaError('fields.stateCode'))
    .regex(/^[A-Z]{2}$/, schemaError('fields.stateCode')),
  zipCode: z
    .string(schemaError('listing.zipCode'))
    .regex(/^\d{5}$/, schemaError('listing.zipCode')),
});
export type ListingAddress = z.infer<typeof listingAddressSchema>;

/**
 * `PATCH /api/clinic/listings/{providerId}`: any subset of the fields. Ages and the address's
 * four parts come together; the
 * services it is not taking new patients for travel with `acceptingNewPatients` as
 * `notAcceptingServices`.
 */
export const updateListingSchema = z
  .object({
    email: updateEmailSchema.shape.email.optional(),
    acceptingNewPatients: z.boolean(schemaError('management.accepting')).nullable().optional(),
    notAcceptingServices: optionList(SERVICE_OPTIONS, 'management.serviceOption').optional(),
    servicesOffered: optionList(SERVICE_OPTIONS, 'management.serviceOption').optional(),
    acceptedInsurance: optionList(INSURANCE_OPTIONS, 'management.insuranceOption').optional(),
    acceptedNetworkIds: z
      .array(z.uuid(schemaError('listing.network')), schemaError('fields.list'))
      .max(200)
      .refine((list) => new Set(list).size === list.length, schemaError('management.optionOnce'))
      .optional(),
    agesFrom: practiceFactsFields.agesFrom.optional(),
    agesTo: practiceFactsFields.agesTo.optional(),
    languages: practiceFactsFields.languages.optional(),
    telehealth: practiceFactsFields.telehealth.optional(),
    addressLine: listingAddressSchema.shape.addressLine.optional(),
    city: listingAddressSchema.shape.city.optional(),
    state: listingAddressSchema.shape.state.optional(),
    zipCode: listingAddressSchema.shape.zipCode.optional(),
    phone: phoneSchema.nullable().optional(),
    websiteUrl: websiteUrlSchema.nullable().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    // The address comes whole: a street without its ZIP code cannot be placed on the map.
    const parts = ['addressLine', 'city', 'state', 'zipCode'] as const;
    if (parts.some((part) => input[part] !== undefined)) {
      const missing = parts.find((part) => input[part] === undefined);
      if (missing) {
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: schemaErrorText(errorMessage('listing.addressWhole')),
        });
      }
    }
    if (input.agesFrom !== undefined || input.agesTo !== undefined) {
      checkAges({ agesFrom: input.agesFrom ?? null, agesTo: input.agesTo ?? null }, ctx);
    }
  });
export type UpdateListingInput = z.infer<typeof updateListingSchema>;

export const listingParamsSchema = z.object({
  providerId: z.uuid(schemaError('fields.providerId')),
});
export const openingParamsSchema = listingParamsSchema.extend({
  openingId: z.uuid(schemaError('listing.openingId')),
});

/** `PUT /api/clinic/listings/{providerId}/photo`: the upload URL the browser sent the file to. */
export const listingPhotoSchema = updateImageSchema;

const timeOfDay = singleLineText({
  max: 5,
  tooLong: errorMessage('listing.openingTime'),
  notText: errorMessage('listing.openingTime'),
}).regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueParams(errorMessage('listing.openingTime')));

/**
 * `POST /api/clinic/listings/{providerId}/openings`: a day and time in the clinic's own time zone,
 * an optional end and service; or, with `fromOnly`, 'openings from' that day.
 */
export const newOpeningSchema = z
  .object({
    date: upcomingCalendarDate({
      missing: errorMessage('listing.openingDate'),
      past: errorMessage('listing.openingPast'),
    }),
    fromOnly: z.boolean(schemaError('fields.boolean')).default(false),
    time: timeOfDay.optional(),
    endTime: timeOfDay.optional(),
    service: z.enum(SERVICE_OPTIONS, schemaError('management.serviceOption')).nullable().optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!input.fromOnly && input.time === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: schemaErrorText(errorMessage('listing.openingTime')),
      });
    }
    if (input.endTime !== undefined && (input.time === undefined || input.endTime <= input.time)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: schemaErrorText(errorMessage('listing.openingEnd')),
      });
    }
  });
export type NewOpeningInput = z.infer<typeof newOpeningSchema>;

const fieldStateSchema = z.object({
  /** Who the value comes from now. */
  source: z.enum(FIELD_SOURCES),
  /** When the clinic said it (ISO time); null when it has not. */
  saidAt: z.string().nullable(),
});
export type FieldState = z.infer<typeof fieldStateSchema>;

export const listingOpeningSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  fromOnly: z.boolean(),
  service: z.string().nullable(),
  /** 'clinic' when typed here; others come from the clinic's scheduling system. */
  source: z.string(),
});
export type ListingOpening = z.infer<typeof listingOpeningSchema>;

export const listingNetworkSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  insuranceType: z.string(),
  plans: z.array(z.string()),
});

/** `GET /api/clinic/listings/{providerId}`: the listing, each field with its source and date. */
export const clinicListingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  npiNumber: z.string().nullable(),
  /** The clinic's IANA time zone, from its place; openings are typed in it. */
  timeZone: z.string(),
  values: z.object({
    email: z.string().nullable(),
    acceptingNewPatients: z.boolean().nullable(),
    notAcceptingServices: z.array(z.string()),
    servicesOffered: z.array(z.string()),
    acceptedInsurance: z.array(z.string()),
    acceptedNetworkIds: z.array(z.string()).nullable(),
    agesFrom: z.number().int().nullable(),
    agesTo: z.number().int().nullable(),
    languages: z.array(z.string()).nullable(),
    telehealth: z.boolean().nullable(),
    address: z.object({
      addressLine: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string().nullable(),
    }),
    phone: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  }),
  fields: z.record(z.enum(LISTING_FIELDS), fieldStateSchema),
  /** The payer networks (plans) of the insurances it takes, where directories list them. */
  networks: z.array(listingNetworkSchema),
  openings: z.array(listingOpeningSchema),
  /** When the clinic last confirmed or changed the listing (ISO time); null: never. */
  confirmedAt: z.string().nullable(),
  /** Confirmed or changed within the last 60 days. */
  current: z.boolean(),
  /** Placed only at its ZIP code's centre (docs/product.md#approximate-locations). */
  locationApproximate: z.boolean(),
  /** The registry deactivated its NPI: families no longer find it (docs/product.md#care-basket). */
  deactivated: z.boolean(),
});
export type ClinicListing = z.infer<typeof clinicListingSchema>;

/** `GET /api/listing-checks/{token}`: what the monthly e-mail's one-click page shows. */
export const listingCheckSchema = z.object({
  providerName: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ListingCheck = z.infer<typeof listingCheckSchema>;

/** The token of a check link: an HMAC-SHA-256 in base64url, 43 characters. */
export const listingCheckParamsSchema = z.object({
  token: singleLineText({
    max: 43,
    notText: errorMessage('auth.linkIncomplete'),
    trim: false,
  }).regex(/^[\w-]{43}$/, issueParams(errorMessage('auth.linkIncomplete'))),
});
