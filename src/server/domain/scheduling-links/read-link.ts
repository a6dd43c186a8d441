import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schedulingLinks, users, type SchedulingLinkRow } from '../../db/schema';
import type { AllowedHost } from '../../lib/outbound/allowed-hosts';
import { createOutboundClient } from '../../lib/outbound/outbound-client';
import { listingsKeptBy } from '../listings/listing-access';
import { matchLocations, type WritableListings } from './match-locations';
import { readPublisher, type PublisherRead } from './read-publisher';
import { announceProviderChanges, replaceLinkOpenings } from './store-openings';

/** How reads reach publishers; tests shorten the time limit and lower the cap. */
export interface SchedulingReadSettings {
  allowedHosts: readonly AllowedHost[];
  timeLimitMs?: number;
  maxSlots?: number;
}

/** How a read went: what the publisher said, or 'waiting' when its Retry-After had not passed. */
export type LinkReadOutcome = PublisherRead['kind'] | 'waiting' | 'gone';

/**
 * Reads one link and stores the outcome. A failed read changes nothing but the link's status:
 * the openings of the last good read stay. A 429's Retry-After is honoured: no request before it.
 */
export async function readSchedulingLink(
  db: Db,
  settings: SchedulingReadSettings,
  linkId: string,
  now = new Date(),
): Promise<{ outcome: LinkReadOutcome; linesParsed: number }> {
  const [link] = await db.select().from(schedulingLinks).where(eq(schedulingLinks.id, linkId));
  if (!link) return { outcome: 'gone', linesParsed: 0 };
  if (link.retryNotBefore && link.retryNotBefore > now)
    return { outcome: 'waiting', linesParsed: 0 };

  const writable = await writableListings(db, link);
  const client = createOutboundClient(settings.allowedHosts);
  let read: PublisherRead;
  try {
    read = await readPublisher(link.url, link, {
      client,
      now,
      match: (locations) => matchLocations(db, locations, writable),
      timeLimitMs: settings.timeLimitMs,
      maxSlots: settings.maxSlots,
    });
  } finally {
    await client.close();
  }

  const attempted = { lastAttemptAt: now };
  if (read.kind === 'unchanged') {
    await db
      .update(schedulingLinks)
      .set({ ...attempted, lastOutcome: 'not_modified', lastFailure: null, retryNotBefore: null })
      .where(eq(schedulingLinks.id, link.id));
    return { outcome: read.kind, linesParsed: 0 };
  }
  if (read.kind === 'failed') {
    await db
      .update(schedulingLinks)
      .set({
        ...attempted,
        lastOutcome: 'failed',
        lastFailure: read.failure,
        retryNotBefore: read.retryNotBefore,
      })
      .where(eq(schedulingLinks.id, link.id));
    return { outcome: read.kind, linesParsed: 0 };
  }
  await db.transaction(async (tx) => {
    // Disconnected or pointed elsewhere while it was read: what was read is not this link's.
    const [current] = await tx
      .select({ url: schedulingLinks.url })
      .from(schedulingLinks)
      .where(eq(schedulingLinks.id, link.id))
      .for('update');
    if (current?.url !== link.url) return;
    const touched = await replaceLinkOpenings(tx, link.id, read.slots, now);
    await tx
      .update(schedulingLinks)
      .set({
        ...attempted,
        ...read.state,
        lastSuccessAt: now,
        lastOutcome: 'ok',
        lastFailure: null,
        retryNotBefore: null,
        counts: read.counts,
      })
      .where(eq(schedulingLinks.id, link.id));
    await announceProviderChanges(tx, touched);
  });
  return { outcome: read.kind, linesParsed: read.linesParsed };
}

/**
 * An admin's link may write onto any listing. A clinic's writes onto the listing it was connected
 * for and the other listings its connecting address keeps, so no clinic's publisher can put
 * openings on someone else's listing by naming their NPI or address.
 */
async function writableListings(db: Db, link: SchedulingLinkRow): Promise<WritableListings> {
  if (link.connectedByAdmin) return 'any';
  const writable = new Set([link.providerId]);
  if (!link.connectedBy) return writable;
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, link.connectedBy));
  if (!user?.email || !user.verifiedAt) return writable;
  const kept = await listingsKeptBy(db, user.email);
  if (kept.includes(link.providerId)) for (const id of kept) writable.add(id);
  return writable;
}
