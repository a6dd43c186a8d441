import type { Db } from '@server/db/client';
import type { Mailer } from '@server/lib/mail';
import { loadRequestForClinic } from '@server/domain/clinic-requests/load-request-for-clinic';
import { emailHtml } from '@server/lib/email-html';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';

/**
 * A short, polite note to the clinic that the family withdrew its request, so the place can go to
 * someone else. The family's first name only (docs/product.md#privacy).
 */
export async function sendWithdrawalNotice(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  payload: { requestId: string },
): Promise<void> {
  const row = await loadRequestForClinic(db, payload.requestId);
  if (!row?.providerEmail || row.request.status !== 'cancelled') return;
  const family = row.live.firstName ?? t('theFamily');
  const lines = [
    t('helloName', { name: row.request.providerName }),
    t('withdrawal.body', { family }),
    t('withdrawal.thanks'),
  ];
  const footer = clinicEmailFooter(appUrl, row.providerNpi);

  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<withdrawal-notice-${row.request.id}@autism-care-finder>`,
    to: row.providerEmail,
    subject: t('withdrawal.subject', { family }),
    text: [...lines, ...footer.text].join('\n\n'),
    html: emailHtml([...lines, ...footer.html]),
  });
}
