import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { accountTokens, sessions, users, type UserRow } from '@server/db/schema';
import { consumeAccountToken } from '@server/domain/account-links/account-tokens';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { hashPassword } from '@server/lib/passwords';
import { hashToken } from '@server/lib/tokens';
import { assertStrongPassword } from './assert-strong-password';

/**
 * Sets a new password from a reset link. The link proves the address, so it also counts as
 * verifying it; every session of the account ends, since someone else may have been in it.
 * Proving an address nobody had proved is a reclaim: whoever signed up with it may not be its
 * owner, so the names they typed go (the owner is asked for theirs) rather than greet the owner
 * in our e-mails.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  context: { ip: string; now?: Date },
): Promise<UserRow> {
  const now = context.now ?? new Date();
  const [link] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, 'reset_password'),
      ),
    );
  const [owner] = link ? await db.select().from(users).where(eq(users.id, link.userId)) : [];
  if (!link || !owner) throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
  // Judged before the link is spent, so a refused password can be retried with the same link.
  await assertStrongPassword(input.password, owner, 'password');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await consumeAccountToken(tx, 'reset_password', input.token, now);
    const reclaims = !owner.emailVerifiedAt && owner.email === link.email;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        ...(reclaims ? { emailVerifiedAt: now, firstName: null, lastName: null } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, owner.id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, owner.id));
    await recordAudit(tx, {
      action: 'password_reset',
      subject: owner.email,
      ip: context.ip,
      actorUserId: owner.id,
    });
    return user!;
  });
}
