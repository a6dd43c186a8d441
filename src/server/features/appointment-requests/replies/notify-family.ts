import { fixedT } from '@shared/i18n/fixed-t';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/lib/mail';
import { loadRequestWithFamily } from '../load-request';
import { toApiReply } from '../to-api';
import { insuranceSentence, replyAnswerSentence } from './reply-sentences';
import { emailHtml } from '@server/lib/email-html';

/**
 * Tells the family that a clinic answered: what it said, in the words of their request card, and a
 * link to their requests, in the family's language. Only to the account's verified address; a request the family withdrew
 * meanwhile, or an account gone, gets nothing.
 */
export async function notifyFamilyOfReply(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string; answeredAt?: string; reopened?: boolean },
): Promise<void> {
  const row = await loadRequestWithFamily(db, payload.requestId);
  // A request the family withdrew meanwhile needs no news; one the clinic closed by answering
  // that it takes no new patients is exactly the news.
  if (!row || (row.request.status === 'cancelled' && row.request.cancelledBy === 'family')) return;
  const { request, user } = row;
  const reply = toApiReply(request);
  if (!reply || !user.email || !user.emailVerifiedAt) return;

  const t = fixedT(user.language, 'email');
  const lines = [
    user.firstName ? t('helloName', { name: user.firstName }) : t('hello'),
    // A corrected 'not accepting': the request the clinic had closed is open again.
    payload.reopened ? t('reply.reopened', { provider: request.providerName }) : null,
    // The answer first: the subject already names the clinic.
    replyAnswerSentence(reply, t, user.language),
    insuranceSentence(reply.insuranceAccepted, request.insuranceType, t),
    // The clinic's own words, as it wrote them.
    reply.message ? t('common.theirMessage', { message: reply.message }) : null,
    t('reply.answered', { provider: request.providerName }),
  ].filter((line): line is string => line !== null);
  const link = `${appUrl}/appointments`;

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message; a corrected answer is
    // another message, which a mail client must not fold into the first.
    messageId: payload.answeredAt
      ? `<reply-notice-${request.id}-${Date.parse(payload.answeredAt)}@autism-care-finder>`
      : `<reply-notice-${request.id}@autism-care-finder>`,
    to: user.email,
    subject: t('reply.subject', { provider: request.providerName }),
    text: [...lines, '', `${t('reply.seeAll')}: ${link}`].join('\n\n'),
    html: emailHtml([...lines, { link, label: t('reply.seeAll') }]),
  });
}
