import type { Db } from '@server/db/client';
import { AppError, type ErrorWords } from '@server/lib/errors';
import { verifyPassword } from '@server/lib/passwords';
import { refuseAttempt } from './refuse-attempt';
import type { SignInLimits } from './sign-in-limits';

/**
 * Checks a password typed to prove who someone is (outside the sign-in form itself), counted by
 * the same limits as signing in, so guessing here is no cheaper than there: 429 over the limit,
 * 403 `wrong_password` naming `field` when it is not the account's; a right one is given back.
 */
export async function checkPassword(
  { db, limits }: { db: Db; limits: SignInLimits },
  account: { subject: string; passwordHash: string },
  password: string | undefined,
  context: { ip: string; wrong: ErrorWords; field: string },
): Promise<void> {
  if (!password) throw new AppError('wrong_password', context.wrong, context.field);
  const { subject } = account;
  const admission = await limits.passwordCheck({ ip: context.ip, email: subject, deviceKey: null });
  if (!admission.ok) return refuseAttempt(db, admission, { subject, ip: context.ip });
  if (!(await verifyPassword(password, account.passwordHash))) {
    throw new AppError('wrong_password', context.wrong, context.field);
  }
  await admission.giveBack();
}
