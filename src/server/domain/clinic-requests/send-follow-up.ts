import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests } from '@server/db/schema';
import type { Mailer } from '@server/lib/mail';
import { loadRequestForClinic } from './load-request-for-clinic';
import { buildProviderRequestEmail, replyLinkOf } from './provider-request-email';

/**
 * The one reminder to a clinic that has not answered a request (docs/product.md#follow-ups), with
 * the same reply link as the first e-mail. Sent only while the request is still waiting for that
 * answer: submitted, unanswered, not cancelled, its link unexpired, and no reminder sent yet. The
 * stamp is written in the same transaction as the sending, guarded by those conditions, so a
 * retry or a second runner never sends a second one; a failed send rolls it back for the retry.
 */
export async function sendProviderFollowUp(
  db: Db,
  mailer: Mailer,
  options: { secret: string; appUrl: string },
  payload: { requestId: string },
  now: Date = new Date(),
): Promise<void> {
  const facts = await loadRequestForClinic(db, payload.requestId);
  const expiresAt = facts?.request.replyTokenExpiresAt;
  const providerEmail = facts?.providerEmail;
  if (!facts || !expiresAt || !providerEmail) return;
  await db.transaction(async (tx) => {
    const [stillWaiting] = await tx
      .update(appointmentRequests)
      .set({ followUpSentAt: now })
      .where(
        and(
          eq(appointmentRequests.id, facts.request.id),
          eq(appointmentRequests.status, 'submitted'),
          isNull(appointmentRequests.repliedAt),
          isNull(appointmentRequests.cancelledAt),
          isNull(appointmentRequests.followUpSentAt),
          gt(appointmentRequests.replyTokenExpiresAt, now),
        ),
      )
      .returning({ id: appointmentRequests.id });
    if (!stillWaiting) return;
    const link = replyLinkOf(options, facts.request, expiresAt);
    await mailer.send(
      buildProviderRequestEmail(
        { ...facts, providerEmail },
        link,
        expiresAt,
        'follow-up',
        options.appUrl,
      ),
    );
  });
}
