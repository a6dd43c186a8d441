import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { ACTIVE_REGISTRY_FILE_STATUSES } from '@shared/api/registry-file';
import type { Db } from '@server/db/client';
import { registryFileRuns } from '@server/db/schema';
import { wordsIn } from '@server/lib/errors';
import type { AllowedHost } from '@server/lib/outbound/allowed-hosts';
import { createOutboundClient } from '@server/lib/outbound/outbound-client';
import { outboundErrorIn } from '@server/lib/outbound/outbound-error';
import { errorMessage } from '@shared/api/error-messages';
import { DownloadFailure, downloadRegistryFile } from './download-registry-file';

/**
 * The engine that reads a registry file into the directory, batch by batch; it stops between two
 * batches once the run is no longer 'running'.
 */
export type RunRegistryFile = (db: Db, runId: string) => Promise<'succeeded' | 'paused' | 'failed'>;

export interface RegistryFileDeps {
  /** Hosts the outbound rule lets a download reach although internal. */
  allowedHosts: readonly AllowedHost[];
  /** Where downloads are kept until their run succeeds: DATA_DIR/registry-files/downloads. */
  downloadsDir: string;
  runRegistryFile: RunRegistryFile;
}

/**
 * Downloads the run's file when it names a URL and has none yet, then imports it. A run paused
 * (or ended) meanwhile is left as it is. Answers 'cut short' when the server stopped it
 * (`signal`) before the end: the caller queues it again for the next start.
 */
export async function importRegistryFile(
  db: Db,
  runId: string,
  deps: RegistryFileDeps,
  signal?: AbortSignal,
): Promise<'cut short' | 'over'> {
  const [run] = await db.select().from(registryFileRuns).where(eq(registryFileRuns.id, runId));
  if (!run || !ACTIVE_REGISTRY_FILE_STATUSES.includes(run.status)) return 'over';
  const downloaded = run.localPath === null;
  if (downloaded) {
    const client = createOutboundClient(deps.allowedHosts);
    try {
      const got = await downloadRegistryFile(db, run, {
        client,
        downloadsDir: deps.downloadsDir,
        signal,
      });
      if (!got.done) return signal?.aborted ? 'cut short' : 'over';
      // The import measures the file itself from here on.
      await db
        .update(registryFileRuns)
        .set({ localPath: got.localPath, status: 'queued', bytesDone: 0, fileBytes: null })
        .where(and(eq(registryFileRuns.id, runId), eq(registryFileRuns.status, 'downloading')));
    } catch (error) {
      await failRun(db, runId, downloadError(error));
      return 'over';
    } finally {
      await client.close();
    }
  }
  if (signal?.aborted) return 'cut short';
  // The server stopping leaves the run queued rather than paused (a pause is an admin's): the
  // engine, finding it no longer running, stops after the batch it is saving.
  let stopping: Promise<unknown> | undefined;
  const requeue = () => {
    stopping = db
      .update(registryFileRuns)
      .set({ status: 'queued' })
      .where(and(eq(registryFileRuns.id, runId), eq(registryFileRuns.status, 'running')))
      .then(() => undefined);
  };
  signal?.addEventListener('abort', requeue, { once: true });
  let outcome: Awaited<ReturnType<RunRegistryFile>>;
  try {
    outcome = await deps.runRegistryFile(db, runId);
  } finally {
    signal?.removeEventListener('abort', requeue);
    await stopping;
  }
  // A downloaded file is ours to remove; a file named by its path is the operator's.
  if (outcome === 'succeeded' && isUrl(run.source)) {
    const [done] = await db.select().from(registryFileRuns).where(eq(registryFileRuns.id, runId));
    if (done?.localPath) await rm(done.localPath, { force: true });
  }
  return outcome === 'paused' && stopping ? 'cut short' : 'over';
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

async function failRun(db: Db, runId: string, error: string): Promise<void> {
  await db
    .update(registryFileRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(registryFileRuns.id, runId));
}

/** In the admin's words, without the address or anything the server answered. */
function downloadError(error: unknown): string {
  if (error instanceof DownloadFailure) return wordsIn('en', error.words);
  if (outboundErrorIn(error)?.kind === 'refused')
    return wordsIn('en', errorMessage('registryFile.downloadAddressRefused'));
  return wordsIn('en', errorMessage('registryFile.downloadBroken'));
}
