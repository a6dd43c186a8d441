import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appointmentRequests, auditLog, users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/lib/audit';
import { refreshProviderWait } from '@server/lib/refresh-provider-wait';
import { errorMessage } from '@shared/api/error-messages';
import type { SignInLimits } from '../sign-in-limits';
import { reauthenticate } from './reauthenticate';

/**
 * Deletes the account and its personal data, once its owner has proved it is them
 * (reauthenticate): the profile, basket, requests, sessions, links and confirmed addresses go with
 * it (foreign keys cascade). The audit log keeps who did what without naming the person: the
 * address and IP are removed from earlier entries, and one entry records the deletion by its id
 * only.
 */
export async function deleteAccount(
  { db, limits }: { db: Db; limits: SignInLimits },
  user: UserRow,
  currentSessionToken: string,
  password: string | undefined,
  ip: string,
): Promise<void> {
  await reauthenticate({ db, limits }, user, currentSessionToken, password, {
    ip,
    wrong: errorMessage('account.wrongPassword'),
    field: 'password',
  });
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
