import { desc, eq } from 'drizzle-orm';
import type { ImportRun } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { importRuns, type ImportRunRow } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { errorMessage } from '@shared/api/error-messages';

export const toApiRun = (row: ImportRunRow): ImportRun => ({
  id: row.id,
  status: row.status,
  states: row.states,
  statesDone: row.statesDone,
  failedStates: row.failedStates,
  imported: row.imported,
  deactivated: row.deactivated,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The newest import, for the progress indicator; null before the first one. */
export async function getLatestRun(db: Db): Promise<ImportRun | null> {
  const [row] = await db.select().from(importRuns).orderBy(desc(importRuns.createdAt)).limit(1);
  return row ? toApiRun(row) : null;
}

export async function getRun(db: Db, id: string): Promise<ImportRun> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw new AppError('not_found', errorMessage('admin.noSuchImport'), 'id');
  return toApiRun(row);
}
