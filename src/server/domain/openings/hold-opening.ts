// Holding a published opening for the family that asked for it: one UPDATE whose condition is the
// rule, so two families asking at once cannot both win (the second finds it held and gets nothing).
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { holdEndsAt } from '@shared/rules/opening-hold';
import type { DbOrTx } from '../../db/client';
import { providerOpenings, type ProviderOpeningRow } from '../../db/schema';

/**
 * An opening families are offered: still ahead, and held for no request, or held past the hold's
 * end (free again even before the release job has run). A booked opening is held until it starts,
 * so it is never offered again.
 */
export function openingOfferedSql(now: Date): SQL {
  return and(
    gt(providerOpenings.startsAt, now),
    or(
      isNull(providerOpenings.heldByRequestId),
      isNull(providerOpenings.heldUntil),
      lte(providerOpenings.heldUntil, now),
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
 * The clinic confirmed the time: the opening stays with the request until the appointment is
 * over, so it is offered to nobody again. Undefined when the request no longer holds it.
 */
export async function bookHeldOpening(
  db: DbOrTx,
  requestId: string,
  now: Date,
): Promise<ProviderOpeningRow | undefined> {
  const [booked] = await db
    .update(providerOpenings)
    .set({
      heldUntil: sql`coalesce(${providerOpenings.endsAt}, ${providerOpenings.startsAt})`,
      updatedAt: now,
    })
    .where(
      and(eq(providerOpenings.heldByRequestId, requestId), gt(providerOpenings.heldUntil, now)),
    )
    .returning();
  return booked;
}

/** The opening the request holds (or booked), if any. */
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

/** The provider's specific times families may ask for now, soonest first. */
export async function offeredOpenings(
  db: DbOrTx,
  providerId: string,
  now: Date,
  limit: number,
): Promise<ProviderOpeningRow[]> {
  return db
    .select()
    .from(providerOpenings)
    .where(
      and(
        eq(providerOpenings.providerId, providerId),
        eq(providerOpenings.fromOnly, false),
        openingOfferedSql(now),
      ),
    )
    .orderBy(providerOpenings.startsAt)
    .limit(limit);
}
