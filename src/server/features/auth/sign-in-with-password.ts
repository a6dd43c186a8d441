import { eq } from 'drizzle-orm';
import type { SignInInput } from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { verifyAgainstDummy, verifyPassword } from '@server/lib/passwords';
import type { KnownDevice } from './device-cookie';
import { refuseAttempt } from './refuse-attempt';
import type { SignInLimits } from './sign-in-limits';

/**
 * The user for a correct e-mail and password; the same 401 for a wrong e-mail or password, a 403
 * `email_not_verified` for the right password of an address not yet proved, and a 429 once the
 * attempts allowed are used up. Every attempt is counted before the password is
 * checked, and given back when it was right.
 */
export async function signInWithPassword(
  { db, limits }: { db: Db; limits: SignInLimits },
  input: SignInInput,
  client: { ip: string; device: KnownDevice | null },
): Promise<UserRow> {
  const { ip } = client;
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const deviceKey = user && client.device?.userId === user.id ? client.device.key : null;
  const admission = await limits.passwordCheck({ ip, email: input.email, deviceKey });
  if (!admission.ok) return refuseAttempt(db, admission, { subject: input.email, ip });

  const valid = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await recordAudit(db, {
      action: 'sign_in_failed',
      subject: input.email,
      ip,
      actorUserId: user?.id,
      details: deviceKey ? { knownDevice: true } : undefined,
    });
    throw new AppError('invalid_credentials', errorMessage('auth.invalidCredentials'));
  }
  await admission.giveBack();
  if (!user.emailVerifiedAt) {
    // The password was chosen by whoever signed up, perhaps not the address's owner: it opens
    // nothing until the link sent there is used (see verify-email.ts).
    await recordAudit(db, {
      action: 'sign_in_failed',
      subject: user.email,
      ip,
      actorUserId: user.id,
      details: { reason: 'email_not_verified' },
    });
    throw new AppError('email_not_verified', errorMessage('auth.emailNotVerified'));
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
