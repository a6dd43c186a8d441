import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, auditLog, sessions, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { AppError } from '@server/lib/errors';
import { verifyPassword } from '@server/lib/passwords';
import { refreshProviderWait } from '@server/lib/refresh-provider-wait';
import { hashToken } from '@server/lib/tokens';
import { errorMessage } from '@shared/api/error-messages';

/** An OpenID account proves it is its owner by a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Deletes the account and its personal data: the profile, basket, requests, sessions, links and
 * confirmed addresses go with it (foreign keys cascade). The audit log keeps who did what without
 * naming the person: the address and IP are removed from earlier entries, and one entry records the
 * deletion by its id only.
 */
export async function deleteAccount(
  db: Db,
  user: UserRow,
  currentSessionToken: string,
  password: string | undefined,
  now = new Date(),
): Promise<void> {
  if (user.passwordHash) {
    if (!password || !(await verifyPassword(password, user.passwordHash))) {
      throw new AppError('wrong_password', errorMessage('account.wrongPassword'), 'password');
    }
  } else {
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
  }
  await db.transaction(async (tx) => {
    await tx
      .update(auditLog)
      .set({ subject: null, ip: null })
      .where(
        user.email
          ? or(eq(auditLog.subject, user.email), eq(auditLog.actorUserId, user.id))
          : eq(auditLog.actorUserId, user.id),
      );
    // The account's requests go with it, and so do the waits they told: recompute those providers.
    const asked = await tx
      .selectDistinct({ providerId: appointmentRequests.providerId })
      .from(appointmentRequests)
      .where(
        and(eq(appointmentRequests.userId, user.id), isNotNull(appointmentRequests.providerId)),
      );
    await tx.delete(users).where(eq(users.id, user.id));
    for (const { providerId } of asked) {
      if (providerId) await refreshProviderWait(tx, providerId);
    }
    await recordAudit(tx, { action: 'account_deleted', details: { userId: user.id } });
  });
}
