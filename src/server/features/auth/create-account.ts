import type { SignUpInput } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { hashPassword } from '@server/lib/passwords';
import { assertNotRateLimited } from './rate-limit';

export const EMAIL_TAKEN =
  'This email cannot be used for a new account. If it is yours, sign in instead.';

/** A built-in account. A taken e-mail gets a 409 that says no more than that. */
export async function createAccount(db: Db, input: SignUpInput, ip: string): Promise<UserRow> {
  await assertNotRateLimited(db, ip, input.email);
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
