import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { heldOpeningOf } from '@server/domain/openings/hold-opening';
import { releaseExpiredHold } from '@server/domain/openings/release-openings';
import { enqueueJob } from '@server/lib/jobs';
import { notifyFamilyOfReleaseJob } from './notify-family-of-release.job';

/**
 * At the hold's end: if the clinic has neither confirmed nor declined the time, the opening goes
 * back to every family, the request stays open for an ordinary answer, and the family is told the
 * clinic did not confirm in time. A request booked, declined or withdrawn meanwhile is left alone.
 */
export async function releaseExpiredHoldOf(
  db: Db,
  payload: { requestId: string },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await releaseExpiredHold(tx, payload.requestId, now);
    // Still held (the hold was renewed) means there is nothing to say yet.
    if (await heldOpeningOf(tx, payload.requestId)) return;
    const [expired] = await tx
      .update(appointmentRequests)
      .set({ requestedOutcome: 'expired', newsAt: now })
      .where(
        and(
          eq(appointmentRequests.id, payload.requestId),
          eq(appointmentRequests.status, 'submitted'),
          isNull(appointmentRequests.requestedOutcome),
        ),
      )
      .returning({ id: appointmentRequests.id });
    if (!expired) return;
    await enqueueJob(tx, notifyFamilyOfReleaseJob, {
      key: `opening-release-notice:${expired.id}`,
      payload: { requestId: expired.id, reason: 'expired' },
      runAt: now,
    });
  });
}
