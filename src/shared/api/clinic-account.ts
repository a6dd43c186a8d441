import { z } from 'zod';
import { errorMessage, schemaError } from './error-messages';
import { singleLineText } from './text';

// The clinic side of a listing (docs/product.md#claiming-a-listing and #clinic-sign-in): finding a
// listing, claiming it, signing in by link, and the staff addresses that keep it.

const emailInvalid = errorMessage('auth.emailInvalid');
/** A work or staff address; lower-cased, as every stored address is. */
const emailSchema = singleLineText({ max: 254, tooLong: emailInvalid, notText: emailInvalid }).pipe(
  z.email(schemaError('auth.emailInvalid')).transform((value) => value.toLowerCase()),
);

/** A National Provider Identifier: exactly ten digits. */
export const npiSchema = singleLineText({ max: 10, notText: errorMessage('claims.npi') }).regex(
  /^\d{10}$/,
  schemaError('claims.npi'),
);

/**
 * `GET /api/clinic/listings/search`: by NPI (exact), or by a part of the name with an optional
 * state. Only one of `npi` and `name`.
 */
export const listingSearchQuerySchema = z
  .object({
    npi: npiSchema.optional(),
    name: singleLineText({ max: 100 })
      .min(2, schemaError('claims.nameSearch', { min: 2 }))
      .optional(),
    state: singleLineText({ max: 2, tooLong: errorMessage('fields.stateCode') })
      .regex(/^[A-Z]{2}$/, schemaError('fields.stateCode'))
      .optional(),
  })
  .refine((query) => query.npi !== undefined || query.name !== undefined, {
    ...schemaError('claims.searchWhat'),
    path: ['name'],
  });
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

/** A listing as anyone may see it when looking for their own: public fields only, never e-mail. */
export const publicListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  specialty: z.string(),
  city: z.string(),
  state: z.string(),
  npi: z.string().nullable(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const LISTING_SEARCH_LIMIT = 20;
export const listingSearchResultSchema = z.object({ listings: z.array(publicListingSchema) });
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;

const requiredLine = (max: number) =>
  singleLineText({ max, notText: errorMessage('fields.required') }).min(
    1,
    schemaError('fields.required'),
  );

/** `POST /api/clinic/claims`: who asks to keep which listing. */
export const createClaimSchema = z.object({
  providerId: z.uuid(schemaError('fields.providerId')),
  name: requiredLine(100),
  role: requiredLine(100),
  workEmail: emailSchema,
  phone: singleLineText({ max: 30, notText: errorMessage('schedule.phoneInvalid') }).regex(
    /^[+\d\s().-]{7,30}$/,
    schemaError('schedule.phoneInvalid'),
  ),
  /** The clinic cannot read the listing's own inbox: an admin reviews the claim instead. */
  cannotReachListingEmail: z.boolean(schemaError('fields.boolean')).optional(),
});
export type CreateClaimInput = z.input<typeof createClaimSchema>;

/**
 * The answer to a claim: a code went to the listing's own address (shown masked, 'f•••@clinic.org'),
 * or the claim waits for an admin.
 */
export const claimCreatedSchema = z.discriminatedUnion('status', [
  z.object({ id: z.string(), status: z.literal('code_sent'), sentTo: z.string() }),
  z.object({ id: z.string(), status: z.literal('pending') }),
]);
export type ClaimCreated = z.infer<typeof claimCreatedSchema>;

export const claimIdParamsSchema = z.object({ id: z.uuid(schemaError('claims.claimId')) });

/** `POST /api/clinic/claims/{id}/code`: the six digits from the e-mail. */
export const claimCodeSchema = z.object({
  code: singleLineText({ max: 6, notText: errorMessage('claims.code') }).regex(
    /^\d{6}$/,
    schemaError('claims.code'),
  ),
});

/** `POST /api/clinic/sign-in`: the staff address a link is asked for. */
export const clinicSignInSchema = z.object({ email: emailSchema });

/** `POST /api/clinic/sign-in/redeem`: the token from the link. */
export const clinicRedeemSchema = z.object({
  token: singleLineText({ max: 200, notText: errorMessage('auth.linkIncomplete') }).regex(
    /^[\w-]{20,200}$/,
    schemaError('auth.linkIncomplete'),
  ),
});

/** `GET /api/clinic/listings`: the listings the signed-in account keeps. */
export const ownListingsSchema = z.object({ listings: z.array(publicListingSchema) });
export type OwnListings = z.infer<typeof ownListingsSchema>;

export const listingParamsSchema = z.object({
  providerId: z.uuid(schemaError('fields.providerId')),
});
export const staffParamsSchema = z.object({
  providerId: z.uuid(schemaError('fields.providerId')),
  email: emailSchema,
});

/** `POST /api/clinic/listings/{providerId}/staff`. */
export const addStaffSchema = z.object({ email: emailSchema });

/** `GET /api/clinic/listings/{providerId}/staff`. */
export const listingStaffSchema = z.object({
  staff: z.array(z.object({ email: z.string(), addedAt: z.string() })),
});
export type ListingStaff = z.infer<typeof listingStaffSchema>;

/** One claim waiting for an admin, with the registry's phone number to call back. */
export const pendingClaimSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  providerId: z.string(),
  listingName: z.string(),
  npi: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** The number the listing already had (registry or admin), not the claimant's. */
  registryPhone: z.string().nullable(),
  claimantName: z.string(),
  role: z.string(),
  workEmail: z.string(),
  phone: z.string(),
  /** How many staff addresses keep the listing already. */
  staffCount: z.number().int(),
});
export type PendingClaim = z.infer<typeof pendingClaimSchema>;
export const pendingClaimsSchema = z.object({ claims: z.array(pendingClaimSchema) });
export type PendingClaims = z.infer<typeof pendingClaimsSchema>;
