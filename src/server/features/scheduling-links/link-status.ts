import { and, count, eq, gt, or } from 'drizzle-orm';
import type { SchedulingLinkStatus } from '@shared/api/scheduling-links';
import type { DbOrTx } from '@server/db/client';
import { providerOpenings, schedulingLinks } from '@server/db/schema';
import { readUnderway } from './schedule-reads';

/** A provider's scheduling link as the admin and clinic pages show it. */
export async function schedulingLinkStatus(
  db: DbOrTx,
  providerId: string,
  now = new Date(),
): Promise<SchedulingLinkStatus> {
  const [connected] = await db
    .select({ id: schedulingLinks.id })
    .from(schedulingLinks)
    .where(eq(schedulingLinks.providerId, providerId));
  if (!connected) return { link: null };
  // Asked before the link's row is read: a read that ends in between is seen as still underway
  // (the page asks once more), never as done with its result missing.
  const reading = await readUnderway(db, connected.id, now);
  const [link] = await db
    .select()
    .from(schedulingLinks)
    .where(eq(schedulingLinks.id, connected.id));
  if (!link) return { link: null };
  const [openings] = await db
    .select({ n: count() })
    .from(providerOpenings)
    .where(
      and(
        eq(providerOpenings.schedulingLinkId, link.id),
        or(gt(providerOpenings.startsAt, now), eq(providerOpenings.fromOnly, true)),
      ),
    );
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    link: {
      url: link.url,
      connectedAt: link.createdAt.toISOString(),
      lastAttemptAt: iso(link.lastAttemptAt),
      lastSuccessAt: iso(link.lastSuccessAt),
      lastOutcome: link.lastOutcome,
      lastFailure: link.lastFailure,
      retryNotBefore: iso(link.retryNotBefore),
      counts: link.counts,
      openings: openings?.n ?? 0,
      reading,
    },
  };
}
