import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { sendAccountLink } from '@server/lib/account-links/send-account-link';
import { AppError } from '@server/lib/errors';

/**
 * A new verification link (replacing the earlier ones) for a built-in account whose address is
 * not yet proved; nothing for any other address. The caller answers the same either way, and
 * over the day's allowance nothing is sent, silently, for the same reason.
 */
export async function resendVerification(
  db: Db,
  secret: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.passwordHash || user.oidcSubject || user.emailVerifiedAt) return;
  try {
    await sendAccountLink(db, secret, { userId: user.id, purpose: 'verify_email', email, now });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'sending_limit')) throw error;
  }
}
