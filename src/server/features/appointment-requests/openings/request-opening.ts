import { and, eq, inArray } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { errorMessage } from '@shared/api/error-messages';
import { OPEN_STATUSES } from '@shared/rules/request-status';
import { holdEndsAt } from '@shared/rules/opening-hold';
import type { Db } from '@server/db/client';
import { appointmentRequests, providers, users } from '@server/db/schema';
import { findUpcomingOpening, holdOpening } from '@server/domain/openings/hold-opening';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { createRequests, providerToAskColumns } from '../create-requests';
import { toApiRequest } from '../to-api';
import { releaseExpiredHoldJob } from './release-expired-hold.job';

const UNIQUE_VIOLATION = '23505';

/**
 * A family asks a clinic for one of its published openings (docs/product.md#booking-an-opening):
 * a request to that clinic naming the time, e-mailed with its reply link like any other, and the
 * opening held for this request for the hold's hours. All in one transaction: the request exists
 * only if the hold was won, so of two families asking at once one gets it and the other a 409.
 * A family with an open request to the clinic already is refused (its answer is on that request).
 */
export async function requestOpening(
  db: Db,
  userId: string,
  openingId: string,
  secret: string,
  now: Date = new Date(),
): Promise<AppointmentRequest> {
  const opening = await findUpcomingOpening(db, openingId, now);
  if (!opening || opening.fromOnly) {
    throw new AppError('not_found', errorMessage('openings.notFound'));
  }
  const [provider] = await db
    .select(providerToAskColumns)
    .from(providers)
    .where(eq(providers.id, opening.providerId));
  if (!provider) throw new AppError('not_found', errorMessage('openings.notFound'));
  // Only an e-mail carries the time and the link to confirm it; otherwise the family calls.
  if (!provider.email) {
    throw new AppError('clinic_unreachable', errorMessage('openings.clinicUnreachable'));
  }
  try {
    const created = await db.transaction(async (tx) => {
      // The family's row, locked: its requests are made one at a time (the daily limit holds).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [open] = await tx
        .select({ id: appointmentRequests.id })
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.userId, userId),
            eq(appointmentRequests.providerId, provider.providerId),
            inArray(appointmentRequests.status, [...OPEN_STATUSES]),
          ),
        );
      if (open) throw alreadyRequested();
      const [request] = await createRequests(tx, userId, secret, [provider], {
        requestedStart: opening.startsAt,
      });
      const held = request && (await holdOpening(tx, opening.id, request.id, request.submittedAt));
      if (!request || !held) {
        throw new AppError('opening_taken', errorMessage('openings.taken'));
      }
      // Released, and the family told, if the clinic has not confirmed by the hold's end.
      await enqueueJob(tx, releaseExpiredHoldJob, {
        key: `opening-hold:${request.id}`,
        payload: { requestId: request.id },
        runAt: holdEndsAt(request.submittedAt),
      });
      return request;
    });
    return toApiRequest(created, null, null, {
      days: provider.estimatedWait,
      source: provider.waitSource,
    });
  } catch (error) {
    // A second click racing the first: the one-open-request index refused the second request.
    if (pgCode(error) === UNIQUE_VIOLATION) throw alreadyRequested();
    throw error;
  }
}

const alreadyRequested = () =>
  new AppError('already_requested', errorMessage('openings.alreadyRequested'));

/** The database's error code, on the error or on the driver error it wraps. */
function pgCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
