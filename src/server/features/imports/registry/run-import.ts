import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { importRuns } from '@server/db/schema';
import { recordAudit } from '@server/domain/audit/audit';
import { jobAttempts } from '@server/lib/jobs';
import { importJobKey } from './import-lock';
import { fetchStateProviders } from './nppes/fetch-state-providers';
import { dropKeptPages, keepingPages } from './nppes/kept-pages';
import { RegistryError, type RegistryClient } from './nppes/nppes-client';
import { saveFailedState, saveState } from './save-state';

/**
 * An import job is claimed at most this many times. The registry client already retries its own
 * calls, so a job that still throws (the database went away, the process died) is resumed from the
 * states it has finished, twice; after that the run is marked failed instead of retried blindly.
 */
export const IMPORT_MAX_ATTEMPTS = 3;

/** One import run; `city` narrows a single-state import ('' for the whole state). */
export interface ImportJob {
  runId: string;
  city: string;
}

export async function runImport(
  db: Db,
  client: RegistryClient,
  { runId, city }: ImportJob,
): Promise<void> {
  const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
  const attempts = await jobAttempts(db, importJobKey(runId));
  if (attempts > IMPORT_MAX_ATTEMPTS) return finishRun(db, runId, {}, 'import was interrupted');

  await db.update(importRuns).set({ status: 'running' }).where(eq(importRuns.id, runId));
  const perState: Record<string, unknown> = {};
  // The runner keeps this job's lease alive however long a state takes; pages fetched before an
  // interruption are read back on the next attempt.
  const registry = keepingPages(db, runId, client);
  try {
    for (const state of run.states) {
      if (run.statesDone.includes(state)) continue;
      perState[state] = await importState(db, registry, run, state, city);
    }
  } catch (error) {
    if (attempts < IMPORT_MAX_ATTEMPTS) throw error;
    return finishRun(db, runId, perState, 'import was interrupted');
  }
  await finishRun(db, runId, perState);
}

async function importState(
  db: Db,
  client: RegistryClient,
  run: { id: string; limitPerState: number },
  state: string,
  city: string,
): Promise<Record<string, unknown>> {
  let fetched;
  try {
    fetched = await fetchStateProviders(
      client,
      { state, city, limit: run.limitPerState },
      new Date(),
    );
  } catch (error) {
    // The registry failed this state (after the client's retries): record it by name, go on.
    const reason = error instanceof RegistryError ? error.message : 'registry answer not usable';
    await saveFailedState(db, run.id, state, reason);
    return { failed: reason };
  }
  try {
    const saved = await saveState(db, run.id, state, fetched.rows, fetched.deactivated);
    return {
      ...saved,
      skipped: fetched.skipped,
      deactivated: fetched.deactivated,
      truncated: fetched.truncated,
    };
  } catch {
    // The state's transaction rolled back. If the database itself is gone, recording the failure
    // throws too, and the job is retried (resumed) later; otherwise only this state is lost.
    await saveFailedState(db, run.id, state, 'the providers could not be saved');
    return { failed: 'not saved' };
  }
}

/** Final status: succeeded, partial (some states failed) or failed (all did); audited. */
async function finishRun(
  db: Db,
  runId: string,
  perState: Record<string, unknown>,
  interrupted?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
    const left = run.states.filter((s) => !run.statesDone.includes(s));
    const failedStates = [
      ...run.failedStates,
      ...left.map((state) => ({ state, error: interrupted ?? 'not imported' })),
    ];
    const status =
      failedStates.length === 0
        ? 'succeeded'
        : failedStates.length >= run.states.length
          ? 'failed'
          : 'partial';
    await tx
      .update(importRuns)
      .set({ status, failedStates, statesDone: run.states, finishedAt: new Date() })
      .where(eq(importRuns.id, runId));
    await recordAudit(tx, {
      actorUserId: run.startedBy,
      action: 'import_finished',
      subject: runId,
      details: { status, states: run.states, imported: run.imported, failedStates, perState },
    });
    await dropKeptPages(tx, runId);
  });
}
