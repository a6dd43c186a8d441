import { checkPasswordStrength } from '@shared/rules/password-strength';
import type { UserRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';

/** 400 `weak_password` naming `field` unless the new password passes the shared strength rule. */
export async function assertStrongPassword(
  password: string,
  user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>,
  field: string,
): Promise<void> {
  const verdict = await checkPasswordStrength(
    password,
    [user.firstName, user.lastName, user.email].filter((word): word is string => Boolean(word)),
  );
  if (!verdict.ok) throw new AppError('weak_password', () => verdict.message, field);
}
