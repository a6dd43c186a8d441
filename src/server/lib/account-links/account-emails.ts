import type { AccountTokenPurpose } from './account-tokens';

// The e-mails that carry an account link, and the one that answers a sign-up for an address that
// already has an account. Plain words, one link each, and what to do if it was not you.

export interface AccountEmail {
  subject: string;
  paragraphs: string[];
  link: { label: string; url: string };
  closing: string;
}

/** Where each link leads: a page of the app that finishes the step after the person taps. */
export const ACCOUNT_LINK_PATHS: Record<AccountTokenPurpose, string> = {
  verify_email: '/verify-email',
  reset_password: '/reset-password',
  confirm_address: '/confirm-address',
};

export const accountLinkUrl = (appUrl: string, purpose: AccountTokenPurpose, token: string) =>
  `${appUrl}${ACCOUNT_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;

export function tokenEmail(
  purpose: AccountTokenPurpose,
  input: { firstName: string | null; url: string },
): AccountEmail {
  const hello = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  switch (purpose) {
    case 'verify_email':
      return {
        subject: 'Confirm your e-mail address for Autism Care Finder',
        paragraphs: [
          hello,
          'Please confirm that this is your e-mail address. Once it is confirmed, you can send appointment requests to providers and get reminders.',
        ],
        link: { label: 'Confirm my e-mail address', url: input.url },
        closing:
          'The link works once, for 24 hours. If you did not create an account, you can ignore this e-mail.',
      };
    case 'reset_password':
      return {
        subject: 'Reset your Autism Care Finder password',
        paragraphs: [hello, 'Someone asked to reset the password of your account.'],
        link: { label: 'Choose a new password', url: input.url },
        closing:
          'The link works once, for 30 minutes. If you did not ask for this, ignore this e-mail: your password stays the same.',
      };
    case 'confirm_address':
      return {
        subject: 'Confirm this address for appointment reminders',
        paragraphs: [
          'Hello,',
          'A family using Autism Care Finder would like appointment reminders sent to this address. We will send nothing else here until it is confirmed.',
        ],
        link: { label: 'Send reminders to this address', url: input.url },
        closing:
          'The link works once, for 24 hours. If you do not know why you received this, ignore this e-mail.',
      };
  }
}

/** Sign-up with an address that has an account: tell its owner, never the person signing up. */
export function alreadyRegisteredEmail(input: {
  firstName: string | null;
  appUrl: string;
}): AccountEmail {
  return {
    subject: 'You already have an Autism Care Finder account',
    paragraphs: [
      input.firstName ? `Hello ${input.firstName},` : 'Hello,',
      'Someone, probably you, tried to create an account with this e-mail address. You already have one, so nothing was changed.',
      `If you forgot your password, you can choose a new one here: ${input.appUrl}/forgot-password`,
    ],
    link: { label: 'Sign in', url: `${input.appUrl}/sign-in` },
    closing: 'If this was not you, you can ignore this e-mail.',
  };
}
