import { asc, count, sql } from 'drizzle-orm';
import type { ProviderListQuery, ProviderPage } from '@shared/api/providers';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { AppError } from '@server/lib/errors';
import { waitDaysSql } from '@server/lib/provider-wait';
import type { FamilyContext } from './family-context';
import { distanceMilesSql, matchesInsuranceSql, providerConditions } from './provider-conditions';
import { isoOrNull, providerColumns, roundMiles } from './provider-fields';

// The cursor is the offset of the next page; opaque to clients, validated here.
const decodeCursor = (cursor: string | undefined) => {
  if (cursor === undefined) return 0;
  if (!/^\d{1,7}$/.test(cursor))
    throw new AppError('bad_request', 'is not a valid cursor', 'cursor');
  return Number(cursor);
};

/** A page of the list view, in the chosen order, with what depends on the family. */
export async function searchProviders(
  db: Db,
  query: ProviderListQuery,
  family: FamilyContext,
): Promise<ProviderPage> {
  const offset = decodeCursor(query.cursor);
  const where = providerConditions(query, family);
  const distance = distanceMilesSql(family);
  const sort = query.sort === 'distance' && !family.home ? 'name' : query.sort;
  const order = {
    name: [asc(providers.name), asc(providers.id)],
    wait: [sql`${waitDaysSql} ASC NULLS LAST`, asc(providers.name), asc(providers.id)],
    distance: [sql`${distance} ASC NULLS LAST`, asc(providers.name), asc(providers.id)],
  }[sort];

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        ...providerColumns,
        matchesInsurance: matchesInsuranceSql(family),
        distanceMiles: distance,
      })
      .from(providers)
      .where(where)
      .orderBy(...order)
      .limit(query.limit + 1)
      .offset(offset),
    db.select({ total: count() }).from(providers).where(where),
  ]);

  const page = rows.slice(0, query.limit);
  return {
    providers: page.map((row) => ({
      ...row,
      detailsVerifiedAt: isoOrNull(row.detailsVerifiedAt),
      matchesInsurance: Boolean(row.matchesInsurance),
      distanceMiles: roundMiles(row.distanceMiles === null ? null : Number(row.distanceMiles)),
    })),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
    total: totalRow?.total ?? 0,
  };
}
