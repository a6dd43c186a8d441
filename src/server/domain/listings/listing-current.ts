// A clinic's listing counts as current while the clinic has confirmed or changed it within the last
// 60 days (docs/product.md#what-a-clinic-keeps): after that, families are told it is not confirmed
// and its word no longer decides anything by itself.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { listingFields } from '../../db/schema';

export const LISTING_CURRENT_DAYS = 60;

/** When the clinic last confirmed or changed the listing of `providerId`; NULL: never. */
export const listingConfirmedAtSql = (providerId: AnyPgColumn | SQL): SQL<Date | null> =>
  sql<Date | null>`(SELECT max(${listingFields.saidAt}) FROM ${listingFields} WHERE ${listingFields.providerId} = ${providerId})`;

/** True while the listing is current at `now`. */
export const listingCurrentSql = (providerId: AnyPgColumn | SQL, now: Date): SQL<boolean> =>
  sql<boolean>`coalesce(${listingConfirmedAtSql(providerId)} > ${now.toISOString()}::timestamptz - make_interval(days => ${LISTING_CURRENT_DAYS}), false)`;

/** The same rule for a confirmation time already read. */
export const isListingCurrent = (confirmedAt: Date | null, now: Date): boolean =>
  confirmedAt !== null && now.getTime() - confirmedAt.getTime() < LISTING_CURRENT_DAYS * 86_400_000;
