import { fixedT } from '@shared/i18n/fixed-t';
import { OPENING_HOLD_HOURS } from '@shared/rules/opening-hold';
import type { Db } from '@server/db/client';
import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';
import { loadRequestWithFamily } from '../load-request';
import { formatLocalDateTime } from '@server/domain/places/local-time';

/**
 * Tells the family, in its language, that the clinic declined the time it asked for or did not
 * confirm it within the hold, and that the request itself stays open for the clinic's answer.
 * Only to the account's verified address; a request withdrawn or booked since gets nothing.
 */
export async function notifyFamilyOfRelease(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string; reason: 'declined' | 'expired' },
): Promise<void> {
  const row = await loadRequestWithFamily(db, payload.requestId);
  const to = row?.user.emailVerifiedAt ? row.user.email : null;
  if (!row || !to || !row.request.requestedStart) return;
  const { request, user } = row;
  if (request.status !== 'submitted' || request.requestedOutcome !== payload.reason) return;
  const t = fixedT(user.language, 'email');
  const provider = request.providerName;
  const when = formatLocalDateTime(
    row.request.requestedStart,
    request.providerTimeZone,
    user.language,
  );
  const lines = [
    user.firstName ? t('helloName', { name: user.firstName }) : t('hello'),
    payload.reason === 'declined'
      ? t('openingRequest.declined', { provider, when })
      : t('openingRequest.expired', { provider, when, hours: OPENING_HOLD_HOURS }),
    t('openingRequest.stillOpen'),
  ];
  const link = `${appUrl}/appointments#request-${request.id}`;
  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<opening-release-${payload.reason}-${request.id}@autism-care-finder>`,
    to,
    subject:
      payload.reason === 'declined'
        ? t('openingRequest.declinedSubject', { provider })
        : t('openingRequest.expiredSubject', { provider }),
    text: [...lines, '', `${t('confirmation.seeRequests')}: ${link}`].join('\n\n'),
    html: emailHtml([...lines, { link, label: t('confirmation.seeRequests') }]),
  });
}
