import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '@server/db/client';
import {
  appointmentRequests,
  auditLog,
  confirmedAddresses,
  users,
  type UserRow,
} from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { refreshProviderWait } from '@server/domain/waits/refresh-provider-wait';
import { errorMessage } from '@shared/api/error-messages';
import type { SignInLimits } from '../sign-in-limits';
import { reauthenticate } from './reauthenticate';

/** Work of other features that must run before an account's data is deleted, in its transaction. */
export type BeforeDeletingAccount = (tx: DbOrTx, userId: string, now: Date) => Promise<void>;

/**
 * Deletes the account and its personal data, once its owner has proved it is them
 * (reauthenticate): the profile, basket, requests, sessions, links and confirmed addresses go with
 * it (foreign keys cascade), after `beforeDeleting` (clinics holding an appointment are told). The audit log keeps who did what without naming the person: the
 * address and IP are removed from earlier entries, and one entry records the deletion by its id
 * only. Returns every address the account had e-mail sent to, whose messages may be removed too.
 */
export async function deleteAccount(
  {
    db,
    limits,
    beforeDeleting,
  }: { db: Db; limits: SignInLimits; beforeDeleting?: BeforeDeletingAccount },
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
    // What must happen while the family's data still exists (telling clinics holding its
    // appointments), in the same transaction.
    await beforeDeleting?.(tx, user.id, new Date());
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
