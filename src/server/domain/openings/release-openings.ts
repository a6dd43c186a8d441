// Giving a held opening back to every family: when the clinic declines the time, when the hold
// runs out unanswered, or when the family withdraws the request that held it.
import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerOpenings, type ProviderOpeningRow } from '../../db/schema';

/**
 * Releases the opening the request holds, while the hold lasts; undefined when it holds none.
 * Called only on requests not booked (a booked request's link no longer answers).
 */
export const releaseHold = (db: DbOrTx, requestId: string, now: Date) =>
  releaseWhere(db, requestId, now, gt(providerOpenings.heldUntil, now));

/** Releases the request's hold only if it has run out by `now`: the clinic did not answer in time. */
export const releaseExpiredHold = (db: DbOrTx, requestId: string, now: Date) =>
  releaseWhere(db, requestId, now, lte(providerOpenings.heldUntil, now));

async function releaseWhere(
  db: DbOrTx,
  requestId: string,
  now: Date,
  holdIs: SQL,
): Promise<ProviderOpeningRow | undefined> {
  const [released] = await db
    .update(providerOpenings)
    .set({ heldByRequestId: null, heldUntil: null, updatedAt: now })
    .where(and(eq(providerOpenings.heldByRequestId, requestId), holdIs))
    .returning();
  return released;
}

/**
 * The family withdrew these requests: whatever opening they held or booked is offered again
 * (ones already past are never offered, whatever their hold).
 */
export async function releaseOpeningsOf(
  db: DbOrTx,
  requestIds: readonly string[],
  now: Date,
): Promise<void> {
  if (requestIds.length === 0) return;
  await db
    .update(providerOpenings)
    .set({ heldByRequestId: null, heldUntil: null, updatedAt: now })
    .where(inArray(providerOpenings.heldByRequestId, [...requestIds]));
}
