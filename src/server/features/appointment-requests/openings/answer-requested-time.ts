import { and, eq, isNull } from 'drizzle-orm';
import { openingAnswerSchema } from '@shared/api/opening-requests';
import { errorMessage } from '@shared/api/error-messages';
import { localDateAndTime } from '@shared/rules/zoned-time';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { bookHeldOpening } from '@server/domain/openings/hold-opening';
import { releaseHold } from '@server/domain/openings/release-openings';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { parseInput } from '@server/lib/validate';
import { appointmentTimeZone } from '../appointment-time-zone';
import { notifyFamilyOfConfirmationJob } from '../confirmations/notify-family-of-confirmation.job';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { findReplyRequest } from '../replies/find-reply-request';
import { scheduleReminders } from '../schedule-reminders';
import { notifyFamilyOfReleaseJob } from './notify-family-of-release.job';

/**
 * The clinic's answer, through its reply link, for the published opening the family asked for
 * (docs/product.md#booking-an-opening). Confirm: the request is booked at that time (confirmed,
 * with its reminders and calendar file, the family told) and the opening is offered to nobody
 * again. Decline: the opening goes back to every family, the request stays open for an ordinary
 * answer, and the family is told. Only while the request still holds the opening: 409 otherwise.
 */
export async function answerRequestedTime(
  db: Db,
  token: string,
  body: unknown,
  now: Date = new Date(),
): Promise<void> {
  const { request } = await findReplyRequest(db, token, now);
  const { action } = parseInput(openingAnswerSchema, body);
  if (!request.requestedStart || request.status !== 'submitted') throw notHeld();
  const timeZone = await appointmentTimeZone(db, request, undefined);
  await db.transaction(async (tx) => {
    if (action === 'decline') {
      if (!(await releaseHold(tx, request.id, now))) throw notHeld();
      const [declined] = await tx
        .update(appointmentRequests)
        .set({ requestedOutcome: 'declined', newsAt: now })
        .where(
          and(eq(appointmentRequests.id, request.id), isNull(appointmentRequests.requestedOutcome)),
        )
        .returning({ id: appointmentRequests.id });
      if (!declined) throw notHeld();
      await enqueueJob(tx, notifyFamilyOfReleaseJob, {
        key: `opening-release-notice:${request.id}`,
        payload: { requestId: request.id, reason: 'declined' },
        runAt: now,
      });
      return;
    }
    if (!(await bookHeldOpening(tx, request.id, now))) throw notHeld();
    const start = request.requestedStart!;
    const local = localDateAndTime(start, timeZone);
    const [booked] = await tx
      .update(appointmentRequests)
      .set({
        status: 'confirmed',
        scheduledDate: start,
        timeZone,
        confirmedAt: now,
        newsAt: now,
        // Confirming the time is the clinic's answer: an appointment on that day, at that time.
        replyAnswer: 'offer',
        replyEarliestDate: local.date,
        replyOfferedTime: local.time,
        replyAcceptingNewPatients: true,
        replyWaitlistAmount: null,
        replyWaitlistUnit: null,
        replyWillCall: null,
        repliedAt: now,
        firstRepliedAt: request.firstRepliedAt ?? now,
      })
      .where(
        and(
          eq(appointmentRequests.id, request.id),
          eq(appointmentRequests.status, 'submitted'),
          isNull(appointmentRequests.requestedOutcome),
        ),
      )
      .returning();
    if (!booked) throw notHeld();
    await scheduleReminders(tx, booked, now);
    if (booked.providerId) await refreshProviderWait(tx, booked.providerId);
    await enqueueJob(tx, notifyFamilyOfConfirmationJob, {
      key: `confirmation-notice:${booked.id}:${now.toISOString()}`,
      payload: { requestId: booked.id, answer: 'confirm', at: now.toISOString() },
      runAt: now,
    });
  });
}

const notHeld = () => new AppError('opening_not_held', errorMessage('openings.notHeld'));
