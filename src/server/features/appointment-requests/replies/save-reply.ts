import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { replyInputFor, type ReplyOutput } from '@shared/api/provider-replies';
import { OPEN_STATUSES, statusesMovableTo } from '@shared/rules/request-status';
import type { Db, DbOrTx } from '@server/db/client';
import { appointmentRequests, type AppointmentRequestRow } from '@server/db/schema';
import { releaseHold } from '@server/domain/openings/release-openings';
import { enqueueJob } from '@server/lib/jobs';
import { requestLinkIs } from '@server/domain/signed-links/signed-links';
import { parseInput } from '@server/lib/validate';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { answerOpenSql, assertOpen, closedByNotAccepting } from './answer-window';
import { findReplyRequest } from './find-reply-request';
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
 * Records a provider's answer, or replaces it (docs/product.md#answers-a-clinic-can-take-back):
 * the write itself checks the answer may still be given or changed, so an answer racing the
 * family's booking cannot land after it. A clinic not accepting new patients closes the request
 * (cancelled by the clinic) where the status rules allow it, and gives back a time the family
 * asked for; correcting that answer reopens the request, unless the family has asked the clinic
 * again meanwhile. The provider's estimated wait follows, and the family is e-mailed each answer.
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
        firstRepliedAt: sql`coalesce(${appointmentRequests.firstRepliedAt}, ${now.toISOString()}::timestamptz)`,
        newsAt: now,
        insuranceAnsweredAt: input.insuranceAccepted === null ? null : now,
        ...replyColumns(input),
      })
      .where(and(requestLinkIs('reply', token), answerOpenSql(now)))
      .returning();
    if (!saved) {
      // The family booked, or the link or the days to change the answer ran out, meanwhile.
      const [current] = await tx
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.id, request.id));
      assertOpen(current ?? request, now);
      return;
    }
    let reopened = false;
    if (input.answer === 'not_accepting') {
      // Only from a status the clinic may cancel: a request the family withdrew (or one that is
      // over) keeps its status, and the answer is still recorded.
      const [closed] = await tx
        .update(appointmentRequests)
        .set({ status: 'cancelled', cancelledAt: now, cancelledBy: 'clinic' })
        .where(
          and(
            eq(appointmentRequests.id, saved.id),
            inArray(appointmentRequests.status, statusesMovableTo('cancelled', 'clinic')),
          ),
        )
        .returning({ id: appointmentRequests.id });
      // A time the family asked for goes back to the others.
      if (closed && (await releaseHold(tx, saved.id, now))) {
        await tx
          .update(appointmentRequests)
          .set({ requestedOutcome: 'declined' })
          .where(eq(appointmentRequests.id, saved.id));
      }
    } else if (closedByNotAccepting(request) && saved.status === 'cancelled') {
      reopened = await reopen(tx, saved);
    }
    if (saved.providerId) await refreshProviderWait(tx, saved.providerId);
    await enqueueJob(tx, notifyFamilyJob, {
      // One notice per answer: a corrected answer is news too.
      key: `reply-notice:${saved.id}:${now.toISOString()}`,
      payload: { requestId: saved.id, answeredAt: now.toISOString(), reopened },
      runAt: now,
    });
  });
}

/**
 * The clinic took back its 'not accepting': the request it closed is open again, as submitted,
 * unless the family holds another open request to the clinic (one per family and clinic).
 */
async function reopen(tx: DbOrTx, saved: AppointmentRequestRow): Promise<boolean> {
  if (!saved.providerId) return false;
  const [other] = await tx
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.userId, saved.userId),
        eq(appointmentRequests.providerId, saved.providerId),
        ne(appointmentRequests.id, saved.id),
        inArray(appointmentRequests.status, [...OPEN_STATUSES]),
      ),
    );
  if (other) return false;
  const [row] = await tx
    .update(appointmentRequests)
    .set({ status: 'submitted', cancelledAt: null, cancelledBy: null })
    .where(
      and(
        eq(appointmentRequests.id, saved.id),
        inArray(appointmentRequests.status, statusesMovableTo('submitted', 'clinic')),
        eq(appointmentRequests.cancelledBy, 'clinic'),
      ),
    )
    .returning({ id: appointmentRequests.id });
  return row !== undefined;
}
