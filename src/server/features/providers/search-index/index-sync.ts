import { inArray, sql } from 'drizzle-orm';
import type { Database, Db, Listener } from '@server/db/client';
import { providers } from '@server/db/schema';
import { waitDaysSql } from '@server/lib/provider-wait';
import { standingClaims, type StandingClaims } from '../network-claims';
import { ProviderIndex, type IndexedProvider } from './provider-index';

/** The channel the database announces provider changes on (migration 0013). */
export const PROVIDER_CHANGES_CHANNEL = 'provider_changes';
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
  agesFrom: providers.agesFrom,
  agesTo: providers.agesTo,
  languages: providers.languages,
  telehealth: providers.telehealth,
  accessibility: providers.accessibility,
  licenseState: providers.licenseState,
};

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
      const [rows, claims] = await Promise.all([
        this.database.db.select(indexedColumns).from(providers).where(inArray(providers.id, ids)),
        standingClaims(this.database.db, ids),
      ]);
      const found = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!found.has(id)) this.index.remove(id);
      for (const row of rows) this.index.put(withClaims(row, claims));
    }
    return this.index;
  }
}

/** A provider's row with what payer directories claim of it, as the index takes it. */
function withClaims(row: IndexedProvider, claims: Map<string, StandingClaims>): IndexedProvider {
  const claimed = claims.get(row.id);
  return claimed
    ? { ...row, claimedInsurance: claimed.insurances, claimedNetworks: claimed.networks }
    : row;
}

async function loadAll(db: Db): Promise<ProviderIndex> {
  const index = new ProviderIndex();
  // Claims are few beside providers: all of them at once, then joined to each batch in memory.
  const claims = await standingClaims(db, 'all');
  // Keyset pages in id order: each is one index range scan, however large the directory.
  let after: string | null = null;
  for (;;) {
    const rows: IndexedProvider[] = await db
      .select(indexedColumns)
      .from(providers)
      .where(after === null ? undefined : sql`${providers.id} > ${after}`)
      .orderBy(providers.id)
      .limit(LOAD_BATCH);
    for (const row of rows) index.put(withClaims(row, claims));
    if (rows.length < LOAD_BATCH) return index;
    after = rows.at(-1)!.id;
  }
}
