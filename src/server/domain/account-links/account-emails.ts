import type { FixedT } from '@shared/i18n/fixed-t';
import type { ClinicEmailFooter } from '@server/domain/listings/clinic-email-footer';
import type { AccountTokenPurpose } from './account-tokens';

// The e-mails that carry an account link, and the one that answers a sign-up for an address that
// already has an account. Plain words, one link each, and what to do if it was not you; in the
// account's language.

export interface AccountEmail {
  subject: string;
  /** Text, or a link of its own (a link in HTML, `label: url` in the text part). */
  paragraphs: (string | { label: string; url: string })[];
  link: { label: string; url: string };
  closing: string;
  /** Lines after the closing: the 'For clinics' footer of an e-mail to a clinic. */
  footer?: ClinicEmailFooter;
}

/** Where each link leads: a page of the app that finishes the step after the person taps. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  confirm_address: '/confirm-address',
  clinic_sign_in: '/clinic/sign-in',
};

/**
 * The link's address. A clinic's sign-in link carries its token as the last path segment, which
 * request logs never write down (they show a page by its first segment only).
 */
export const accountLinkUrl = (appUrl: string, purpose: AccountTokenPurpose, token: string) =>
  purpose === 'clinic_sign_in'
    ? `${appUrl}${ACCOUNT_LINK_PATHS[purpose]}/${encodeURIComponent(token)}`
    : `${appUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;

export function tokenEmail(
  purpose: AccountTokenPurpose,
  input: { firstName: string | null; url: string },
  t: FixedT,
): AccountEmail {
  const hello = input.firstName ? t('helloName', { name: input.firstName }) : t('hello');
  switch (purpose) {
    case 'verify_email':
      return {
        subject: t('verifyEmail.subject'),
        paragraphs: [hello, t('verifyEmail.body')],
        link: { label: t('verifyEmail.link'), url: input.url },
        closing: t('verifyEmail.closing'),
      };
    case 'reset_password':
      return {
        subject: t('resetPassword.subject'),
        paragraphs: [hello, t('resetPassword.body')],
        link: { label: t('resetPassword.link'), url: input.url },
        closing: t('resetPassword.closing'),
      };
    case 'confirm_address':
      // Sent to the address the family gave for reminders: no name, it may not be theirs.
      return {
        subject: t('confirmAddress.subject'),
        paragraphs: [t('hello'), t('confirmAddress.body')],
        link: { label: t('confirmAddress.link'), url: input.url },
        closing: t('confirmAddress.closing'),
      };
    case 'clinic_sign_in':
      // Sent to a clinic's staff address, which may be a shared front desk: no name.
      return {
        subject: t('clinicSignIn.subject'),
        paragraphs: [t('hello'), t('clinicSignIn.body')],
        link: { label: t('clinicSignIn.link'), url: input.url },
        closing: t('clinicSignIn.closing'),
      };
  }
}

/** Sign-up with an address that has an account: tell its owner, never the person signing up. */
export function alreadyRegisteredEmail(
  input: { firstName: string | null; appUrl: string },
  t: FixedT,
): AccountEmail {
  return {
    subject: t('alreadyRegistered.subject'),
    paragraphs: [
      input.firstName ? t('helloName', { name: input.firstName }) : t('hello'),
      t('alreadyRegistered.body'),
      t('alreadyRegistered.forgot'),
      { label: t('alreadyRegistered.forgotLink'), url: `${input.appUrl}/forgot-password` },
    ],
    link: { label: t('alreadyRegistered.link'), url: `${input.appUrl}/sign-in` },
    closing: t('alreadyRegistered.closing'),
  };
}
