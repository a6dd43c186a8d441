import { and, eq, gt, isNull } from 'drizzle-orm';
import { replyInputFor } from '@shared/api/provider-replies';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { hashToken } from '@server/lib/tokens';
import { parseInput } from '@server/lib/validate';
import { refreshProviderWait } from '../refresh-provider-wait';
import { assertOpen, findReplyRequest } from './find-reply-request';
import { notifyFamilyJob } from './notify-family.job';

/**
 * Records a provider's answer, once: the write itself checks that the link is unused and
 * unexpired, so two submissions racing cannot both land. The provider's estimated wait follows,
 * and the family is e-mailed the answer.
 */
export async function saveReply(
  db: Db,
  token: string,
  body: unknown,
  now: Date = new Date(),
): Promise<void> {
  const { request, insuranceType } = await findReplyRequest(db, token, now);
  const input = parseInput(replyInputFor(insuranceType), body);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(appointmentRequests)
      .set({
        repliedAt: now,
        newsAt: now,
        replyEarliestDate: input.earliestDate,
        replyAcceptingNewPatients: input.acceptingNewPatients,
        replyInsuranceAccepted: input.insuranceAccepted,
        replyMessage: input.message ?? null,
      })
      .where(
        and(
          eq(appointmentRequests.replyTokenHash, hashToken(token)),
          isNull(appointmentRequests.repliedAt),
          gt(appointmentRequests.replyTokenExpiresAt, now),
        ),
      )
      .returning();
    if (!saved) {
      // Someone answered (or the link ran out) between the read and the write.
      assertOpen({ ...request, repliedAt: request.repliedAt ?? now }, now);
    }
    if (saved?.providerId) await refreshProviderWait(tx, saved.providerId);
    if (saved) {
      await enqueueJob(tx, notifyFamilyJob, {
        key: `reply-notice:${saved.id}`,
        payload: { requestId: saved.id },
        runAt: now,
      });
    }
  });
}
