// How much e-mail one account can cause in a day. Each e-mail goes to a real inbox (a clinic's, or
// an address someone typed), so a stolen or scripted account must not become a mailing cannon.

/** Verification, reset and address-confirmation e-mails, each kind counted on its own. */
export const ACCOUNT_EMAILS_PER_DAY = 5;

/** Appointment requests (each one e-mails a clinic) sent in one day. */
export const PROVIDER_REQUESTS_PER_DAY = 30;
