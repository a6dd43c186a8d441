import { and, eq, inArray } from 'drizzle-orm';
import { CsvError, parse } from 'csv-parse';
import type { Db } from '@server/db/client';
import { registryFileRuns, type RegistryFileRunRow } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { fileColumns, type FileColumns } from './file-columns';
import { mapFileRow, type FileRow } from './map-file-row';
import {
  openRegistryFile,
  RegistryFileError,
  registryFileIdentity,
  type RegistryFileStream,
} from './open-registry-file';
import { noCounts, saveBatch } from './save-batch';

// Imports one national registry file (docs/decisions/025-national-registry-file.md): streams it
// row by row, commits a batch at a time with the run's progress, and goes on from the last
// committed batch when picked up again. The directory keeps serving throughout: nothing is
// cleared first.

/** Data rows a batch commits at once: big enough for speed, small enough to lose little. */
export const BATCH_ROWS = 5000;

export interface RunRegistryFileOptions {
  /** Aborting pauses the run after the batch being saved. */
  signal?: AbortSignal;
  /** Called after each committed batch with the run as saved; reading waits for it. */
  onProgress?: (run: RegistryFileRunRow) => void | Promise<void>;
  batchRows?: number;
}

export async function runRegistryFile(
  db: Db,
  runId: string,
  options: RunRegistryFileOptions = {},
): Promise<'succeeded' | 'paused' | 'failed'> {
  const [run] = await db
    .update(registryFileRuns)
    .set({ status: 'running', error: null })
    .where(
      and(
        eq(registryFileRuns.id, runId),
        inArray(registryFileRuns.status, ['queued', 'running', 'paused']),
      ),
    )
    .returning();
  if (!run) {
    const [other] = await db
      .select({ status: registryFileRuns.status })
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, runId));
    return other?.status === 'succeeded' ? 'succeeded' : 'failed';
  }
  let file: RegistryFileStream | undefined;
  try {
    if (!run.localPath) throw new RegistryFileError('The run has no file to read yet.');
    await checkSameFile(db, run, run.localPath);
    file = await openRegistryFile(run.localPath);
    return await importRows(db, run, file, options);
  } catch (error) {
    await db
      .update(registryFileRuns)
      .set({ status: 'failed', error: failureMessage(error), finishedAt: new Date() })
      .where(eq(registryFileRuns.id, runId));
    return 'failed';
  } finally {
    file?.close();
  }
}

/** A run resumes only the file it began with: rows counted so far must be the same rows. */
async function checkSameFile(db: Db, run: RegistryFileRunRow, filePath: string) {
  const identity = await registryFileIdentity(filePath);
  if (run.fileBytes === null || run.fileModifiedAt === null) {
    await db
      .update(registryFileRuns)
      .set({ fileBytes: identity.bytes, fileModifiedAt: identity.modifiedAt })
      .where(eq(registryFileRuns.id, run.id));
    run.fileBytes = identity.bytes;
    return;
  }
  if (
    identity.bytes !== run.fileBytes ||
    identity.modifiedAt.getTime() !== run.fileModifiedAt.getTime()
  ) {
    throw new RegistryFileError(
      'The file has changed since this run began, so it cannot be resumed: start a new run.',
    );
  }
}

async function importRows(
  db: Db,
  run: RegistryFileRunRow,
  file: RegistryFileStream,
  options: RunRegistryFileOptions,
): Promise<'succeeded' | 'paused'> {
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const progress = {
    rowsCommitted: run.rowsCommitted,
    bytesDone: run.bytesDone,
    counts: { ...noCounts(), ...run.counts },
  };
  // Every row of a run reads as imported at the run's start, so a resumed run writes the same.
  const importedAt = run.createdAt;
  const records = file.csv.pipe(
    parse({ relax_column_count: true, skip_empty_lines: true, bom: true }),
  );
  file.csv.on('error', (error) => records.destroy(error));

  let columns: FileColumns | undefined;
  let rowNumber = 0;
  let batch: FileRow[] = [];
  /** Saves a batch; false when the run was paused (by the signal or by an admin). */
  const save = async (rows: FileRow[], bytesDone: number): Promise<boolean> => {
    if (options.signal?.aborted) return false;
    progress.bytesDone = Math.max(progress.bytesDone, bytesDone);
    const counts = await saveBatch(db, run.id, rows, progress);
    if (!counts) return false;
    progress.rowsCommitted += rows.length;
    for (const [outcome, n] of Object.entries(counts)) {
      progress.counts[outcome as keyof typeof counts] += n;
    }
    await options.onProgress?.({ ...run, ...progress, status: 'running' });
    return true;
  };
  // The next batch is read while the last one saves, and no further: reading then waits (the
  // parser's buffer fills and the file's stream pauses), so memory stays flat whatever the
  // file's size.
  let saving: Promise<boolean> | undefined;
  const handOver = async (): Promise<boolean> => {
    if (saving && !(await saving)) return false;
    saving = save(batch, file.bytesRead());
    saving.catch(() => {}); // awaited before the next hand-over or at the end
    batch = [];
    return true;
  };

  for await (const values of records as AsyncIterable<string[]>) {
    if (!columns) {
      columns = fileColumns(values);
      continue;
    }
    rowNumber += 1;
    if (rowNumber <= run.rowsCommitted) continue;
    batch.push(mapFileRow(values, columns, importedAt));
    if (batch.length >= batchRows && !(await handOver())) return pause(db, run.id);
  }
  if (!columns) throw new RegistryFileError('The file is empty: it has no header row.');
  if (!(await handOver()) || !(await saving!)) return pause(db, run.id);

  await db.transaction(async (tx) => {
    await tx
      .update(registryFileRuns)
      .set({
        status: 'succeeded',
        bytesDone: run.fileBytes ?? progress.bytesDone,
        finishedAt: new Date(),
      })
      .where(eq(registryFileRuns.id, run.id));
    await recordAudit(tx, {
      actorUserId: run.startedBy,
      action: 'registry_file_finished',
      subject: run.id,
      details: {
        fileName: run.fileName,
        kind: run.kind,
        rows: progress.rowsCommitted,
        counts: progress.counts,
      },
    });
  });
  return 'succeeded';
}

/** Stopped between batches: paused by an admin (already so), or by the caller's signal. */
async function pause(db: Db, runId: string): Promise<'paused'> {
  await db
    .update(registryFileRuns)
    .set({ status: 'paused' })
    .where(and(eq(registryFileRuns.id, runId), eq(registryFileRuns.status, 'running')));
  return 'paused';
}

/** Why a run failed, in words for an admin: never a row's contents. */
function failureMessage(error: unknown): string {
  if (error instanceof RegistryFileError) return error.message;
  if (error instanceof CsvError) {
    return `The file is not valid CSV (${error.code} near line ${String(error.lines ?? '?')}).`;
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? `Saving a batch failed (database error ${code}); the run can be resumed.`
    : 'The import stopped on an unexpected error; the run can be resumed.';
}
