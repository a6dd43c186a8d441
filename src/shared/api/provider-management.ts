import { z } from 'zod';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';
import { errorMessage, schemaError } from './error-messages';
import { checkAges, practiceFactsFields } from './practice-facts';
import { singleLineText } from './text';

// Provider management (docs/product.md#provider-management): admin-only reads and edits of one
// provider.

export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / 1_048_576;
/** Content types an uploaded image may have; checked on the bytes, never on the name. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_WAIT_DAYS = 730;
export const MAX_WEBSITE_LENGTH = 2048;

/** `POST /api/objects/upload`: where to PUT the file (docs/product.md#provider-images). */
export const uploadParametersSchema = z.object({ uploadURL: z.url() });
export type UploadParameters = z.infer<typeof uploadParametersSchema>;

export const providerIdParamsSchema = z.object({
  id: z.uuid(schemaError('fields.providerId')),
});

/** `PUT /api/providers/{id}/image`: the upload URL that the browser sent the file to. */
export const updateImageSchema = z.object({
  imageURL: singleLineText({
    max: 4096,
    tooLong: errorMessage('fields.tooLong'),
    notText: errorMessage('fields.required'),
  }).min(1, schemaError('fields.required')),
});
export type UpdateImageInput = z.infer<typeof updateImageSchema>;

/**
 * Only absolute http(s) addresses: a link families click must never run script (javascript:,
 * vbscript:) or carry a document (data:). The URL parser lower-cases the scheme and strips the
 * blanks and control characters a browser would, so tricks like ' JavaScript:' are caught too.
 */
export const websiteUrlSchema = singleLineText({
  max: MAX_WEBSITE_LENGTH,
  notText: errorMessage('fields.required'),
})
  .min(1, schemaError('fields.required'))
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  }, schemaError('management.website'));

export const updateWebsiteSchema = z.object({ websiteUrl: websiteUrlSchema });

const emailInvalid = errorMessage('auth.emailInvalid');
/** `PUT /api/providers/{id}/email`: the address requests go to (a clinic's front desk). */
export const updateEmailSchema = z.object({
  email: singleLineText({ max: 254, tooLong: emailInvalid, notText: emailInvalid }).pipe(
    z.email(schemaError('auth.emailInvalid')).transform((value) => value.toLowerCase()),
  ),
});
export type UpdateEmailInput = z.infer<typeof updateEmailSchema>;
export type UpdateWebsiteInput = z.infer<typeof updateWebsiteSchema>;

/** `PUT /api/providers/{id}/details`: what an admin verified with the provider. */
export const updateDetailsSchema = z
  .object({
    acceptedInsurance: z
      .array(
        z.enum(INSURANCE_OPTIONS, schemaError('management.insuranceOption')),
        schemaError('fields.list'),
      )
      .max(INSURANCE_OPTIONS.length)
      .refine((list) => new Set(list).size === list.length, schemaError('management.optionOnce')),
    servicesOffered: z
      .array(
        z.enum(SERVICE_OPTIONS, schemaError('management.serviceOption')),
        schemaError('fields.list'),
      )
      .max(SERVICE_OPTIONS.length)
      .refine((list) => new Set(list).size === list.length, schemaError('management.optionOnce')),
    /** Days; null when the provider could not say. */
    averageWaitTime: z
      .number(schemaError('management.waitDays'))
      .int(schemaError('management.waitWholeDays'))
      .min(0, schemaError('management.waitRange', { min: 0, max: MAX_WAIT_DAYS }))
      .max(MAX_WAIT_DAYS, schemaError('management.waitRange', { min: 0, max: MAX_WAIT_DAYS }))
      .nullable(),
    acceptingNewPatients: z.boolean(schemaError('management.accepting')).nullable(),
    ...practiceFactsFields,
  })
  .superRefine(checkAges);
export type UpdateDetailsInput = z.infer<typeof updateDetailsSchema>;

/** `GET /api/admin/providers`: the management list's search (name, city, state or NPI). */
export const managementSearchSchema = z.object({
  q: singleLineText({ max: 100 }).optional(),
  cursor: singleLineText({ max: 7, tooLong: errorMessage('fields.cursor') })
    .regex(/^\d{1,7}$/, schemaError('fields.cursor'))
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
  /** Where requests are e-mailed; null: families call the clinic instead. */
  email: z.string().nullable(),
  acceptedInsurance: z.array(z.string()),
  servicesOffered: z.array(z.string()),
  averageWaitTime: z.number().int().nullable(),
  acceptingNewPatients: z.boolean().nullable(),
  agesFrom: z.number().int().nullable(),
  agesTo: z.number().int().nullable(),
  languages: z.array(z.string()).nullable(),
  telehealth: z.boolean().nullable(),
  /** When the clinic last confirmed ages, languages and telehealth; null: never. */
  factsReportedAt: z.string().nullable(),
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
