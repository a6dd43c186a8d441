import { eq } from 'drizzle-orm';
import { formatReplyDate } from '@shared/rules/reply-wording';
import type { Db } from '@server/db/client';
import { appointmentRequests, users } from '@server/db/schema';
import { escapeHtml } from '@server/lib/html';
import type { Mailer } from '@server/lib/mail';

/**
 * Tells the family that a clinic answered: what it said and a link to their requests. Only to the
 * account's verified address; a request withdrawn meanwhile, or an account gone, gets nothing.
 */
export async function notifyFamilyOfReply(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string },
): Promise<void> {
  const [row] = await db
    .select({ request: appointmentRequests, user: users })
    .from(appointmentRequests)
    .innerJoin(users, eq(users.id, appointmentRequests.userId))
    .where(eq(appointmentRequests.id, payload.requestId));
  if (!row?.request.repliedAt || row.request.status === 'cancelled') return;
  const { request, user } = row;
  if (!user.email || !user.emailVerifiedAt) return;

  const answer = request.replyAcceptingNewPatients
    ? request.replyEarliestDate
      ? `They can offer an appointment from ${formatReplyDate(request.replyEarliestDate)}.`
      : 'They are taking new patients.'
    : 'They are not accepting new patients right now.';
  const insurance =
    request.replyInsuranceAccepted === null
      ? null
      : request.replyInsuranceAccepted
        ? 'They accept your insurance.'
        : 'They do not accept your insurance.';
  const lines = [
    user.firstName ? `Hello ${user.firstName},` : 'Hello,',
    `${request.providerName} answered your appointment request.`,
    answer,
    insurance,
    request.replyMessage ? `Their message: ${request.replyMessage}` : null,
  ].filter((line): line is string => line !== null);
  const link = `${appUrl}/appointments`;

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<reply-notice-${request.id}@autism-care-finder>`,
    to: user.email,
    subject: `${request.providerName} answered your request`,
    text: [...lines, '', `See all your requests: ${link}`].join('\n\n'),
    html: `<!doctype html><html><body>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">See all your requests</a></p></body></html>`,
  });
}
