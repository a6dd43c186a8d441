import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { sendAccountLinkQuietly } from '@server/domain/account-links/send-account-link';

/**
 * A new verification link (replacing the earlier ones) for a built-in account whose address is
 * not yet proved; nothing for any other address. The caller answers the same either way.
 */
export async function resendVerification(
  db: Db,
  secret: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user?.passwordHash || user.oidcSubject || user.emailVerifiedAt) return;
  await sendAccountLinkQuietly(db, secret, {
    userId: user.id,
    purpose: 'verify_email',
    email,
    now,
  });
}
