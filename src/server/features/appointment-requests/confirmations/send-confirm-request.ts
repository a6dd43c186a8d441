import type { Db } from '@server/db/client';
import { hashToken } from '@server/lib/tokens';
import type { Mailer } from '@server/lib/mail';
import { loadRequestForClinic } from '@server/domain/clinic-requests/load-request-for-clinic';
import { formatLocalDateTime } from '@server/domain/places/local-time';
import { familyLanguageLines } from '@server/domain/family-facts/family-language';
import { confirmToken, confirmUrl } from './confirm-link';
import { emailHtml } from '@server/lib/email-html';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

/**
 * E-mails the clinic the booked date and time in the appointment's zone, the family's first name,
 * what the family chose to share with it (a phone number, notes for the clinic) and the single-use
 * confirm link; nothing more (docs/product.md#privacy). A booking changed, withdrawn, answered or
 * begun meanwhile gets nothing.
 */
export async function sendConfirmRequest(
  db: Db,
  mailer: Mailer,
  options: { secret: string; appUrl: string },
  payload: { requestId: string; issuedAt: string },
): Promise<void> {
  const row = await loadRequestForClinic(db, payload.requestId);
  const request = row?.request;
  if (!row?.providerEmail || request?.status !== 'scheduled' || !request.scheduledDate) return;
  if (request.scheduledDate.getTime() <= Date.now()) return;
  const token = confirmToken(
    options.secret,
    request.id,
    request.scheduledDate,
    new Date(payload.issuedAt),
  );
  // A link since replaced by a newer booking's, or used already, is not sent.
  if (request.confirmTokenHash !== hashToken(token) || !request.confirmTokenExpiresAt) return;

  const link = confirmUrl(options.appUrl, token);
  const family = row.live.firstName ?? t('aFamily');
  // Clinics read English; the language the family chose for clinics is said, so they can use it.
  const when = formatLocalDateTime(request.scheduledDate, request.timeZone, 'en');
  const shared = [
    ...(request.contactPhone ? [t('confirmRequest.phone', { phone: request.contactPhone })] : []),
    ...(request.patientNotes ? [t('confirmRequest.notes', { notes: request.patientNotes })] : []),
  ];
  const lines = [
    t('confirmRequest.intro', { family, provider: request.providerName }),
    when,
    ...familyLanguageLines(row.live.language),
    ...shared,
    t('confirmRequest.ask'),
  ];
  const after = t('confirmRequest.after');
  const footer = clinicEmailFooter(options.appUrl, row.providerNpi);

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<confirm-request-${request.id}-${Date.parse(payload.issuedAt)}@autism-care-finder>`,
    to: row.providerEmail,
    subject: t('confirmRequest.subject', { family, when }),
    text: [...lines, link, '', after, '', ...footer.text].join('\n'),
    html: emailHtml([...lines, { link, label: t('confirmRequest.link') }, after, ...footer.html]),
  });
}
