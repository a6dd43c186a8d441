import { releaseOpeningsOf } from '@server/domain/openings/release-openings';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { errorMessage } from '@shared/api/error-messages';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { isAgreed } from '@shared/rules/request-stage';
import { findOwnRequest } from '../find-own-request';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { statusWord } from '../status-words';
import { toApiRequest } from '../to-api';
import { enqueueWithdrawalNotices } from './enqueue-withdrawal-notices';

/**
 * Once a clinic has agreed to an appointment (confirmed it through its link, or by phone with the
 * family), the family withdraws all its other open requests in one step, all
 * or none; each clinic that had been sent one is told. Returns the withdrawn requests.
 */
export async function withdrawOthers(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<AppointmentRequest[]> {
  const kept = await findOwnRequest(db, userId, id);
  if (!isAgreed(kept)) {
    throw new AppError(
      'request_not_booked',
      errorMessage('requests.notBooked', { status: statusWord(kept.status) }),
    );
  }
  const movable = statusesMovableTo('cancelled', 'family');
  return db.transaction(async (tx) => {
    // Locked, so each row's status before the cancel is the one the clinic was told of.
    const others = await tx
      .select({
        id: appointmentRequests.id,
        providerId: appointmentRequests.providerId,
        statusBefore: appointmentRequests.status,
      })
      .from(appointmentRequests)
      .where(
        and(
          eq(appointmentRequests.userId, userId),
          ne(appointmentRequests.id, id),
          inArray(appointmentRequests.status, movable),
        ),
      )
      .for('update');
    if (others.length === 0) return [];
    const cancelled = await tx
      .update(appointmentRequests)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'family' })
      .where(
        and(
          inArray(
            appointmentRequests.id,
            others.map((other) => other.id),
          ),
          eq(appointmentRequests.userId, userId),
          inArray(appointmentRequests.status, movable),
        ),
      )
      .returning();
    await enqueueWithdrawalNotices(tx, others, now);
    // Openings they held are offered to other families again.
    await releaseOpeningsOf(
      tx,
      cancelled.map((row) => row.id),
      now,
    );
    // A withdrawn confirmed appointment no longer counts toward its provider's wait.
    for (const providerId of new Set(cancelled.map((row) => row.providerId))) {
      if (providerId) await refreshProviderWait(tx, providerId);
    }
    return cancelled.map((row) => toApiRequest(row));
  });
}
