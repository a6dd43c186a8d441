import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTIVE_REGISTRY_FILE_STATUSES,
  type RegistryFileRun,
  type RegistryFileStatus,
} from '@shared/api/registry-file';
import { errorMessage } from '@shared/api/error-messages';
import type { Db, DbOrTx } from '@server/db/client';
import { jobs, registryFileRuns } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError } from '@server/lib/errors';
import { MAX_ATTEMPTS } from '@server/lib/jobs';
import { createRegistryFileRun, registryFileRunToApi } from './registry-file-runs';
import { enqueueRegistryFileJob } from './registry-file.job';

// One registry file import at a time: each admits about 9 million rows, and two over one
// directory would race for the same providers. Starting, pausing and resuming take this
// transaction-scoped lock first, so two admins pressing at once cannot both pass the checks.

const REGISTRY_FILE_LOCK = 727_034;

type By = { userId: string; ip: string };

async function lock(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRY_FILE_LOCK})`);
}

/**
 * Refuses with 409 while a run is active. An active run whose job can no longer run (done, out of
 * attempts or gone) failed with it, so a lost job never blocks the next import.
 */
async function refuseWhileActive(tx: DbOrTx): Promise<void> {
  const active = inArray(registryFileRuns.status, [...ACTIVE_REGISTRY_FILE_STATUSES]);
  await tx
    .update(registryFileRuns)
    .set({ status: 'failed', finishedAt: new Date() })
    .where(
      and(
        active,
        sql`NOT EXISTS (SELECT 1 FROM ${jobs}
              WHERE ${jobs.key} LIKE 'registry-file:' || ${registryFileRuns.id}::text || ':%'
              AND ${jobs.doneAt} IS NULL AND ${jobs.attempts} < ${MAX_ATTEMPTS})`,
      ),
    );
  const [running] = await tx
    .select({ id: registryFileRuns.id })
    .from(registryFileRuns)
    .where(active)
    .limit(1);
  if (running) throw new AppError('import_running', errorMessage('registryFile.running'));
}

/** Records the run and queues its job in one transaction; 202 follows at once. */
export async function startRegistryFile(
  db: Db,
  source: { source: string; localPath: string | null; fileName: string },
  by: By,
): Promise<RegistryFileRun> {
  return db.transaction(async (tx) => {
    await lock(tx);
    await refuseWhileActive(tx);
    const run = await createRegistryFileRun(tx, {
      ...source,
      startedBy: by.userId,
      status: source.localPath === null ? 'downloading' : 'queued',
    });
    await enqueueRegistryFileJob(tx, run.id);
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'registry_file_started',
      subject: run.id,
      ip: by.ip,
      details: { source: source.source, fileName: source.fileName },
    });
    return registryFileRunToApi(run);
  });
}

/**
 * Moves a run from one of `from` to `to`, or answers 404 (no such run) or 409 (not in `from`).
 * The job notices a pause between two batches (or two chunks of a download) and stops there.
 */
async function moveRun(
  db: Db,
  runId: string,
  from: readonly RegistryFileStatus[],
  to: 'paused' | 'queued',
  by: By,
): Promise<RegistryFileRun> {
  return db.transaction(async (tx) => {
    await lock(tx);
    const [run] = await tx
      .select({
        id: registryFileRuns.id,
        status: registryFileRuns.status,
        localPath: registryFileRuns.localPath,
      })
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, runId))
      .for('update');
    if (!run) throw new AppError('not_found', errorMessage('registryFile.noSuchRun'), 'id');
    if (!from.includes(run.status)) {
      throw new AppError(
        'registry_file_state',
        to === 'paused'
          ? errorMessage('registryFile.notActive')
          : errorMessage('registryFile.notResumable'),
      );
    }
    if (to === 'queued') await refuseWhileActive(tx);
    // A download not finished goes on downloading (from where it stopped) when resumed.
    const status = to === 'queued' && run.localPath === null ? 'downloading' : to;
    const [moved] = await tx
      .update(registryFileRuns)
      .set({ status, error: null, finishedAt: null })
      .where(eq(registryFileRuns.id, runId))
      .returning();
    if (to === 'queued') await enqueueRegistryFileJob(tx, runId);
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: to === 'paused' ? 'registry_file_paused' : 'registry_file_resumed',
      subject: runId,
      ip: by.ip,
      details: { fileName: moved!.fileName },
    });
    return registryFileRunToApi(moved!);
  });
}

export const pauseRegistryFile = (db: Db, runId: string, by: By) =>
  moveRun(db, runId, ACTIVE_REGISTRY_FILE_STATUSES, 'paused', by);

export const resumeRegistryFile = (db: Db, runId: string, by: By) =>
  moveRun(db, runId, ['paused', 'failed'], 'queued', by);
