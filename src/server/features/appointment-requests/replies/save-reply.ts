import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { replyInputFor, type ReplyOutput } from '@shared/api/provider-replies';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { enqueueJob } from '@server/lib/jobs';
import { hashToken } from '@server/lib/tokens';
import { parseInput } from '@server/lib/validate';
import { refreshProviderWait } from '../refresh-provider-wait';
import { assertOpen, findReplyRequest } from './find-reply-request';
import { notifyFamilyJob } from './notify-family.job';

/** The reply columns for one answer: the fields another answer would use are cleared. */
function replyColumns(input: ReplyOutput) {
  return {
    replyAnswer: input.answer,
    replyEarliestDate: input.answer === 'offer' ? input.earliestDate : null,
    replyOfferedTime: input.answer === 'offer' ? (input.offeredTime ?? null) : null,
    replyWaitlistAmount: input.answer === 'waitlist' ? input.waitlistAmount : null,
    replyWaitlistUnit: input.answer === 'waitlist' ? input.waitlistUnit : null,
    replyWillCall: input.answer === 'waitlist' ? input.willCall : null,
    // An offer or a waitlist place both mean the clinic takes new patients.
    replyAcceptingNewPatients: input.answer !== 'not_accepting',
    replyInsuranceAccepted: input.insuranceAccepted,
    replyMessage: input.message ?? null,
  };
}

/**
 * Records a provider's answer, or replaces it while the family has not booked: the write itself
 * checks that the link is unexpired and the request still open to a new answer, so an answer
 * racing the family's booking cannot land after it. A clinic not accepting new patients also
 * closes the request (cancelled by the clinic), where the status rules allow it. The provider's
 * estimated wait follows, and the family is e-mailed each answer.
 */
export async function saveReply(
  db: Db,
  token: string,
  body: unknown,
  now: Date = new Date(),
): Promise<void> {
  const { request, insuranceType } = await findReplyRequest(db, token, now);
  const input = parseInput(replyInputFor(insuranceType, request.contactPhone), body);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(appointmentRequests)
      .set({
        repliedAt: now,
        newsAt: now,
        insuranceAnsweredAt: input.insuranceAccepted === null ? null : now,
        ...replyColumns(input),
      })
      .where(
        and(
          eq(appointmentRequests.replyTokenHash, hashToken(token)),
          or(isNull(appointmentRequests.repliedAt), eq(appointmentRequests.status, 'submitted')),
          gt(appointmentRequests.replyTokenExpiresAt, now),
        ),
      )
      .returning();
    if (!saved) {
      // The family booked, or the link ran out, between the read and the write.
      const [current] = await tx
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.id, request.id));
      assertOpen(current ?? request, now);
      return;
    }
    if (input.answer === 'not_accepting') {
      // Only from a status the clinic may cancel: a request the family withdrew (or one that is
      // over) keeps its status, and the answer is still recorded.
      await tx
        .update(appointmentRequests)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'clinic' })
        .where(
          and(
            eq(appointmentRequests.id, saved.id),
            inArray(appointmentRequests.status, statusesMovableTo('cancelled', 'clinic')),
          ),
        );
    }
    if (saved.providerId) await refreshProviderWait(tx, saved.providerId);
    await enqueueJob(tx, notifyFamilyJob, {
      // One notice per answer: a corrected answer is news too.
      key: `reply-notice:${saved.id}:${now.toISOString()}`,
      payload: { requestId: saved.id, answeredAt: now.toISOString() },
      runAt: now,
    });
  });
}
