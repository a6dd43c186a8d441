import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Db, Listener } from '@server/db/client';
import { providers } from '@server/db/schema';
import { waitDaysSql } from '@server/lib/provider-wait';
import {
  PROVIDER_CHANGES_CHANNEL,
  closedNetworks,
  saidFacts,
  waitColumns,
  type SaidFacts,
} from '@server/domain/openings/next-opening';
import { standingClaims, type StandingClaims } from '../network-claims';
import { ProviderIndex, type IndexedProvider } from './provider-index';

export { PROVIDER_CHANGES_CHANNEL };
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
};

/** A provider whose NPI the registry deactivated is out of the search; its history stays. */
const listed = isNull(providers.deactivatedAt);

/**
 * Keeps this instance's ProviderIndex equal to the database: loaded in full at start, then every
 * change the database announces is read again by id. Each search first asks current(), which
 * waits for the changes committed before it, so a change is seen by the next search on any
 * instance.
 */
export class ProviderIndexSync {
  private index: ProviderIndex | null = null;
  private pending = new Set<string>();
  private reloadAll = true;
  private listener: Listener | null = null;
  private work: Promise<unknown> = Promise.resolve();
  private readonly started: Promise<void>;

  constructor(private readonly database: Database) {
    // Listening starts before the first load, so no change falls between the two.
    this.started = database
      .listen(PROVIDER_CHANGES_CHANNEL, {
        onNotify: (payload) => this.noted(payload),
        onReset: () => {
          this.reloadAll = true;
        },
      })
      .then((listener) => {
        this.listener = listener;
      });
    // Loaded at once, so the first family's search does not wait for it; a failure here is
    // reported by that search.
    this.current().catch(() => {});
  }

  /** The index with every change committed before this call. */
  async current(): Promise<ProviderIndex> {
    await this.started;
    await this.listener!.sync();
    // One refresh at a time; later callers wait for it and then find nothing left to do.
    const run = this.work.then(() => this.refresh());
    this.work = run.catch(() => {});
    return run;
  }

  async close(): Promise<void> {
    await this.started.catch(() => {});
    await this.listener?.close();
  }

  private noted(payload: string): void {
    if (payload === '*') this.reloadAll = true;
    else for (const id of payload.split(',')) if (id) this.pending.add(id);
  }

  private async refresh(): Promise<ProviderIndex> {
    if (this.reloadAll || !this.index) {
      this.reloadAll = false;
      this.pending.clear();
      try {
        this.index = await loadAll(this.database.db);
      } catch (error) {
        this.reloadAll = true;
        throw error;
      }
    }
    if (this.pending.size) {
      const ids = [...this.pending];
      this.pending.clear();
      const db = this.database.db;
      const [rows, joined] = await Promise.all([
        db
          .select(indexedColumns)
          .from(providers)
          .where(and(inArray(providers.id, ids), listed)),
        joinedFacts(db, ids),
      ]);
      const found = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!found.has(id)) this.index.remove(id);
      for (const row of rows) this.index.put(withJoined(row, joined));
    }
    return this.index;
  }
}

/** What other tables say of providers: payer directories' claims, openings and replies. */
interface JoinedFacts {
  claims: Map<string, StandingClaims>;
  closed: Map<string, string[]>;
  said: Map<string, SaidFacts>;
}

async function joinedFacts(db: Db, ids: string[] | 'all'): Promise<JoinedFacts> {
  const [claims, closed, said] = await Promise.all([
    standingClaims(db, ids),
    closedNetworks(db, ids),
    saidFacts(db, ids, new Date()),
  ]);
  return { claims, closed, said };
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

async function loadAll(db: Db): Promise<ProviderIndex> {
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
