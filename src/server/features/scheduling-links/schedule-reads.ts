import { and, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { schedulingLinks } from '@server/db/schema';
import { enqueueJob, jobUnderway } from '@server/lib/jobs';
import { readSchedulingLinkJob } from './read-scheduling-link.job';

/** How often every connected publisher is read (conditional requests make most reads cheap). */
export const READ_EVERY_MS = 15 * 60_000;

/** Every read of one link, asked for or on the schedule, is queued under a key starting so. */
export const readKeyPrefix = (linkId: string) => `scheduling-link-read:${linkId}:`;

/** Whether a read of the link is due or running now. */
export const readUnderway = (db: DbOrTx, linkId: string, now: Date) =>
  jobUnderway(db, readSchedulingLinkJob.kind, readKeyPrefix(linkId), now);

/** Queues a read of one link now: when it is connected, or pointed at a new address. */
export async function queueReadNow(db: DbOrTx, linkId: string, now: Date): Promise<void> {
  await enqueueJob(db, readSchedulingLinkJob, {
    key: `${readKeyPrefix(linkId)}now:${now.getTime()}`,
    payload: { linkId },
    runAt: now,
  });
}

/**
 * Queues a read of every link not read for READ_EVERY_MS whose Retry-After has passed. The key
 * names the quarter hour, so instances doing this side by side queue each read once.
 */
export async function queueDueReads(db: DbOrTx, now: Date): Promise<number> {
  const due = await db
    .select({ id: schedulingLinks.id })
    .from(schedulingLinks)
    .where(
      and(
        or(
          isNull(schedulingLinks.lastAttemptAt),
          lte(schedulingLinks.lastAttemptAt, new Date(now.getTime() - READ_EVERY_MS)),
        ),
        or(isNull(schedulingLinks.retryNotBefore), lte(schedulingLinks.retryNotBefore, now)),
      ),
    );
  const round = Math.floor(now.getTime() / READ_EVERY_MS);
  for (const { id } of due) {
    await enqueueJob(db, readSchedulingLinkJob, {
      key: `${readKeyPrefix(id)}${round}`,
      payload: { linkId: id },
      runAt: now,
    });
  }
  return due.length;
}
