import { insuranceSentence, replyAnswerSentence } from '@shared/rules/reply-wording';
import type { Db } from '@server/db/client';
import { escapeHtml } from '@server/lib/html';
import type { Mailer } from '@server/lib/mail';
import { loadRequestWithFamily } from '../load-request';
import { toApiReply } from '../to-api';

/**
 * Tells the family that a clinic answered: what it said, in the words of their request card, and a
 * link to their requests. Only to the account's verified address; a request the family withdrew
 * meanwhile, or an account gone, gets nothing.
 */
export async function notifyFamilyOfReply(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string },
): Promise<void> {
  const row = await loadRequestWithFamily(db, payload.requestId);
  // A request the family withdrew meanwhile needs no news; one the clinic closed by answering
  // that it takes no new patients is exactly the news.
  if (!row || (row.request.status === 'cancelled' && row.request.cancelledBy === 'family')) return;
  const { request, user } = row;
  const reply = toApiReply(request);
  if (!reply || !user.email || !user.emailVerifiedAt) return;

  const lines = [
    user.firstName ? `Hello ${user.firstName},` : 'Hello,',
    // The answer first: the subject already names the clinic.
    replyAnswerSentence(reply),
    insuranceSentence(reply.insuranceAccepted, request.insuranceType),
    reply.message ? `Their message: ${reply.message}` : null,
    `${request.providerName} answered the appointment request you sent through Autism Care Finder.`,
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
