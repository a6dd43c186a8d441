import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sessions, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { accountOfToken, consumeAccountToken } from '@server/domain/account-links/account-tokens';
import { errorMessage } from '@shared/api/error-messages';
import { checkPassword } from './check-password';
import type { SignInLimits } from './sign-in-limits';

/**
 * Spends a verification link and marks the account's address verified. A link sent to an address
 * the account no longer has proves nothing and is refused. Opened outside the browser that signed
 * up, the link also needs the password chosen at sign-up (see sign-up-cookie.ts): without it the
 * owner of an address could be signed in to an account a stranger created with their address, or
 * make the stranger's password good. Proving the address ends every session the account had,
 * so only the browser that opened the link is signed in afterwards.
 */
export async function verifyEmail(
  deps: { db: Db; limits: SignInLimits },
  input: { token: string; password?: string },
  context: { ip: string; signedUpHere: (email: string) => boolean; now?: Date },
): Promise<UserRow> {
  const { db } = deps;
  const now = context.now ?? new Date();
  const ownerId = await accountOfToken(db, 'verify_email', input.token, now);
  // A link that cannot be used is refused below, where spending it names the reason.
  const [owner] = ownerId ? await db.select().from(users).where(eq(users.id, ownerId)) : [];
  if (
    owner?.email &&
    owner.passwordHash &&
    !owner.emailVerifiedAt &&
    !context.signedUpHere(owner.email)
  ) {
    if (input.password === undefined) {
      throw new AppError(
        'password_needed',
        errorMessage('account.passwordNeeded', { email: owner.email }),
        'password',
      );
    }
    await checkPassword(
      deps,
      { subject: owner.email, passwordHash: owner.passwordHash },
      input.password,
      { ip: context.ip, wrong: errorMessage('account.notSignUpPassword'), field: 'password' },
    );
  }
  return db.transaction(async (tx) => {
    const link = await consumeAccountToken(tx, 'verify_email', input.token, now);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user || user.email !== link.email) {
      throw new AppError('link_invalid', errorMessage('account.linkInvalid'));
    }
    // Proved meanwhile (by a reset link): the link has nothing left to do and opens no session.
    if (user.emailVerifiedAt) throw new AppError('link_used', errorMessage('account.linkUsed'));
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
