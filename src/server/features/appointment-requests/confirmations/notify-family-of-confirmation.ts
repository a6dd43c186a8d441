import { fixedT } from '@shared/i18n/fixed-t';
import { LOCALES } from '@shared/i18n/languages';
import { formatCalendarDayAndTime } from '@shared/rules/intl-formats';
import { directionsUrl } from '@shared/rules/street-address';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/lib/mail';
import { loadRequestWithFamily } from '../load-request';
import { formatCalendarDate, formatLocalDateTime } from '@server/domain/places/local-time';
import { emailHtml } from '@server/lib/email-html';

/**
 * Tells the family the clinic's answer to the time it asked for: confirmed (with the date and
 * time), or another day (and time, if the clinic named one) proposed, in the family's language. Only to the account's verified address; a request that has moved on
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

  const { language } = row.user;
  const t = fixedT(language, 'email');
  const provider = request.providerName;
  const first = confirmed
    ? t('confirmation.confirmed', {
        provider,
        when: formatLocalDateTime(request.scheduledDate!, request.timeZone, language),
      })
    : request.replyOfferedTime
      ? t('confirmation.proposedAt', {
          provider,
          when: formatCalendarDayAndTime(
            request.replyEarliestDate!,
            request.replyOfferedTime,
            LOCALES[language],
          ),
        })
      : t('confirmation.proposed', {
          provider,
          date: formatCalendarDate(request.replyEarliestDate!, language),
        });
  // Where to go, once there is somewhere to be.
  const address = confirmed ? request.providerAddress : null;
  const directions = directionsUrl(address);
  const lines = [
    first,
    address ? t('confirmation.where', { address }) : null,
    confirmed ? t('confirmation.stillRemind') : t('confirmation.bookThatDay'),
    // The clinic's own words, as it wrote them.
    !confirmed && request.replyMessage
      ? t('common.theirMessage', { message: request.replyMessage })
      : null,
  ].filter((line): line is string => line !== null);
  const link = `${appUrl}/appointments#request-${request.id}`;

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<confirmation-notice-${request.id}-${Date.parse(payload.at)}@autism-care-finder>`,
    to,
    subject: confirmed
      ? t('confirmation.confirmedSubject', { provider })
      : t('confirmation.proposedSubject', { provider }),
    text: [
      ...lines,
      ...(directions ? [`${t('confirmation.directions')}: ${directions}`] : []),
      '',
      `${t('confirmation.seeRequests')}: ${link}`,
    ].join('\n\n'),
    html: emailHtml([
      ...lines,
      ...(directions ? [{ link: directions, label: t('confirmation.directions') }] : []),
      { link, label: t('confirmation.seeRequests') },
    ]),
  });
}
