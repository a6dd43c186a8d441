import type { RequestedTime } from '@shared/api/opening-requests';
import { holdEndsAt } from '@shared/rules/opening-hold';
import type { AppointmentRequestRow } from '@server/db/schema';

/**
 * The published opening a request asked for, as both sides see it: booked once the clinic
 * confirmed that very time, declined or expired once released, else waiting for the clinic (held
 * from the moment the request was made).
 */
export function requestedTimeOf(row: AppointmentRequestRow): RequestedTime | null {
  if (!row.requestedStart) return null;
  const start = row.requestedStart.toISOString();
  const timeZone = row.providerTimeZone;
  if (row.requestedOutcome) {
    return { start, state: row.requestedOutcome, heldUntil: null, timeZone };
  }
  const booked =
    (row.status === 'confirmed' || row.status === 'completed') &&
    row.scheduledDate?.getTime() === row.requestedStart.getTime();
  if (booked) return { start, state: 'booked', heldUntil: null, timeZone };
  // Withdrawn (or otherwise closed) before the clinic answered: nothing is waiting any more.
  if (row.status !== 'submitted') return null;
  return {
    start,
    state: 'waiting',
    heldUntil: holdEndsAt(row.submittedAt).toISOString(),
    timeZone,
  };
}
