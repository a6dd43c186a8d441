import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { networkClaims } from '@server/db/schema';
import type { Participation } from './participation';

/**
 * Saves each participation's claims as of `at`: new ones start, current ones are refreshed
 * (plans, new patients, retrieved), and the claims these resources made before for networks
 * they no longer name end. Returns how many started and ended.
 */
export async function saveClaims(
  tx: DbOrTx,
  directoryId: string,
  participations: Participation[],
  ids: { providers: Map<string, string>; networks: Map<string, string> },
  plans: Map<string, string[]>,
  at: Date,
): Promise<{ added: number; ended: number }> {
  const rows = new Map<string, typeof networkClaims.$inferInsert>();
  for (const p of participations) {
    const providerId = ids.providers.get(p.provider.npi);
    if (!providerId) continue;
    for (const n of p.networks) {
      const networkId = ids.networks.get(n.network)!;
      rows.set(`${p.source} ${networkId}`, {
        providerId,
        directoryId,
        networkId,
        sourceResource: p.source,
        location: p.location,
        plans: plans.get(n.network.slice('Organization/'.length)) ?? [],
        acceptingNewPatients: n.acceptingNewPatients,
        sourceUpdatedAt: p.sourceUpdatedAt,
        firstSeenAt: at,
        retrievedAt: at,
      });
    }
  }
  let added = 0;
  if (rows.size) {
    const saved = await tx
      .insert(networkClaims)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: [networkClaims.directoryId, networkClaims.sourceResource, networkClaims.networkId],
        targetWhere: isNull(networkClaims.endedAt),
        set: {
          providerId: sql`excluded.provider_id`,
          location: sql`excluded.location`,
          plans: sql`excluded.plans`,
          acceptingNewPatients: sql`excluded.accepting_new_patients`,
          sourceUpdatedAt: sql`excluded.source_updated_at`,
          retrievedAt: at,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    added = saved.filter((row) => row.inserted).length;
  }
  const sources = participations.map((p) => p.source);
  const ended = await endClaims(tx, directoryId, sources, at, lt(networkClaims.retrievedAt, at));
  return { added, ended };
}

/** Ends the current claims of these resources (that also meet `also`); returns how many. */
export async function endClaims(
  tx: DbOrTx,
  directoryId: string,
  sources: string[],
  at: Date,
  also = sql`true`,
): Promise<number> {
  if (sources.length === 0) return 0;
  const ended = await tx
    .update(networkClaims)
    .set({ endedAt: at })
    .where(
      and(
        eq(networkClaims.directoryId, directoryId),
        isNull(networkClaims.endedAt),
        inArray(networkClaims.sourceResource, sources),
        also,
      ),
    )
    .returning({ id: networkClaims.id });
  return ended.length;
}

/** The directory still lists these resources: their current claims were retrieved at `at`. */
export async function markListed(
  tx: DbOrTx,
  directoryId: string,
  sources: string[],
  at: Date,
): Promise<void> {
  if (sources.length === 0) return;
  await tx
    .update(networkClaims)
    .set({ retrievedAt: at })
    .where(
      and(
        eq(networkClaims.directoryId, directoryId),
        isNull(networkClaims.endedAt),
        inArray(networkClaims.sourceResource, sources),
      ),
    );
}
