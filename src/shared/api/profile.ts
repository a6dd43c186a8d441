import { z } from 'zod';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '../rules/care-options';
import { singleLineText } from './text';

// The profile rules (docs/product.md#profile): one schema for the form (react-hook-form resolver)
// and the server, so the browser and the API refuse exactly the same input with the same words.

export const PROFILE_MESSAGES = {
  insuranceType: 'Please select your insurance type',
  desiredServices: 'Please select at least one service',
  zipCode: 'Please enter a valid 5-digit ZIP code',
} as const;

/** `PUT /api/profile` body. */
export const profileInputSchema = z.object({
  insuranceType: z.enum(INSURANCE_OPTIONS, { error: PROFILE_MESSAGES.insuranceType }),
  desiredServices: z
    .array(z.enum(SERVICE_OPTIONS, { error: PROFILE_MESSAGES.desiredServices }), {
      error: PROFILE_MESSAGES.desiredServices,
    })
    .min(1, PROFILE_MESSAGES.desiredServices)
    .refine((services) => new Set(services).size === services.length, 'Each service only once'),
  zipCode: singleLineText({
    max: 5,
    tooLong: PROFILE_MESSAGES.zipCode,
    notText: PROFILE_MESSAGES.zipCode,
  }).regex(/^\d{5}$/, PROFILE_MESSAGES.zipCode),
});

export type ProfileInput = z.infer<typeof profileInputSchema>;

/** `GET /api/profile`: what the family saved, with nulls and an empty list before the first save. */
export const profileSchema = z.object({
  insuranceType: z.string().nullable(),
  desiredServices: z.array(z.string()),
  zipCode: z.string().nullable(),
});

export type Profile = z.infer<typeof profileSchema>;
