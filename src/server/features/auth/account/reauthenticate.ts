import { eq } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { sessions, type UserRow } from '@server/db/schema';
import { AppError, type ErrorWords } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { checkPassword } from '../check-password';
import type { SignInLimits } from '../sign-in-limits';

/** An OpenID account proves it is its owner by a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Proves that whoever holds a signed-in browser is the account's owner, before a change a stolen
 * session must not make (a new password, ending the other sessions, deleting the account): the
 * account's password, each check counted by the same limits as signing in (so guessing here is no
 * cheaper than at the sign-in form); or, for an account without one (OpenID), a sign-in within
 * the last ten minutes.
 */
export async function reauthenticate(
  { db, limits }: { db: Db; limits: SignInLimits },
  user: UserRow,
  currentSessionToken: string,
  password: string | undefined,
  context: { ip: string; wrong: ErrorWords; field: string },
  now = new Date(),
): Promise<void> {
  if (!user.passwordHash) {
    const [session] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(currentSessionToken)));
    if (!session || now.getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MS) {
      throw new AppError(
        'reauthentication_required',
        errorMessage('account.signInAgain', { minutes: RECENT_SIGN_IN_MS / 60_000 }),
      );
    }
    return;
  }
  await checkPassword(
    { db, limits },
    { subject: user.email ?? user.id, passwordHash: user.passwordHash },
    password,
    context,
  );
}
