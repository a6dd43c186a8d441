import { and, asc, count, gte, lte, sql, type SQL } from 'drizzle-orm';
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
    throw new AppError('invalid_input', 'is not a valid cursor', 'cursor');
  return Number(cursor);
};

/**
 * A page of the list view, in the chosen order, with what depends on the family. Without
 * `counted` the total is left at 0, for callers that only want the rows.
 */
export async function searchProviders(
  db: Db,
  query: ProviderListQuery,
  family: FamilyContext,
  { counted = true }: { counted?: boolean } = {},
): Promise<ProviderPage> {
  const offset = decodeCursor(query.cursor);
  const where = providerConditions(query, family);
  const distance = distanceMilesSql(family);
  const sort = query.sort === 'distance' && !family.home ? 'name' : query.sort;
  const order = {
    name: [asc(providers.name), asc(providers.id)],
    // The best known wait (reported, else observed, else listed; unknown last), then nearest.
    soonest: [
      sql`${waitDaysSql} ASC NULLS LAST`,
      sql`${distance} ASC NULLS LAST`,
      asc(providers.name),
      asc(providers.id),
    ],
    distance: [sql`${distance} ASC NULLS LAST`, asc(providers.name), asc(providers.id)],
  }[sort];

  const select = (extra?: SQL) =>
    db
      .select({
        ...providerColumns,
        matchesInsurance: matchesInsuranceSql(family),
        distanceMiles: distance,
      })
      .from(providers)
      .where(extra ? and(where, extra) : where)
      .orderBy(...order)
      .limit(query.limit + 1)
      .offset(offset);

  const [rows, [totalRow]] = await Promise.all([
    sort === 'distance' && family.home ? nearestFirst(select, family.home, query.limit) : select(),
    counted ? db.select({ total: count() }).from(providers).where(where) : [{ total: 0 }],
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

// Nearest first at national scale: instead of ranking every provider in the country, look in a
// box around home that grows until it holds the page and the page's farthest row is nearer than
// any point outside the box, which makes the page exactly what ranking everyone would give.
const NEAR_BOX_DEGREES = [0.5, 2, 8];
/** Miles per degree of latitude, rounded down, on the sphere distanceMilesSql uses. */
const MILES_PER_DEGREE = 69;

async function nearestFirst<Row extends { distanceMiles: unknown }>(
  select: (extra?: SQL) => Promise<Row[]>,
  home: { latitude: number; longitude: number },
  limit: number,
): Promise<Row[]> {
  const cosine = (degrees: number) => Math.cos((Math.min(89, Math.abs(degrees)) * Math.PI) / 180);
  for (const radius of NEAR_BOX_DEGREES) {
    const halfWidth = radius / cosine(home.latitude);
    // The nearest a point outside the box can be: across its top or bottom edge, or across a
    // side edge at the box's poleward corner, where a degree of longitude is shortest.
    const outside =
      MILES_PER_DEGREE * Math.min(radius, halfWidth * cosine(Math.abs(home.latitude) + radius));
    const rows = await select(
      and(
        gte(providers.latitude, home.latitude - radius),
        lte(providers.latitude, home.latitude + radius),
        gte(providers.longitude, home.longitude - halfWidth),
        lte(providers.longitude, home.longitude + halfWidth),
      ),
    );
    const farthest = rows.at(-1);
    if (rows.length === limit + 1 && Number(farthest!.distanceMiles) < outside) return rows;
  }
  return select();
}
