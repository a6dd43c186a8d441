import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput } from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { sessions, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { hashPassword } from '@server/lib/passwords';
import { hashToken } from '@server/lib/tokens';
import type { SignInLimits } from '../sign-in-limits';
import { assertStrongPassword } from './assert-strong-password';
import { reauthenticate } from './reauthenticate';

/**
 * Changes a built-in account's password after checking the current one (counted like a sign-in).
 * Every other session of the account ends; this browser stays signed in.
 */
export async function changePassword(
  { db, limits }: { db: Db; limits: SignInLimits },
  user: UserRow,
  currentSessionToken: string,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError('invalid_input', errorMessage('account.noPassword'), 'currentPassword');
  }
  await reauthenticate({ db, limits }, user, currentSessionToken, input.currentPassword, {
    ip,
    wrong: errorMessage('account.wrongCurrentPassword'),
    field: 'currentPassword',
  });
  await assertStrongPassword(input.newPassword, user, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(
        and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(currentSessionToken))),
      );
    await recordAudit(tx, {
      action: 'password_changed',
      subject: user.email,
      ip,
      actorUserId: user.id,
    });
  });
}
