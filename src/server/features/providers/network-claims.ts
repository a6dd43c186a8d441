import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { NetworkClaim } from '@shared/api/providers';
import type { Db } from '@server/db/client';
import { networkClaims, payerDirectories, payerNetworks } from '@server/db/schema';

/**
 * The current network claims of these providers, one per directory and network: a provider
 * listed by several of a directory's resources (two offices) has their plans together, takes new
 * patients when any says so (not when all that say refuse), and was retrieved when last listed.
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
    })
    .from(networkClaims)
    .innerJoin(payerNetworks, eq(payerNetworks.id, networkClaims.networkId))
    .innerJoin(payerDirectories, eq(payerDirectories.id, networkClaims.directoryId))
    .where(and(inArray(networkClaims.providerId, providerIds), isNull(networkClaims.endedAt)))
    .orderBy(asc(payerNetworks.name), asc(payerDirectories.name));

  const merged = new Map<string, NetworkClaim & { providerId: string }>();
  for (const { networkId, retrievedAt, ...row } of rows) {
    const key = `${row.providerId} ${networkId}`;
    const seen = merged.get(key);
    const at = retrievedAt.toISOString();
    merged.set(key, {
      ...row,
      plans: [...new Set([...(seen?.plans ?? []), ...row.plans])].sort(),
      acceptingNewPatients: eitherAccepting(seen?.acceptingNewPatients, row.acceptingNewPatients),
      retrievedAt: seen && seen.retrievedAt > at ? seen.retrievedAt : at,
    });
  }
  for (const { providerId, ...claim } of merged.values()) {
    byProvider.set(providerId, [...(byProvider.get(providerId) ?? []), claim]);
  }
  return byProvider;
}

const eitherAccepting = (a: boolean | null | undefined, b: boolean | null) =>
  a === true || b === true ? true : a === false || b === false ? false : null;
