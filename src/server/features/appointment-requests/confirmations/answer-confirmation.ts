import { and, eq, gt, inArray } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { confirmationInputSchema } from '@shared/api/provider-confirmations';
import { statusesMovableTo } from '@shared/rules/request-status';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { requestLinkIs } from '@server/domain/signed-links/signed-links';
import { parseInput } from '@server/lib/validate';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { assertUsable, findConfirmRequest } from './find-confirm-request';
import { notifyFamilyOfConfirmationJob } from './notify-family-of-confirmation.job';

/**
 * The clinic's answer through its confirm link, once: it confirms the booked date (the request
 * becomes confirmed) or proposes another day, at a time if it names one (the request goes back to the family as submitted,
 * with the new day as the clinic's offer). The write itself checks the link and the status, so
 * two answers, or an answer racing the family's change, cannot both land. The family is e-mailed.
 */
export async function answerConfirmation(
  db: Db,
  token: string,
  body: unknown,
  now: Date = new Date(),
): Promise<void> {
  const request = await findConfirmRequest(db, token, now);
  const input = parseInput(confirmationInputSchema, body);
  const to = input.action === 'confirm' ? ('confirmed' as const) : ('submitted' as const);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(appointmentRequests)
      .set(
        input.action === 'confirm'
          ? { status: to, confirmedAt: now, newsAt: now, confirmTokenExpiresAt: null }
          : {
              status: to,
              scheduledDate: null,
              // The time agreed by phone is gone with the booking.
              arrangedByPhone: false,
              confirmTokenExpiresAt: null,
              replyAnswer: 'offer',
              replyAcceptingNewPatients: true,
              replyEarliestDate: input.date,
              replyOfferedTime: input.time ?? null,
              // The new day replaces whatever the clinic had answered before.
              replyWaitlistAmount: null,
              replyWaitlistUnit: null,
              replyWillCall: null,
              replyMessage: input.message ?? null,
              repliedAt: now,
              newsAt: now,
            },
      )
      .where(
        and(
          eq(appointmentRequests.id, request.id),
          requestLinkIs('confirm', token),
          gt(appointmentRequests.confirmTokenExpiresAt, now),
          inArray(appointmentRequests.status, statusesMovableTo(to, 'clinic')),
        ),
      )
      .returning();
    if (!saved) {
      // Used, or the family changed the booking, between the read and the write.
      const [current] = await tx
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.id, request.id));
      if (current) assertUsable(current, now);
      throw new AppError('request_changed', errorMessage('confirm.changed'));
    }
    // A confirmed appointment is an observed wait; a proposal is the clinic's offer instead.
    if (saved.providerId) await refreshProviderWait(tx, saved.providerId);
    await enqueueJob(tx, notifyFamilyOfConfirmationJob, {
      key: `confirmation-notice:${saved.id}:${now.toISOString()}`,
      payload: { requestId: saved.id, answer: input.action, at: now.toISOString() },
      runAt: now,
    });
  });
}
