import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_up'
  | 'sign_up_failed'
  | 'sign_out'
  | 'email_verified'
  | 'role_granted'
  | 'role_revoked'
  | 'import_started'
  | 'import_finished'
  | 'providers_cleared'
  | 'sample_providers_loaded'
  | 'provider_image_updated'
  | 'provider_website_updated'
  | 'provider_details_verified';

export interface AuditEntry {
  actorUserId?: string | null;
  action: AuditAction;
  subject?: string | null;
  ip?: string | null;
  /** Before/after values and the like. Never passwords, tokens or health information. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId ?? null,
    action: entry.action,
    subject: entry.subject ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}

/** How many of these actions were recorded since `since` for one IP or one subject. */
export async function countRecent(
  db: Db,
  filter: { actions: AuditAction[]; since: Date } & ({ ip: string } | { subject: string }),
): Promise<number> {
  const who = 'ip' in filter ? eq(auditLog.ip, filter.ip) : eq(auditLog.subject, filter.subject);
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(inArray(auditLog.action, filter.actions), who, gte(auditLog.createdAt, filter.since)),
    );
  return row?.n ?? 0;
}
