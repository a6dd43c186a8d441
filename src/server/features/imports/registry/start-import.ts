import type { ImportRun } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { importRuns } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { enqueueJob } from '@server/lib/jobs';
import { importJobKey, lockImports, refuseWhileImporting } from './import-lock';
import { importProvidersJob } from './import-providers.job';
import { toApiRun } from './import-runs';

export interface ImportRequest {
  states: string[];
  limitPerState: number;
  clearExisting: boolean;
  /** Single-state imports may narrow to a city ('' for the whole state). */
  city: string;
}

/**
 * Records the run and enqueues its durable job in one transaction; the job does the work, so the
 * request answers at once (202) and the page follows the run's progress.
 */
export async function startImport(
  db: Db,
  request: ImportRequest,
  by: { userId: string; ip: string },
  now = new Date(),
): Promise<ImportRun> {
  return db.transaction(async (tx) => {
    await lockImports(tx);
    await refuseWhileImporting(tx, now);
    const [run] = await tx
      .insert(importRuns)
      .values({
        states: request.states,
        limitPerState: request.limitPerState,
        clearExisting: request.clearExisting,
        startedBy: by.userId,
        createdAt: now,
      })
      .returning();
    await enqueueJob(tx, importProvidersJob, {
      key: importJobKey(run!.id),
      payload: { runId: run!.id, city: request.city },
      runAt: now,
    });
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'import_started',
      subject: run!.id,
      ip: by.ip,
      details: { ...request },
    });
    return toApiRun(run!);
  });
}
