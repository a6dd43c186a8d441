/**
 * An address shown to whoever claims a listing, so they know which inbox to open without learning
 * it: the first letter of the mailbox and the whole domain ('f•••@clinic.org').
 */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
