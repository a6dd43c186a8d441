import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS, type SignInInput } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { verifyAgainstDummy, verifyPassword } from '@server/lib/passwords';
import { assertNotRateLimited } from './rate-limit';

/** The user for a correct e-mail and password; the same 401 for a wrong e-mail or password. */
export async function signInWithPassword(db: Db, input: SignInInput, ip: string): Promise<UserRow> {
  await assertNotRateLimited(db, ip, input.email);
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordAudit(db, {
      action: 'sign_in_failed',
      subject: input.email,
      ip,
      actorUserId: user?.id,
    });
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
  }
  await recordAudit(db, {
    action: 'sign_in',
    subject: user.email,
    ip,
    actorUserId: user.id,
    details: { method: 'password' },
  });
  return user;
}
