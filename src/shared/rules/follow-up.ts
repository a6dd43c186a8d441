// Following up a request a clinic has not answered (docs/product.md#follow-ups): one reminder
// e-mail to the clinic, then a word to the family that calling may be quicker.
import type { AppointmentStatus } from '@shared/api/appointment-requests';

/** Days after sending a request that the clinic gets its one reminder, if it has not answered. */
export const FOLLOW_UP_DAYS = 5;
/** Days without an answer after which the family is told to call the clinic. */
export const NO_REPLY_DAYS = 10;

const DAY_MS = 86_400_000;

/** When the clinic's reminder is due. */
export const followUpDueAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + FOLLOW_UP_DAYS * DAY_MS);

/**
 * Whether the family should be told that the clinic has not answered: the request is still
 * waiting (sent, not booked, not cancelled), has no answer, and was sent NO_REPLY_DAYS ago or more.
 */
export function hasNoReplyYet(
  request: { status: AppointmentStatus; submittedAt: string; answered: boolean },
  now: Date,
): boolean {
  if (request.status !== 'submitted' || request.answered) return false;
  return now.getTime() - Date.parse(request.submittedAt) >= NO_REPLY_DAYS * DAY_MS;
}
