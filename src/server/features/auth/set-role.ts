import { eq } from 'drizzle-orm';
import type { Role } from '@shared/api/auth';
import type { Db } from '@server/db/client';
import { users, type UserRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';

/** Changes a user's role and audits the change; a no-op when the role is already that. */
export async function setRole(
  db: Db,
  user: UserRow,
  role: Role,
  by: { actorUserId?: string | null; via: string; ip?: string | null },
): Promise<UserRow> {
  if (user.role === role) return user;
  const [updated] = await db.update(users).set({ role }).where(eq(users.id, user.id)).returning();
  await recordAudit(db, {
    actorUserId: by.actorUserId ?? null,
    action: role === 'admin' ? 'role_granted' : 'role_revoked',
    subject: user.email,
    ip: by.ip ?? null,
    details: { before: user.role, after: role, via: by.via },
  });
  return updated!;
}

/**
 * ADMIN_EMAILS grants admin at sign-in once the address is verified, so signing up first with an
 * admin's address gains nothing. It never revokes a role granted on the command line.
 */
export async function applyAdminEmails(db: Db, user: UserRow, adminEmails: string[], ip: string) {
  if (user.email && user.emailVerifiedAt && adminEmails.includes(user.email)) {
    return setRole(db, user, 'admin', { via: 'ADMIN_EMAILS', ip });
  }
  return user;
}
