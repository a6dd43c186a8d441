import type { CurrentUser } from '@shared/api/auth';

type NamedUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

// Blank or whitespace-only names count as missing, so nobody is shown as ' ' or an empty circle.
const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The signed-in header's name: 'First Last', whichever part exists, or the word User. */
export function fullName(user: NamedUser): string {
  const parts = [present(user.firstName), present(user.lastName)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : 'User';
}

/**
 * The avatar's fallback while there is no image: first letters of first and last name,
 * uppercased; otherwise the first letter of the e-mail; otherwise U.
 */
export function avatarInitials(user: NamedUser): string {
  const first = present(user.firstName);
  const last = present(user.lastName);
  if (first || last) return `${first?.charAt(0) ?? ''}${last?.charAt(0) ?? ''}`.toUpperCase();
  const email = present(user.email);
  return email ? email.charAt(0).toUpperCase() : 'U';
}
