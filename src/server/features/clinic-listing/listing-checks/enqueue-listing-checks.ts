import { calendarDayOf } from '@shared/api/calendar-date';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { listingCheckLinks, listingStaff, providers } from '@server/db/schema';
import { listingConfirmedAtSql } from '@server/domain/listings/listing-current';
import { enqueueJob } from '@server/lib/jobs';
import { hashToken } from '@server/lib/tokens';
import { CHECK_LINK_DAYS, checkLinkToken } from './check-link';
import { sendListingCheckJob } from './send-listing-check.job';

const DAY_MS = 86_400_000;
/** A listing is asked again this long after its last confirmation, change or e-mail. */
export const CHECK_EVERY_DAYS = 30;

/**
 * Once a month per listing: for each listing with staff that its clinic has not confirmed or
 * changed for 30 days (never confirmed: has had staff for 30 days) and that had no check e-mail in
 * that time, a link per staff address and a job that e-mails them. Links and job are made in one transaction, so a second run finds them.
 */
export async function enqueueListingChecks(db: Db, secret: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - CHECK_EVERY_DAYS * DAY_MS);
  const due = await db
    .selectDistinct({ providerId: listingStaff.providerId })
    .from(listingStaff)
    .innerJoin(providers, eq(providers.id, listingStaff.providerId))
    .where(
      and(
        // A listing never confirmed counts from when its first staff address was added.
        sql`coalesce(${listingConfirmedAtSql(providers.id)}, (SELECT min(${listingStaff.createdAt})
          FROM ${listingStaff} WHERE ${listingStaff.providerId} = ${providers.id}))
          <= ${since.toISOString()}::timestamptz`,
        sql`NOT EXISTS (SELECT 1 FROM ${listingCheckLinks}
          WHERE ${listingCheckLinks.providerId} = ${providers.id}
          AND ${listingCheckLinks.createdAt} > ${since.toISOString()}::timestamptz)`,
      ),
    );
  for (const { providerId } of due) {
    await db.transaction(async (tx) => {
      const addresses = await tx
        .select({ email: listingStaff.email })
        .from(listingStaff)
        .where(eq(listingStaff.providerId, providerId));
      const linkIds: string[] = [];
      for (const { email } of addresses) {
        const id = randomUUID();
        await tx.insert(listingCheckLinks).values({
          id,
          providerId,
          email,
          tokenHash: hashToken(checkLinkToken(secret, id)),
          expiresAt: new Date(now.getTime() + CHECK_LINK_DAYS * DAY_MS),
          createdAt: now,
        });
        linkIds.push(id);
      }
      await enqueueJob(tx, sendListingCheckJob, {
        key: `listing-check:${providerId}:${calendarDayOf(now)}`,
        payload: { linkIds },
        runAt: now,
      });
    });
  }
  return due.length;
}
