import { desc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { auditLog, users } from '@server/db/schema';

export const AUDIT_PAGE_SIZE = 20;

/** The latest admin-visible audit entries, newest first, with the actor's e-mail. */
export async function listAuditLog(db: Db) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      subject: auditLog.subject,
      actorEmail: users.email,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
