import { and, asc, count, max, min, sql, type SQL } from 'drizzle-orm';
import type {
  ProviderCluster,
  ProviderMap,
  ProviderMapQuery,
  ProviderPin,
} from '@shared/api/providers';
import { queryRows, type Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import { waitDaysSql, waitSourceSql } from '@server/lib/provider-wait';
import type { FamilyContext } from './family-context';
import { nearbyOf } from './provider-nearby';
import { distanceMilesSql, matchesInsuranceSql, providerConditions } from './provider-conditions';
import { isoOrNull, roundMiles } from './provider-fields';

/** Up to this many providers in view are sent as markers; more are grouped into clusters. */
export const MAX_PINS = 400;
/** From this zoom (a city) a view with few enough providers shows them all as markers. */
const CLUSTER_BELOW_ZOOM = 9;
/** Grid cells per 256 px tile: a cluster stands for about 85 px of screen. */
const CELLS_PER_TILE = 3;

const pinColumns = (family: FamilyContext) => ({
  id: providers.id,
  name: providers.name,
  specialty: providers.specialty,
  city: providers.city,
  state: providers.state,
  latitude: providers.latitude,
  longitude: providers.longitude,
  averageWaitTime: waitDaysSql,
  waitSource: waitSourceSql,
  profileImageUrl: providers.profileImageUrl,
  phone: providers.phone,
  websiteUrl: providers.websiteUrl,
  acceptingNewPatients: providers.acceptingNewPatients,
  detailsVerifiedAt: providers.detailsVerifiedAt,
  matchesInsurance: matchesInsuranceSql(family),
  distanceMiles: distanceMilesSql(family),
});

type PinRow = Omit<ProviderPin, 'distanceMiles' | 'detailsVerifiedAt'> & {
  distanceMiles: number | string | null;
  detailsVerifiedAt: Date | null;
};
const toPin = (row: PinRow): ProviderPin => ({
  ...row,
  detailsVerifiedAt: isoOrNull(row.detailsVerifiedAt),
  matchesInsurance: Boolean(row.matchesInsurance),
  distanceMiles: roundMiles(row.distanceMiles === null ? null : Number(row.distanceMiles)),
});

/**
 * What the map shows: the extent of every match (for fitting), and inside the view either the
 * providers themselves or, when there are many, grid clusters computed by the database so that
 * the browser never receives the national directory.
 */
export async function providerMap(
  db: Db,
  query: ProviderMapQuery,
  family: FamilyContext,
): Promise<ProviderMap> {
  const inView = providerConditions(query, family);
  // Without bounds the view is everywhere, and its extent falls out of the clusters below: one
  // scan instead of two for the first load and every filter change.
  const extentQuery = query.bounds
    ? extentOf(db, providerConditions({ ...query, bounds: undefined }, family))
    : undefined;

  if (query.zoom >= CLUSTER_BELOW_ZOOM) {
    const [viewRow] = await db.select({ total: count() }).from(providers).where(inView);
    const total = viewRow?.total ?? 0;
    if (total <= MAX_PINS) {
      const rows = await db
        .select(pinColumns(family))
        .from(providers)
        .where(inView)
        .orderBy(asc(providers.name));
      const extent = extentQuery ? await extentQuery : boxAround(rows);
      const nearby = await nearbyOf(db, query, family);
      return { total, extent, nearby, clusters: [], providers: rows.map(toPin) };
    }
  }

  const cell = 360 / 2 ** query.zoom / CELLS_PER_TILE;
  const gx = sql`floor(${providers.longitude} / ${cell}::double precision)::int`;
  const gy = sql`floor(${providers.latitude} / ${cell}::double precision)::int`;
  const cells = await queryRows<{
    gx: number;
    gy: number;
    n: number | string;
    latitude: number;
    longitude: number;
    south: number;
    north: number;
    west: number;
    east: number;
  }>(
    db,
    sql`SELECT ${gx} AS gx, ${gy} AS gy, count(*) AS n,
          avg(${providers.latitude}) AS latitude, avg(${providers.longitude}) AS longitude,
          min(${providers.latitude}) AS south, max(${providers.latitude}) AS north,
          min(${providers.longitude}) AS west, max(${providers.longitude}) AS east
        FROM ${providers} WHERE ${inView ?? sql`true`}
        GROUP BY 1, 2`,
  );

  const clusters: ProviderCluster[] = [];
  const singleCells: SQL[] = [];
  for (const c of cells) {
    if (Number(c.n) === 1) singleCells.push(sql`(${Number(c.gx)}, ${Number(c.gy)})`);
    else {
      clusters.push({
        latitude: Number(c.latitude),
        longitude: Number(c.longitude),
        count: Number(c.n),
        bounds: {
          west: Number(c.west),
          south: Number(c.south),
          east: Number(c.east),
          north: Number(c.north),
        },
      });
    }
  }
  // A cell holding one provider shows that provider; fetched by cell so the aggregate above
  // does not have to carry ids.
  const pins = singleCells.length
    ? await db
        .select(pinColumns(family))
        .from(providers)
        .where(and(inView, sql`(${gx}, ${gy}) IN (${sql.join(singleCells, sql`, `)})`))
    : [];
  const total = cells.reduce((sum, c) => sum + Number(c.n), 0);
  const extent = extentQuery ? await extentQuery : unionOfCells(cells);
  const nearby = await nearbyOf(db, query, family);
  return { total, extent, nearby, clusters, providers: pins.map(toPin) };
}

type Box = NonNullable<ProviderMap['extent']>;

async function extentOf(db: Db, where: SQL | undefined): Promise<Box | null> {
  const [row] = await db
    .select({
      total: count(),
      south: min(providers.latitude),
      north: max(providers.latitude),
      west: min(providers.longitude),
      east: max(providers.longitude),
    })
    .from(providers)
    .where(where);
  return row && row.total > 0
    ? { west: row.west!, south: row.south!, east: row.east!, north: row.north! }
    : null;
}

function boxAround(points: { latitude: number; longitude: number }[]): Box | null {
  if (points.length === 0) return null;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

function unionOfCells(
  cells: { south: number; north: number; west: number; east: number }[],
): Box | null {
  if (cells.length === 0) return null;
  return {
    west: Math.min(...cells.map((c) => Number(c.west))),
    south: Math.min(...cells.map((c) => Number(c.south))),
    east: Math.max(...cells.map((c) => Number(c.east))),
    north: Math.max(...cells.map((c) => Number(c.north))),
  };
}
