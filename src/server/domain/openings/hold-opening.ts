// Holding a published opening for the family that asked for it: one UPDATE whose condition is the
// rule, so two families asking at once cannot both win (the second finds it held and gets nothing).
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { holdEndsAt } from '@shared/rules/opening-hold';
import type { DbOrTx } from '../../db/client';
import { providerOpenings, type ProviderOpeningRow } from '../../db/schema';

/**
 * An opening families are offered: still ahead, a time rather than only a first day, and held for
 * no request (a hold past its end counts as free even before the release job has run). A booked
 * opening keeps its request and no end: never offered again.
 */
export function openingOfferedSql(now: Date): SQL {
  return and(
    gt(providerOpenings.startsAt, now),
    or(
      isNull(providerOpenings.heldByRequestId),
      and(sql`${providerOpenings.heldUntil} IS NOT NULL`, lte(providerOpenings.heldUntil, now)),
    ),
  )!;
}

/** The opening, when it is a specific time still ahead: what a family may ask for. */
export async function findUpcomingOpening(
  db: DbOrTx,
  openingId: string,
  now: Date,
): Promise<ProviderOpeningRow | undefined> {
  const [row] = await db
    .select()
    .from(providerOpenings)
    .where(and(eq(providerOpenings.id, openingId), gt(providerOpenings.startsAt, now)));
  return row;
}

/** Holds the opening for the request; undefined when it is no longer offered (taken, or past). */
export async function holdOpening(
  db: DbOrTx,
  openingId: string,
  requestId: string,
  now: Date,
): Promise<ProviderOpeningRow | undefined> {
  const [held] = await db
    .update(providerOpenings)
    .set({ heldByRequestId: requestId, heldUntil: holdEndsAt(now), updatedAt: now })
    .where(
      and(
        eq(providerOpenings.id, openingId),
        eq(providerOpenings.fromOnly, false),
        openingOfferedSql(now),
      ),
    )
    .returning();
  return held;
}

/**
 * The clinic confirmed the time: the opening stays with the request for good (no end to the
 * hold), so it is offered to nobody again. Undefined when the request no longer holds it.
 */
export async function bookHeldOpening(
  db: DbOrTx,
  requestId: string,
  now: Date,
): Promise<ProviderOpeningRow | undefined> {
  const [booked] = await db
    .update(providerOpenings)
    .set({ heldUntil: null, updatedAt: now })
    .where(
      and(
        eq(providerOpenings.heldByRequestId, requestId),
        sql`${providerOpenings.heldUntil} IS NOT NULL`,
      ),
    )
    .returning();
  return booked;
}

/** The opening the request holds (not yet booked), if any. */
export async function heldOpeningOf(
  db: DbOrTx,
  requestId: string,
): Promise<ProviderOpeningRow | undefined> {
  const [row] = await db
    .select()
    .from(providerOpenings)
    .where(
      and(
        eq(providerOpenings.heldByRequestId, requestId),
        sql`${providerOpenings.heldUntil} IS NOT NULL`,
      ),
    );
  return row;
}
