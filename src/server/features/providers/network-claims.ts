import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NetworkClaim } from '@shared/api/providers';
import type { Db, DbOrTx } from '@server/db/client';
import {
  appointmentRequests,
  networkClaims,
  payerDirectories,
  payerNetworks,
} from '@server/db/schema';

// A payer directory's claim counts until the clinic contradicts it: its newest answer about the
// directory's insurance wins when it is no and came after the directory last changed that listing
// (its `lastUpdated`, else when we first read it). docs/decisions/016-payer-directories.md.

/**
 * For the current claim of the row (`network_claims` joined to its directory): when the clinic
 * said no in a way that overrules it; NULL while it stands.
 */
const clinicSaidNoAtSql = sql<Date | null>`(
  SELECT newest.answered_at FROM (
    SELECT r.reply_insurance_accepted AS accepted, r.insurance_answered_at AS answered_at
    FROM ${appointmentRequests} r
    WHERE r.provider_id = ${networkClaims.providerId}
      AND r.insurance_type = ${payerDirectories.insuranceType}
      AND r.insurance_answered_at IS NOT NULL
    ORDER BY r.insurance_answered_at DESC LIMIT 1
  ) newest
  WHERE NOT newest.accepted
    AND newest.answered_at > coalesce(${networkClaims.sourceUpdatedAt}, ${networkClaims.firstSeenAt})
)`.mapWith(networkClaims.retrievedAt);

/**
 * The current network claims of these providers, one per directory and network: a provider
 * listed by several of a directory's resources (two offices) has their plans together, takes new
 * patients when any says so (not when all that say refuse), and was retrieved when last listed.
 * Each says when the clinic's own newer answer overrules it.
 */
export async function currentNetworkClaims(
  db: Db,
  providerIds: string[],
): Promise<Map<string, NetworkClaim[]>> {
  const byProvider = new Map<string, NetworkClaim[]>();
  if (providerIds.length === 0) return byProvider;
  const rows = await db
    .select({
      providerId: networkClaims.providerId,
      networkId: networkClaims.networkId,
      network: payerNetworks.name,
      plans: networkClaims.plans,
      acceptingNewPatients: networkClaims.acceptingNewPatients,
      directory: payerDirectories.name,
      insuranceType: payerDirectories.insuranceType,
      retrievedAt: networkClaims.retrievedAt,
      clinicSaidNoAt: clinicSaidNoAtSql,
    })
    .from(networkClaims)
    .innerJoin(payerNetworks, eq(payerNetworks.id, networkClaims.networkId))
    .innerJoin(payerDirectories, eq(payerDirectories.id, networkClaims.directoryId))
    .where(and(inArray(networkClaims.providerId, providerIds), isNull(networkClaims.endedAt)))
    .orderBy(asc(payerNetworks.name), asc(payerDirectories.name));

  const merged = new Map<string, NetworkClaim & { providerId: string }>();
  for (const { retrievedAt, clinicSaidNoAt, ...row } of rows) {
    const key = `${row.providerId} ${row.networkId}`;
    const seen = merged.get(key);
    const at = retrievedAt.toISOString();
    const saidNo = clinicSaidNoAt?.toISOString() ?? null;
    merged.set(key, {
      ...row,
      plans: [...new Set([...(seen?.plans ?? []), ...row.plans])].sort(),
      acceptingNewPatients: eitherAccepting(seen?.acceptingNewPatients, row.acceptingNewPatients),
      retrievedAt: seen && seen.retrievedAt > at ? seen.retrievedAt : at,
      // One resource of the network the clinic has not contradicted keeps the network's claim.
      clinicSaidNoAt: seen && seen.clinicSaidNoAt === null ? null : saidNo,
    });
  }
  for (const { providerId, ...claim } of merged.values()) {
    byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), claim]);
  }
  return byProvider;
}

const eitherAccepting = (a: boolean | null | undefined, b: boolean | null) =>
  a === true || b === true ? true : a === false || b === false ? false : null;

/** What the standing claims of one provider say: the insurances and networks it is in. */
export interface StandingClaims {
  insurances: string[];
  /** Our network ids. */
  networks: string[];
}

/**
 * The standing claims of these providers (or of every provider), grouped by provider in one
 * query: the search index reads them beside a batch of rows rather than once per row.
 */
export async function standingClaims(
  db: DbOrTx,
  providerIds: string[] | 'all',
): Promise<Map<string, StandingClaims>> {
  if (providerIds !== 'all' && providerIds.length === 0) return new Map();
  const rows = await db
    .select({
      providerId: networkClaims.providerId,
      insurances: sql<string[]>`array_agg(DISTINCT ${payerDirectories.insuranceType})`,
      networks: sql<string[]>`array_agg(DISTINCT ${networkClaims.networkId}::text)`,
    })
    .from(networkClaims)
    .innerJoin(payerDirectories, eq(payerDirectories.id, networkClaims.directoryId))
    .where(
      and(
        isNull(networkClaims.endedAt),
        providerIds === 'all' ? undefined : inArray(networkClaims.providerId, providerIds),
        sql`${clinicSaidNoAtSql} IS NULL`,
      ),
    )
    .groupBy(networkClaims.providerId);
  return new Map(rows.map(({ providerId, ...claims }) => [providerId, claims]));
}
