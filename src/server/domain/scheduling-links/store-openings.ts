import { and, eq, gt, isNotNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerOpenings } from '../../db/schema';
import type { KeptSlot } from './read-publisher';

const INSERT_BATCH = 1000;
/** The search index's channel, and how many ids one announcement carries (far below 8000 bytes). */
const PROVIDER_CHANGES_CHANNEL = 'provider_changes';
const IDS_PER_NOTICE = 150;
const MOST_IDS_LISTED = 2000;

/** Openings held for a family's request right now: a read never takes them away. */
const heldAt = (now: Date) =>
  and(isNotNull(providerOpenings.heldByRequestId), gt(providerOpenings.heldUntil, now));

/**
 * Makes a link's openings what its publisher lists now (call inside a transaction): a slot
 * turned busy or a location removed disappears, except an opening a family's request holds.
 * Returns the providers whose openings may have changed.
 */
export async function replaceLinkOpenings(
  tx: DbOrTx,
  linkId: string,
  slots: readonly KeptSlot[],
  now: Date,
): Promise<Set<string>> {
  const before = await tx
    .selectDistinct({ providerId: providerOpenings.providerId })
    .from(providerOpenings)
    .where(eq(providerOpenings.schedulingLinkId, linkId));
  const touched = new Set(before.map((row) => row.providerId));
  await tx
    .delete(providerOpenings)
    .where(and(eq(providerOpenings.schedulingLinkId, linkId), not(heldAt(now)!)));
  for (let i = 0; i < slots.length; i += INSERT_BATCH) {
    const batch = slots.slice(i, i + INSERT_BATCH);
    for (const slot of batch) touched.add(slot.providerId);
    await tx
      .insert(providerOpenings)
      .values(
        batch.map((slot) => ({
          providerId: slot.providerId,
          source: 'scheduling' as const,
          service: slot.service,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          bookingUrl: slot.bookingUrl,
          bookingPhone: slot.bookingPhone,
          schedulingLinkId: linkId,
          externalId: slot.externalId,
        })),
      )
      // A held opening keeps its row; the same Slot read again is already there.
      .onConflictDoNothing({
        target: [providerOpenings.schedulingLinkId, providerOpenings.externalId],
      });
  }
  return touched;
}

/**
 * Tells every instance's search index that these providers changed (delivered on commit), as the
 * providers table's own trigger does for edits of a provider.
 */
export async function announceProviderChanges(
  tx: DbOrTx,
  providerIds: ReadonlySet<string>,
): Promise<void> {
  const ids = [...providerIds];
  if (ids.length > MOST_IDS_LISTED) {
    await tx.execute(sql`SELECT pg_notify(${PROVIDER_CHANGES_CHANNEL}, '*')`);
    return;
  }
  for (let i = 0; i < ids.length; i += IDS_PER_NOTICE) {
    const payload = ids.slice(i, i + IDS_PER_NOTICE).join(',');
    await tx.execute(sql`SELECT pg_notify(${PROVIDER_CHANGES_CHANNEL}, ${payload})`);
  }
}
