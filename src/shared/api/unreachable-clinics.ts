import { z } from 'zod';
import { providerIdParamsSchema, updateEmailSchema } from './provider-management';

// 'Clinics families could not reach' on /admin (docs/product.md#reaching-a-clinic): admin-only.

/**
 * A provider with requests we could not send (no address for requests). `families` counts the
 * different families that tried, never who they are.
 */
export const unreachableClinicSchema = z.object({
  providerId: z.uuid(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  npiNumber: z.string().nullable(),
  families: z.number().int().positive(),
  /** The latest day a family saved a request it could not send (ISO time). */
  lastTriedAt: z.string(),
  /** When an admin last invited the clinic to claim its listing (ISO time); null: never. */
  invitedAt: z.string().nullable(),
});
export type UnreachableClinic = z.infer<typeof unreachableClinicSchema>;

/** `GET /api/admin/unreachable-clinics`: most families first. */
export const unreachableClinicsSchema = z.array(unreachableClinicSchema);

/** `POST /api/admin/unreachable-clinics/{providerId}/invite`: the address to invite. */
export const inviteClinicSchema = updateEmailSchema;
export type InviteClinicInput = z.infer<typeof inviteClinicSchema>;

export const unreachableClinicParamsSchema = z.object({
  providerId: providerIdParamsSchema.shape.id,
});
