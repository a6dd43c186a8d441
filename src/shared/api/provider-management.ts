import { z } from 'zod';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { singleLineText } from './text';

// Provider management (docs/product.md#provider-management): admin-only reads and edits of one
// provider.

export const MAX_IMAGE_BYTES = 5_242_880;
/** Content types an uploaded image may have; checked on the bytes, never on the name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_WAIT_DAYS = 730;
export const MAX_WEBSITE_LENGTH = 2048;

/** `POST /api/objects/upload`: where to PUT the file (docs/product.md#provider-images). */
export const uploadParametersSchema = z.object({ uploadURL: z.url() });
export type UploadParameters = z.infer<typeof uploadParametersSchema>;

export const providerIdParamsSchema = z.object({
  id: z.uuid({ error: 'must be a provider id' }),
});

/** `PUT /api/providers/{id}/image`: the upload URL that the browser sent the file to. */
export const updateImageSchema = z.object({
  imageURL: singleLineText({ max: 4096, tooLong: 'is too long', notText: 'is required' }).min(
    1,
    'is required',
  ),
});
export type UpdateImageInput = z.infer<typeof updateImageSchema>;

/**
 * Only absolute http(s) addresses: a link families click must never run script (javascript:,
 * vbscript:) or carry a document (data:). The URL parser lower-cases the scheme and strips the
 * blanks and control characters a browser would, so tricks like ' JavaScript:' are caught too.
 */
export const websiteUrlSchema = singleLineText({ max: MAX_WEBSITE_LENGTH, notText: 'is required' })
  .min(1, 'is required')
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  }, 'must be an http or https address such as https://www.example.com');

export const updateWebsiteSchema = z.object({ websiteUrl: websiteUrlSchema });
export type UpdateWebsiteInput = z.infer<typeof updateWebsiteSchema>;

/** `PUT /api/providers/{id}/details`: what an admin verified with the provider. */
export const updateDetailsSchema = z.object({
  acceptedInsurance: z
    .array(z.enum(INSURANCE_OPTIONS, { error: 'must be one of the insurance options' }), {
      error: 'must be a list',
    })
    .max(INSURANCE_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an option'),
  servicesOffered: z
    .array(z.enum(SERVICE_OPTIONS, { error: 'must be one of the service options' }), {
      error: 'must be a list',
    })
    .max(SERVICE_OPTIONS.length)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an option'),
  /** Days; null when the provider could not say. */
  averageWaitTime: z
    .number({ error: 'must be a number of days or null' })
    .int('must be a whole number of days')
    .min(0, `must be 0-${MAX_WAIT_DAYS} days`)
    .max(MAX_WAIT_DAYS, `must be 0-${MAX_WAIT_DAYS} days`)
    .nullable(),
  acceptingNewPatients: z.boolean({ error: 'must be true, false or null' }).nullable(),
});
export type UpdateDetailsInput = z.infer<typeof updateDetailsSchema>;

/** `GET /api/admin/providers`: the management list's search (name, city, state or NPI). */
export const managementSearchSchema = z.object({
  q: singleLineText({ max: 100 }).optional(),
  cursor: singleLineText({ max: 7, tooLong: 'is not a valid cursor' })
    .regex(/^\d{1,7}$/, 'is not a valid cursor')
    .optional(),
});
export type ManagementSearch = z.infer<typeof managementSearchSchema>;

export const managedProviderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  city: z.string(),
  state: z.string(),
  npiNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  acceptedInsurance: z.array(z.string()),
  servicesOffered: z.array(z.string()),
  averageWaitTime: z.number().int().nullable(),
  acceptingNewPatients: z.boolean().nullable(),
  detailsVerifiedAt: z.string().nullable(),
  /** The verifying admin's name or e-mail; null when unverified or the account is gone. */
  detailsVerifiedBy: z.string().nullable(),
});
export type ManagedProvider = z.infer<typeof managedProviderSchema>;

export const managementPageSchema = z.object({
  providers: z.array(managedProviderSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type ManagementPage = z.infer<typeof managementPageSchema>;
