import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import {
  appointmentRequests,
  auditLog,
  confirmedAddresses,
  users,
  type UserRow,
} from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { enqueueClosedAccountNotices } from '@server/domain/closed-accounts/enqueue-closed-account-notices';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { errorMessage } from '@shared/api/error-messages';
import type { SignInLimits } from '../sign-in-limits';
import { reauthenticate } from './reauthenticate';

/**
 * Deletes the account and its personal data, once its owner has proved it is them
 * (reauthenticate): the profile, basket, requests, sessions, links and confirmed addresses go with
 * it (foreign keys cascade), once the clinics holding one of its appointments are told. The audit
 * log keeps who did what without naming the person: the address and IP are removed from earlier
 * entries, and one entry records the deletion by its id only. Returns every address the account
 * had e-mail sent to, whose messages may be removed too.
 */
export async function deleteAccount(
  { db, limits }: { db: Db; limits: SignInLimits },
  user: UserRow,
  currentSessionToken: string,
  password: string | undefined,
  ip: string,
): Promise<string[]> {
  await reauthenticate({ db, limits }, user, currentSessionToken, password, {
    ip,
    wrong: errorMessage('account.wrongPassword'),
    field: 'password',
  });
  return db.transaction(async (tx) => {
    const reminderAddresses = await tx
      .select({ email: confirmedAddresses.email })
      .from(confirmedAddresses)
      .where(eq(confirmedAddresses.userId, user.id));
    const contactAddresses = await tx
      .selectDistinct({ email: appointmentRequests.contactEmail })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, user.id));
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
    // While the family's appointments still exist: each clinic holding one is told.
    await enqueueClosedAccountNotices(tx, user.id, new Date());
    await tx.delete(users).where(eq(users.id, user.id));
    for (const { providerId } of asked) {
      if (providerId) await refreshProviderWait(tx, providerId);
    }
    await recordAudit(tx, { action: 'account_deleted', details: { userId: user.id } });
    const addresses = [
      user.email,
      ...reminderAddresses.map((row) => row.email),
      ...contactAddresses.map((row) => row.email),
    ];
    return [...new Set(addresses.filter((email): email is string => !!email))];
  });
}
