import type { TFunction } from 'i18next';
import type { CurrentUser } from '@shared/api/auth';

type NamedUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

// Blank or whitespace-only names count as missing, so nobody is shown as ' ' or an empty circle.
const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** 'First Last', whichever part exists; undefined when the person gave neither. */
export function personName(user: NamedUser): string | undefined {
  const parts = [present(user.firstName), present(user.lastName)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The signed-in header's name: the person's name, or the word User in the reader's language. */
export function fullName(user: NamedUser, t: TFunction<'profile'>): string {
  return personName(user) ?? t('user.fallbackName');
}

/**
 * The avatar's fallback while there is no image: first letters of first and last name,
 * uppercased; otherwise the first letter of the e-mail; otherwise the initial of the word User.
 */
export function avatarInitials(user: NamedUser, t: TFunction<'profile'>): string {
  const first = present(user.firstName);
  const last = present(user.lastName);
  if (first || last) return `${first?.charAt(0) ?? ''}${last?.charAt(0) ?? ''}`.toUpperCase();
  const email = present(user.email);
  return email ? email.charAt(0).toUpperCase() : t('user.fallbackInitial');
}
