import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { consumeAccountToken } from '@server/lib/account-links/account-tokens';
import { errorMessage } from '@shared/api/error-messages';

/**
 * Spends a verification link and marks the account's address verified. A link sent to an address
 * the account no longer has proves nothing and is refused. Proving the address ends every session
 * the account had: they all began before anyone had shown they read that mailbox (someone may
 * have signed up with another person's address and signed in), so only the browser that opened
 * the link is signed in afterwards.
 */
export async function verifyEmail(
  db: Db,
  token: string,
  context: { ip: string; now?: Date },
): Promise<UserRow> {
  const now = context.now ?? new Date();
  return db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'verify_email', token, now);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user || user.email !== link.email) {
      throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
    }
    if (user.emailVerifiedAt) return user;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      action: 'email_verified',
      subject: user.email,
      ip: context.ip,
      actorUserId: user.id,
    });
    return verified!;
  });
}
