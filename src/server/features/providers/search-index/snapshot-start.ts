import type { Db } from '@server/db/client';
import { saidFacts } from '@server/domain/openings/said-facts';
import { changedSince, databaseStamp } from './index-changes';
import { reindex } from './index-reads';
import { SnapshotError, readSnapshot } from './index-snapshot';
import { ProviderIndex } from './provider-index';

/**
 * The index this instance wrote to `file` before, brought up to date: every provider changed
 * since (the change log), and every provider with anything its clinic said, read again, since
 * those facts depend on the time they are read at. Throws (SnapshotError, or the file's or
 * database's error) when the file cannot be proved current: the caller then loads in full.
 */
export async function startFromSnapshot(db: Db, file: string): Promise<ProviderIndex> {
  // The file is read while the database answers what it can without it.
  const reading = readSnapshot(file);
  const saidNow = saidFacts(db, 'all', new Date());
  // Each rejection is met below, whichever comes first.
  reading.catch(() => {});
  saidNow.catch(() => {});
  // The proof and the log read in one view of the database, so nothing falls between them.
  // Reading the providers afterwards gives them as they are by then, which is as good: what
  // commits later is announced to this instance's listener, which started before.
  const changed = await db.transaction(
    async (tx) => {
      const now = await databaseStamp(tx);
      const { stamp } = await reading;
      if (now.database !== stamp.database) return 'written for another database or schema';
      const ids = await changedSince(tx, stamp.seen);
      return ids === 'all' ? 'the change log cannot bring it up to date' : ids;
    },
    { isolationLevel: 'repeatable read' },
  );
  if (typeof changed === 'string') throw new SnapshotError(changed);
  const { columns, idTable } = await reading;
  const index = ProviderIndex.fromColumns(columns, idTable);
  const ids = new Set(changed);
  for (const slot of columns.said.keys()) ids.add(columns.ids.get(slot));
  for (const id of (await saidNow).keys()) ids.add(id);
  await reindex(db, index, [...ids]);
  // The strings still sliced from the file are made once the first searches are answered.
  void index.settle();
  return index;
}
