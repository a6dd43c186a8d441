import { and, countDistinct, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { UnreachableClinic } from '@shared/api/unreachable-clinics';
import type { Db } from '@server/db/client';
import { appointmentRequests, auditLog, providers } from '@server/db/schema';
import { INVITE_ACTION } from './invite-clinic';

/** More than an admin works through in a sitting; the rest follow as these are reached. */
const SHOWN = 100;

/**
 * Providers holding requests that never left because we have no address for them, the one most
 * families tried first (families, not requests: one family's basket is one family), then the most
 * recently tried. Nothing says who the families are.
 */
export async function listUnreachableClinics(db: Db): Promise<UnreachableClinic[]> {
  const lastInvite = db
    .select({
      providerId: sql<string>`${auditLog.subject}`.as('invited_provider'),
      invitedAt: max(auditLog.createdAt).as('invited_at'),
    })
    .from(auditLog)
    .where(eq(auditLog.action, INVITE_ACTION))
    .groupBy(auditLog.subject)
    .as('last_invite');
  const families = countDistinct(appointmentRequests.userId);
  const rows = await db
    .select({
      providerId: providers.id,
      name: providers.name,
      city: providers.city,
      state: providers.state,
      phone: providers.phone,
      npiNumber: providers.npiNumber,
      families,
      lastTriedAt: max(appointmentRequests.submittedAt),
      invitedAt: max(lastInvite.invitedAt),
    })
    .from(appointmentRequests)
    .innerJoin(providers, eq(providers.id, appointmentRequests.providerId))
    .leftJoin(lastInvite, eq(lastInvite.providerId, sql`${providers.id}::text`))
    .where(
      and(eq(appointmentRequests.status, 'pending'), isNotNull(appointmentRequests.providerId)),
    )
    .groupBy(providers.id)
    .orderBy(desc(families), desc(max(appointmentRequests.submittedAt)), providers.name)
    .limit(SHOWN);
  return rows.map((row) => ({
    ...row,
    families: Number(row.families),
    lastTriedAt: new Date(row.lastTriedAt!).toISOString(),
    invitedAt: row.invitedAt ? new Date(row.invitedAt).toISOString() : null,
  }));
}
