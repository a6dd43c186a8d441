import type { SignUpInput } from '@shared/api/auth';
import { checkPasswordStrength } from '@shared/rules/password-strength';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { hashPassword } from '@server/lib/passwords';
import { refuseAttempt } from './refuse-attempt';
import type { SignInLimits } from './sign-in-limits';

export const EMAIL_TAKEN =
  'This email cannot be used for a new account. If it is yours, sign in instead.';

/**
 * A built-in account. Each try counts against the client address before the password is hashed;
 * a password that is easy to guess gets a 400 saying why, a taken e-mail a 409 that says no more.
 */
export async function createAccount(
  { db, limits }: { db: Db; limits: SignInLimits },
  input: SignUpInput,
  ip: string,
): Promise<UserRow> {
  const admission = await limits.signUp(ip);
  if (!admission.ok) return refuseAttempt(db, admission, { subject: input.email, ip });
  const strength = await checkPasswordStrength(input.password, [
    input.firstName,
    input.lastName,
    input.email,
  ]);
  if (!strength.ok) {
    // Nothing was hashed or created, so the try does not count.
    await admission.giveBack();
    throw new AppError('weak_password', strength.message, 'password');
  }

  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) {
    await recordAudit(db, {
      action: 'sign_up_failed',
      subject: input.email,
      ip,
      details: { reason: 'email_taken' },
    });
    throw new AppError('email_taken', EMAIL_TAKEN, 'email');
  }
  await recordAudit(db, { action: 'sign_up', subject: user.email, ip, actorUserId: user.id });
  return user;
}
