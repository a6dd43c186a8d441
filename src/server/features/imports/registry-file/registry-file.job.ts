import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '@server/db/client';
import { registryFileRuns } from '@server/db/schema';
import { enqueueJob, defineJob } from '@server/lib/jobs';
import { importRegistryFile, type RegistryFileDeps } from './import-registry-file';

/**
 * One start or resume of a registry file run: the download if the run names a URL, then the
 * import. A job cut off by a crash is claimed again once its lease runs out and goes on from the
 * run's last committed batch.
 */
export const registryFileJob = defineJob({
  kind: 'registry-file',
  // A quarter of an hour of reading: beside the registry and payer imports, not behind them.
  lane: 'files',
  payload: z.object({ runId: z.uuid() }),
  handle: async (
    payload,
    deps: { db: Db; signal?: AbortSignal; registryFiles: RegistryFileDeps },
  ) => {
    const ended = await importRegistryFile(deps.db, payload.runId, deps.registryFiles, deps.signal);
    if (ended === 'cut short') await requeueRegistryFileRun(deps.db, payload.runId);
  },
});

/**
 * The server stopped a run midway: unless an admin paused it meanwhile, it waits as queued (a
 * download as downloading) with a new job, which the next start takes up from its last committed
 * batch or byte.
 */
async function requeueRegistryFileRun(db: Db, runId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx
      .select({ status: registryFileRuns.status })
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, runId))
      .for('update');
    if (!run || run.status === 'paused' || run.status === 'succeeded' || run.status === 'failed')
      return;
    if (run.status === 'running')
      await tx
        .update(registryFileRuns)
        .set({ status: 'queued' })
        .where(eq(registryFileRuns.id, runId));
    await enqueueRegistryFileJob(tx, runId);
  });
}

/** The jobs of one run; each start or resume has its own, since the one before is done. */
export const registryFileJobKeyPrefix = (runId: string) => `registry-file:${runId}:`;

/** Queues the job that (downloads and) imports the run, now. */
export async function enqueueRegistryFileJob(db: DbOrTx, runId: string): Promise<void> {
  await enqueueJob(db, registryFileJob, {
    key: `${registryFileJobKeyPrefix(runId)}${randomUUID()}`,
    payload: { runId },
    runAt: new Date(),
  });
}
