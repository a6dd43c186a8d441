import { emailHtml } from '@server/lib/email-html';
import type { Mailer } from '@server/lib/mail';
import { clinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import { clinicT as t } from '@server/domain/clinic-emails/clinic-t';
import { formatLocalDateTime } from '@server/domain/places/local-time';

/**
 * What the e-mail needs, copied out of the request before the account and its requests are
 * deleted: the clinic and the appointment, nothing about the family.
 */
export interface ClosedAccountNotice {
  requestId: string;
  providerName: string;
  providerEmail: string;
  /** Kept from before this was recorded: notices queued earlier have none. */
  providerNpi?: string | null;
  appointmentAt: string;
  timeZone: string | null;
}

/** The e-mail: which appointment, in the clinic's own time, is no longer needed. */
export async function sendClosedAccountNotice(
  mailer: Mailer,
  appUrl: string,
  notice: ClosedAccountNotice,
): Promise<void> {
  const when = formatLocalDateTime(new Date(notice.appointmentAt), notice.timeZone, 'en');
  const lines = [
    t('helloName', { name: notice.providerName }),
    t('closedAccount.body', { when }),
    t('closedAccount.thanks'),
  ];
  const footer = clinicEmailFooter(appUrl, notice.providerNpi);
  await mailer.send({
    // Stable, so a resend after a crash is recognisably the same message.
    messageId: `<closed-account-notice-${notice.requestId}@autism-care-finder>`,
    to: notice.providerEmail,
    subject: t('closedAccount.subject', { when }),
    text: [...lines, ...footer.text].join('\n\n'),
    html: emailHtml([...lines, ...footer.html]),
  });
}
