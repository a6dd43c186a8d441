import { formatReplyDate } from '@shared/rules/reply-wording';
import type { Db } from '@server/db/client';
import { escapeHtml } from '@server/lib/html';
import type { Mailer } from '@server/lib/mail';
import { loadRequestWithFamily } from '../load-request';
import { formatLocalDateTime } from '../local-time';

/**
 * Tells the family the clinic's answer to its booking: confirmed (with the date and time), or
 * another day proposed. Only to the account's verified address; a request that has moved on
 * since (withdrawn, booked again) gets nothing.
 */
export async function notifyFamilyOfConfirmation(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string; answer: 'confirm' | 'propose'; at: string },
): Promise<void> {
  const row = await loadRequestWithFamily(db, payload.requestId);
  const to = row?.user.emailVerifiedAt ? row.user.email : null;
  if (!row || !to) return;
  const { request } = row;
  const confirmed = payload.answer === 'confirm';
  if (confirmed && (request.status !== 'confirmed' || !request.scheduledDate)) return;
  if (!confirmed && (request.status !== 'submitted' || !request.replyEarliestDate)) return;

  const first = confirmed
    ? `${request.providerName} confirmed your appointment on ${formatLocalDateTime(
        request.scheduledDate!,
        request.timeZone,
      )}.`
    : `${request.providerName} cannot see you at the time you booked and proposed another day: ${formatReplyDate(
        request.replyEarliestDate!,
      )}.`;
  const lines = [
    first,
    confirmed
      ? "We'll still send you a reminder one week and one day before."
      : 'You can book that day, or another, from your requests.',
    !confirmed && request.replyMessage ? `Their message: ${request.replyMessage}` : null,
  ].filter((line): line is string => line !== null);
  const link = `${appUrl}/appointments#request-${request.id}`;

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<confirmation-notice-${request.id}-${Date.parse(payload.at)}@autism-care-finder>`,
    to,
    subject: confirmed
      ? `${request.providerName} confirmed your appointment`
      : `${request.providerName} proposed another time`,
    text: [...lines, '', `See your requests: ${link}`].join('\n\n'),
    html: `<!doctype html><html><body>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">See your requests</a></p></body></html>`,
  });
}
