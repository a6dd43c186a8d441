import { z } from 'zod';
import { errorMessage, issueParams, schemaError } from './error-messages';

// Asking a clinic for one of its published openings, and the clinic's answer for that time
// (docs/product.md#booking-an-opening).

/** `POST /api/openings/{openingId}/requests`: the opening asked for. */
export const openingParamsSchema = z.object({ openingId: z.uuid(schemaError('fields.openingId')) });

/** What became of a requested time: held for the family, booked, declined, or not answered in time. */
export const REQUESTED_TIME_STATES = ['waiting', 'booked', 'declined', 'expired'] as const;
export type RequestedTimeState = (typeof REQUESTED_TIME_STATES)[number];

/** A published opening a request asked for; `heldUntil` while the clinic has it to answer. */
export const requestedTimeSchema = z.object({
  start: z.string(),
  state: z.enum(REQUESTED_TIME_STATES),
  heldUntil: z.string().nullable(),
  /** The clinic's IANA zone, the time's own; null when unknown (then said in UTC). */
  timeZone: z.string().nullable(),
});
export type RequestedTime = z.infer<typeof requestedTimeSchema>;

/** `POST /api/provider-replies/{token}/opening`: the clinic confirms or declines the time asked for. */
export const openingAnswerSchema = z.object({
  action: z.enum(['confirm', 'decline'], issueParams(errorMessage('openings.action'))),
});
export type OpeningAnswer = z.infer<typeof openingAnswerSchema>;

/** `GET /api/providers/{id}/openings`: the provider whose openings are asked for. */
export const providerOpeningsParamsSchema = z.object({
  id: z.uuid(schemaError('fields.providerId')),
});

/** The published openings a family may ask for, soonest first (held and booked ones left out). */
export const offeredOpeningSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  /** The provider's IANA zone, the time's own; null when unknown. */
  timeZone: z.string().nullable(),
  source: z.enum(['clinic', 'scheduling']),
  /** The publisher's own booking link for this time, shown beside ours; null when none. */
  bookingUrl: z.string().nullable(),
});
export const providerOpeningsSchema = z.object({ openings: z.array(offeredOpeningSchema) });
export type OfferedOpening = z.infer<typeof offeredOpeningSchema>;
export type ProviderOpenings = z.infer<typeof providerOpeningsSchema>;
