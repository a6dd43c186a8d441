import { releaseOpeningsOf } from '@server/domain/openings/release-openings';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { errorMessage } from '@shared/api/error-messages';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { findOwnRequest } from './find-own-request';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { statusWord } from './status-words';
import { toApiRequest } from './to-api';
import { enqueueWithdrawalNotices } from './withdrawals/enqueue-withdrawal-notices';

/**
 * The family withdraws one of its requests. Its reminders stop with it (they are only sent for a
 * booked request), the clinic is told if it had been sent the request, and the provider may be
 * asked again later.
 */
export async function cancelRequest(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<AppointmentRequest> {
  const cancelled = await db.transaction(async (tx) => {
    // Locked, so the status before the cancel is the one the clinic was told of.
    const [before] = await tx
      .select({ status: appointmentRequests.status })
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.userId, userId)))
      .for('update');
    const [row] = await tx
      .update(appointmentRequests)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'family' })
      .where(
        and(
          eq(appointmentRequests.id, id),
          eq(appointmentRequests.userId, userId),
          // The allowed moves checked in the write itself, so a racing change cannot slip through.
          inArray(appointmentRequests.status, statusesMovableTo('cancelled', 'family')),
        ),
      )
      .returning();
    if (row && before) {
      await enqueueWithdrawalNotices(
        tx,
        [{ id: row.id, providerId: row.providerId, statusBefore: before.status }],
        now,
      );
      // An opening it held or booked is offered to other families again.
      await releaseOpeningsOf(tx, [row.id], now);
      // A cancelled appointment no longer counts toward the provider's wait, from now on.
      if (row.providerId) await refreshProviderWait(tx, row.providerId);
    }
    return row;
  });
  if (cancelled) return toApiRequest(cancelled);
  // Someone else's request, or none: 404; the family's own in a final state: 409.
  const request = await findOwnRequest(db, userId, id);
  throw new AppError(
    'request_not_cancellable',
    errorMessage('requests.notCancellable', { status: statusWord(request.status) }),
  );
}
