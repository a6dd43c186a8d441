import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput } from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import type { Db } from '@server/db/client';
import { sessions, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { hashPassword, verifyPassword } from '@server/lib/passwords';
import { hashToken } from '@server/lib/tokens';
import { assertStrongPassword } from './assert-strong-password';

/**
 * Changes a built-in account's password after checking the current one. Every other session of
 * the account ends; this browser stays signed in.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentSessionToken: string,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError('invalid_input', errorMessage('account.noPassword'), 'currentPassword');
  }
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(
      'wrong_password',
      errorMessage('account.wrongCurrentPassword'),
      'currentPassword',
    );
  }
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
