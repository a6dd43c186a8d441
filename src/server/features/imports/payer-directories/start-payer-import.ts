import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorMessage } from '@shared/api/error-messages';
import { NO_PAYER_IMPORT_COUNTS, type PayerImportRun } from '@shared/api/payer-directories';
import type { Db } from '@server/db/client';
import { jobs, payerDirectories, payerImportRuns } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { AppError, wordsIn } from '@server/lib/errors';
import { enqueueJob, MAX_ATTEMPTS } from '@server/lib/jobs';
import { importPayerDirectoryJob } from './import-payer-directory.job';
import { toApiPayerRun } from './payer-directory-api';
import { payerImportJobKey } from './run-payer-import';

/** Why a run left behind by a server that stopped is failed. */
const INTERRUPTED = errorMessage('payers.importFailed.interrupted');

/**
 * Records an import run of the directory and enqueues its durable job, in one transaction; the
 * request answers at once (202). One import per directory at a time: the directory's row is
 * locked while checking, and a run whose job can no longer run is marked failed first, so a crash
 * never blocks imports for good.
 */
export async function startPayerImport(
  db: Db,
  directoryId: string,
  { full }: { full: boolean },
  by: { userId: string; ip: string },
  now = new Date(),
): Promise<PayerImportRun> {
  return db.transaction(async (tx) => {
    const [directory] = await tx
      .select()
      .from(payerDirectories)
      .where(eq(payerDirectories.id, directoryId))
      .for('update');
    if (!directory) throw new AppError('not_found', errorMessage('payers.noSuchDirectory'), 'id');
    const active = and(
      eq(payerImportRuns.directoryId, directoryId),
      inArray(payerImportRuns.status, ['queued', 'running']),
    );
    await tx
      .update(payerImportRuns)
      .set({
        status: 'failed',
        error: wordsIn('en', INTERRUPTED),
        errorWords: INTERRUPTED,
        finishedAt: now,
      })
      .where(
        and(
          active,
          sql`NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.key} = 'payer-import:' || ${payerImportRuns.id}::text
                AND ${jobs.doneAt} IS NULL AND ${jobs.attempts} < ${MAX_ATTEMPTS})`,
        ),
      );
    const [running] = await tx
      .select({ id: payerImportRuns.id })
      .from(payerImportRuns)
      .where(active);
    if (running) throw new AppError('import_running', errorMessage('payers.importRunning'));

    const [run] = await tx
      .insert(payerImportRuns)
      .values({
        directoryId,
        changesSince: full ? null : directory.changesSince,
        counts: NO_PAYER_IMPORT_COUNTS,
        startedBy: by.userId,
        createdAt: now,
      })
      .returning();
    await enqueueJob(tx, importPayerDirectoryJob, {
      key: payerImportJobKey(run!.id),
      payload: { runId: run!.id },
      runAt: now,
    });
    await recordAudit(tx, {
      actorUserId: by.userId,
      action: 'payer_import_started',
      subject: directoryId,
      ip: by.ip,
      details: {
        runId: run!.id,
        directory: directory.name,
        full,
        changesSince: run!.changesSince?.toISOString() ?? null,
      },
    });
    // A run just queued has no failure to word: any language reads it the same.
    return toApiPayerRun(run!, 'en');
  });
}
