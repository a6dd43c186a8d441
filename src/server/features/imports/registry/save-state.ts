import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { importRuns, providers } from '@server/db/schema';
import { ON_CONFLICT_SET } from '@server/domain/registry/registry-upsert';
import type { RegistryProvider } from '@server/domain/registry/registry-provider-row';

// One state's providers commit as a whole, together with the run's progress, so a crash leaves
// either the whole state (and `statesDone` saying so) or none of it.

export interface SavedState {
  inserted: number;
  updated: number;
  /** Providers removed first (clearExisting on the run's first successful state). */
  removed: number;
}

/**
 * Saves one state of a run, counting the deactivated NPIs left out of it; a state already saved (a
 * resumed run) is left alone.
 */
export async function saveState(
  db: Db,
  runId: string,
  state: string,
  rows: RegistryProvider[],
  deactivated = 0,
): Promise<SavedState | null> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
    if (!run || run.statesDone.includes(state)) return null;

    // clearExisting empties the table together with the first state that succeeds, so a run whose
    // every state fails leaves the previous data intact (docs/product.md#all-or-nothing).
    const failed = new Set(run.failedStates.map((f) => f.state));
    const firstSuccess = run.statesDone.every((s) => failed.has(s));
    const removed =
      run.clearExisting && firstSuccess
        ? (await tx.delete(providers).returning({ id: providers.id })).length
        : 0;

    let inserted = 0;
    for (let start = 0; start < rows.length; start += 100) {
      const result = await tx
        .insert(providers)
        .values(rows.slice(start, start + 100))
        .onConflictDoUpdate({ target: providers.npiNumber, set: ON_CONFLICT_SET })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      inserted += result.filter((r) => r.inserted).length;
    }
    await tx
      .update(importRuns)
      .set({
        statesDone: [...run.statesDone, state],
        imported: run.imported + rows.length,
        deactivated: run.deactivated + deactivated,
        status: 'running',
      })
      .where(eq(importRuns.id, runId));
    return { inserted, updated: rows.length - inserted, removed };
  });
}

/** Records a state that failed, by name and reason; the run goes on with the next state. */
export async function saveFailedState(
  db: Db,
  runId: string,
  state: string,
  error: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [run] = await tx.select().from(importRuns).where(eq(importRuns.id, runId)).for('update');
    if (!run || run.statesDone.includes(state)) return;
    await tx
      .update(importRuns)
      .set({
        statesDone: [...run.statesDone, state],
        failedStates: [...run.failedStates, { state, error }],
      })
      .where(eq(importRuns.id, runId));
  });
}
