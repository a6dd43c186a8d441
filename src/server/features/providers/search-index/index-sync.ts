import type { Database, Listener } from '@server/db/client';
import { PROVIDER_CHANGES_CHANNEL } from '@server/domain/openings/next-opening';
import { CHANGE_LOG_KEPT_MS, databaseStamp, pruneChangeLog } from './index-changes';
import { loadAll, reindex } from './index-reads';
import { SNAPSHOT_FORMAT, SnapshotError, copyColumns, writeSnapshot } from './index-snapshot';
import type { ProviderIndex } from './provider-index';
import { startFromSnapshot } from './snapshot-start';

export { PROVIDER_CHANGES_CHANNEL };

/** The snapshot file's name in DATA_DIR: each instance keeps its own. */
export const SEARCH_INDEX_SNAPSHOT = 'search-index.snapshot';

/** How often a changed index is written to its snapshot file. */
const SNAPSHOT_EVERY_MS = 5 * 60_000;

/** Whether searches are answered yet, and how the index started: for the health answer. */
export interface SearchIndexStatus {
  searchIndex: 'loading' | 'ready';
  /** Once ready: from this instance's snapshot file, or read in full from the database. */
  searchIndexFrom?: 'snapshot' | 'full load';
}

interface SyncOptions {
  /** This instance's snapshot file (under DATA_DIR); none: every start loads in full. */
  snapshotFile?: string | null;
  /** Told why a snapshot was not used or not written; never of personal data. */
  onSnapshotTrouble?: (message: string, error: unknown) => void;
}

/**
 * Keeps this instance's ProviderIndex equal to the database: at start from its snapshot file
 * brought up to date, else loaded in full, then every change the database announces is read
 * again by id. Each search first asks current(), which waits for the changes committed before
 * it, so a change is seen by the next search on any instance.
 */
export class ProviderIndexSync {
  private index: ProviderIndex | null = null;
  private startedFrom: SearchIndexStatus['searchIndexFrom'];
  private pending = new Set<string>();
  private reloadAll = false;
  private listener: Listener | null = null;
  private work: Promise<unknown> = Promise.resolve();
  private readonly started: Promise<void>;
  /** The index changed since the snapshot file was last written. */
  private unsaved = false;
  private saving: Promise<void> | null = null;
  private readonly saveTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly options: SyncOptions = {},
  ) {
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
    if (options.snapshotFile) {
      this.saveTimer = setInterval(() => {
        if (this.unsaved) void this.save();
      }, SNAPSHOT_EVERY_MS);
      this.saveTimer.unref();
    }
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

  status(): SearchIndexStatus {
    return this.startedFrom
      ? { searchIndex: 'ready', searchIndexFrom: this.startedFrom }
      : { searchIndex: 'loading' };
  }

  /**
   * Writes the index to the snapshot file, as it is with every change committed before the call,
   * and prunes the database's change log. In the background of searches: the index is copied at
   * once and written while they go on.
   */
  save(): Promise<void> {
    const file = this.options.snapshotFile;
    if (!file) return Promise.resolve();
    this.saving ??= (async () => {
      try {
        // Taken before the index is brought up to date: the snapshot holds at least what it saw.
        const stamp = await databaseStamp(this.database.db);
        this.unsaved = false;
        const columns = copyColumns((await this.current()).columns());
        await writeSnapshot(file, columns, { format: SNAPSHOT_FORMAT, ...stamp });
        await pruneChangeLog(this.database.db, new Date(Date.now() - CHANGE_LOG_KEPT_MS));
      } catch (error) {
        this.unsaved = true;
        this.options.onSnapshotTrouble?.('search index snapshot not written', error);
      } finally {
        this.saving = null;
      }
    })();
    return this.saving;
  }

  /** Stops listening; a changed index is written to its snapshot file first. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.saveTimer) clearInterval(this.saveTimer);
    await this.saving;
    if (this.unsaved && this.index) await this.save();
    await this.started.catch(() => {});
    await this.listener?.close();
  }

  private noted(payload: string): void {
    if (payload === '*') this.reloadAll = true;
    else for (const id of payload.split(',')) if (id) this.pending.add(id);
  }

  private async refresh(): Promise<ProviderIndex> {
    if (!this.index || this.reloadAll) {
      const first = !this.index;
      // What was announced so far is in what the load reads.
      this.reloadAll = false;
      this.pending.clear();
      try {
        this.index = first ? await this.firstLoad() : await loadAll(this.database.db);
      } catch (error) {
        if (!first) this.reloadAll = true;
        throw error;
      }
      this.unsaved = true;
      if (this.startedFrom === 'full load' || !first) void this.save();
    }
    if (this.pending.size) {
      const ids = [...this.pending];
      this.pending.clear();
      await reindex(this.database.db, this.index, ids);
      this.unsaved = true;
    }
    return this.index;
  }

  /** From the snapshot file when it can be proved current, else in full. */
  private async firstLoad(): Promise<ProviderIndex> {
    const file = this.options.snapshotFile;
    if (file) {
      try {
        const index = await startFromSnapshot(this.database.db, file);
        this.startedFrom = 'snapshot';
        return index;
      } catch (error) {
        // A first start has none; the reasons a snapshot is refused name no data.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          const why = error instanceof SnapshotError ? `: ${error.message}` : '';
          this.options.onSnapshotTrouble?.(`search index snapshot not used${why}`, error);
        }
      }
    }
    const index = await loadAll(this.database.db);
    this.startedFrom = 'full load';
    return index;
  }
}
