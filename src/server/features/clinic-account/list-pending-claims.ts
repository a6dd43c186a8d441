import { asc, eq, sql } from 'drizzle-orm';
import type { PendingClaim } from '@shared/api/clinic-account';
import type { Db } from '@server/db/client';
import { listingClaims, listingStaff, providers } from '@server/db/schema';

/** The claims waiting for an admin, oldest first, with the listing's own phone to call back. */
export async function listPendingClaims(db: Db): Promise<PendingClaim[]> {
  const rows = await db
    .select({
      id: listingClaims.id,
      createdAt: listingClaims.createdAt,
      providerId: listingClaims.providerId,
      listingName: providers.name,
      npi: providers.npiNumber,
      city: providers.city,
      state: providers.state,
      registryPhone: providers.phone,
      claimantName: listingClaims.name,
      role: listingClaims.role,
      workEmail: listingClaims.workEmail,
      phone: listingClaims.phone,
      staffCount: sql<number>`(SELECT count(*)::int FROM ${listingStaff} WHERE ${listingStaff.providerId} = ${listingClaims.providerId})`,
    })
    .from(listingClaims)
    .innerJoin(providers, eq(providers.id, listingClaims.providerId))
    .where(eq(listingClaims.status, 'pending'))
    .orderBy(asc(listingClaims.createdAt), asc(listingClaims.id))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
