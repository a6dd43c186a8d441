import { and, eq, gt, isNotNull, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerOpenings } from '../../db/schema';
import { refreshProviderOpenings } from '../openings/next-opening';
import type { KeptSlot } from './full-read';

const INSERT_BATCH = 5000;
/** Beyond this many providers, every instance reloads its search index rather than read each. */
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
    // One JSON parameter per batch rather than nine per row: storing 100,000 slots takes less than
    // half as long, and the embedded database's one connection is held for all of it.
    const rows = JSON.stringify(
      batch.map((slot) => ({
        provider_id: slot.providerId,
        service: slot.service,
        starts_at: slot.startsAt.toISOString(),
        ends_at: slot.endsAt?.toISOString() ?? null,
        booking_url: slot.bookingUrl,
        booking_phone: slot.bookingPhone,
        external_id: slot.externalId,
      })),
    );
    await tx.execute(sql`
      INSERT INTO ${providerOpenings} (provider_id, source, service, starts_at, ends_at,
        booking_url, booking_phone, scheduling_link_id, external_id)
      SELECT r.provider_id, 'scheduling'::opening_source, r.service, r.starts_at, r.ends_at,
        r.booking_url, r.booking_phone, ${linkId}::uuid, r.external_id
      FROM jsonb_to_recordset(${rows}::jsonb) AS r(provider_id uuid, service text,
        starts_at timestamptz, ends_at timestamptz, booking_url text, booking_phone text,
        external_id text)
      -- A held opening keeps its row; the same Slot read again is already there.
      ON CONFLICT (scheduling_link_id, external_id) DO NOTHING`);
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
  await refreshProviderOpenings(tx, providerIds.size > MOST_IDS_LISTED ? 'all' : [...providerIds]);
}
