import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@server/db/client';
import { providers } from '@server/db/schema';
import { waitDaysSql } from '@server/domain/waits/provider-wait';
import { closedNetworks, waitColumns } from '@server/domain/openings/next-opening';
import { saidFacts, type SaidFacts } from '@server/domain/openings/said-facts';
import { standingClaims, type StandingClaims } from '../network-claims';
import type { IndexedProvider } from './indexed-provider';
import { ProviderIndex } from './provider-index';

// What the search index reads from the database: every provider, or some by id, each with what
// other tables say of it.

/** Rows read per query on a full load, so 1,000,000 providers never sit in one result. */
const LOAD_BATCH = 20_000;

const indexedColumns = {
  id: providers.id,
  state: providers.state,
  latitude: providers.latitude,
  longitude: providers.longitude,
  servicesOffered: providers.servicesOffered,
  acceptedInsurance: providers.acceptedInsurance,
  searchText: sql<string>`${providers.searchText}`,
  waitDays: waitDaysSql,
  acceptingNewPatients: providers.acceptingNewPatients,
  observedDays: waitColumns.observedDays,
  reportedDays: waitColumns.reportedDays,
  listedDays: waitColumns.listedDays,
  agesFrom: providers.agesFrom,
  agesTo: providers.agesTo,
  languages: providers.languages,
  telehealth: providers.telehealth,
  accessibility: providers.accessibility,
  licenseState: providers.licenseState,
  sample: sql<boolean>`${providers.source} = 'sample'`,
  specialty: providers.specialty,
};

/** A provider whose NPI the registry deactivated is out of the search; its history stays. */
const listed = isNull(providers.deactivatedAt);

/** What other tables say of providers: payer directories' claims, openings and replies. */
export interface JoinedFacts {
  claims: Map<string, StandingClaims>;
  closed: Map<string, string[]>;
  said: Map<string, SaidFacts>;
}

export async function joinedFacts(db: DbOrTx, ids: string[] | 'all'): Promise<JoinedFacts> {
  const [claims, closed, said] = await Promise.all([
    standingClaims(db, ids),
    closedNetworks(db, ids),
    saidFacts(db, ids, new Date()),
  ]);
  return { claims, closed, said };
}

/**
 * Brings these providers in the index up to date: read again with what other tables say of
 * them, or removed when gone or deactivated.
 */
export async function reindex(db: DbOrTx, index: ProviderIndex, ids: string[]): Promise<void> {
  // Queries of a few thousand ids at a time stay well below the protocol's parameter limit.
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const [rows, joined] = await Promise.all([
      db
        .select(indexedColumns)
        .from(providers)
        .where(and(inArray(providers.id, chunk), listed)),
      joinedFacts(db, chunk),
    ]);
    const found = new Set(rows.map((row) => row.id));
    for (const id of chunk) if (!found.has(id)) index.remove(id);
    for (const row of rows) index.put(withJoined(row, joined));
  }
}

/** A provider's row with what other tables say of it, as the index takes it. */
function withJoined(row: IndexedProvider, { claims, closed, said }: JoinedFacts): IndexedProvider {
  const claimed = claims.get(row.id);
  return {
    ...row,
    ...(claimed && { claimedInsurance: claimed.insurances, claimedNetworks: claimed.networks }),
    closedNetworks: closed.get(row.id),
    said: said.get(row.id),
  };
}

export async function loadAll(db: Db): Promise<ProviderIndex> {
  const index = new ProviderIndex();
  // Claims, openings and replies are few beside providers: all of them at once, then joined to
  // each batch in memory.
  const joined = await joinedFacts(db, 'all');
  // Keyset pages in id order: each is one index range scan, however large the directory.
  let after: string | null = null;
  for (;;) {
    const rows: IndexedProvider[] = await db
      .select(indexedColumns)
      .from(providers)
      .where(after === null ? listed : and(listed, sql`${providers.id} > ${after}`))
      .orderBy(providers.id)
      .limit(LOAD_BATCH);
    for (const row of rows) index.put(withJoined(row, joined));
    if (rows.length < LOAD_BATCH) return index;
    after = rows.at(-1)!.id;
  }
}
