import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { importRuns, jobs } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { MAX_ATTEMPTS } from '@server/lib/jobs';
import { errorMessage } from '@shared/api/error-messages';

// One import or clear at a time (docs/product.md#imports): the page disables every import button
// while any import runs, and the server holds the same rule. Starting and clearing take this
// transaction-scoped lock first, so two admins pressing at the same moment cannot both pass the
// check.

const IMPORT_LOCK = 727_006;

export const importJobKey = (runId: string) => `import:${runId}`;

export async function lockImports(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
}

/**
 * Refuses with 409 while an import is queued or running. A run whose job can no longer run (done,
 * out of attempts or gone) is marked failed first, so a crash never blocks imports forever.
 */
export async function refuseWhileImporting(tx: DbOrTx, now: Date): Promise<void> {
  await tx
    .update(importRuns)
    .set({ status: 'failed', finishedAt: now })
    .where(
      and(
        inArray(importRuns.status, ['queued', 'running']),
        sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.key} = 'import:' || ${importRuns.id}::text
              AND ${jobs.doneAt} IS NULL AND ${jobs.attempts} < ${MAX_ATTEMPTS})`,
      ),
    );
  const [active] = await tx
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(inArray(importRuns.status, ['queued', 'running']))
    .limit(1);
  if (active) {
    throw new AppError('import_running', errorMessage('admin.importRunning'));
  }
}
