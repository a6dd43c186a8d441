import { inArray } from 'drizzle-orm';
import type { Bounds } from '@shared/api/provider-query';
import type {
  ProviderCluster,
  ProviderMap,
  ProviderMapQuery,
  ProviderPin,
} from '@shared/api/provider-map';
import { firstViewOf, type MapView } from '@shared/rules/map-view';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';
import { nearbyOf } from './provider-nearby';
import { currentNetworkClaims } from './network-claims';
import { familyOpeningFields, waitColumns } from '@server/domain/openings/next-opening';
import { distanceMilesSql } from './family-columns';
import { someProviderColumns, withFamilyFields } from './provider-fields';
import { alignToCells, gridCells, type Cell } from './search-index/map-grid';
import type { MatchSet } from './search-index/match-sets';
import type { ProviderIndex } from './search-index/provider-index';

/** Up to this many providers in view are sent as markers; more are grouped into clusters. */
export const MAX_PINS = 400;
/** From this zoom (a city) a view with few enough providers shows them all as markers. */
const CLUSTER_BELOW_ZOOM = 9;
const EVERYWHERE: Bounds = { west: -180, south: -90, east: 180, north: 90 };

/** A marker's provider: what its popup shows, no more. */
const pinColumns = (family: FamilyContext) => ({
  ...someProviderColumns([
    'id',
    'name',
    'specialty',
    'addressLine',
    'city',
    'state',
    'zipCode',
    'latitude',
    'longitude',
    'locationApproximate',
    'averageWaitTime',
    'waitSource',
    'waitFamilies',
    'profileImageUrl',
    'phone',
    'requestBy',
    'websiteUrl',
    'acceptingNewPatients',
    'detailsVerifiedAt',
    'telehealth',
    'licenseState',
    'factsReportedAt',
    'listingSaid',
  ]),
  distanceMiles: distanceMilesSql(family),
});

/**
 * What the map shows (docs/decisions/010-search-index-in-memory.md), answered from the search
 * index in one round trip: the extent of every match, and for the view either the providers
 * themselves or, when there are many, grid clusters. Without a view but with the map's size, the
 * server fits the view first (around home, or around every match) and answers for that view, so
 * a new set of filters costs the browser one request. Only the markers' details are read from
 * the database, by id.
 */
export async function providerMap(
  db: Db,
  index: ProviderIndex,
  query: ProviderMapQuery,
  family: FamilyContext,
): Promise<ProviderMap> {
  // Every match, wherever it is: the view only decides which of them are drawn.
  const matches = index.matches({ ...query, bounds: undefined }, family);
  const nearby = nearbyOf(index, matches, query, family);
  let view: MapView | null = null;
  let zoom = query.zoom;
  let bounds = query.bounds;
  if (!bounds && query.width !== undefined && query.height !== undefined) {
    view = firstViewOf(
      { nearby, extent: matches.extent },
      { width: query.width, height: query.height },
    );
    if (view) {
      zoom = view.zoom;
      bounds = view.bounds;
    }
  }
  const shown = inView(index, matches, zoom ?? CLUSTER_BELOW_ZOOM - 1, bounds);
  const pins = await pinsOf(db, index, shown.pinSlots.map(index.idOf, index), family);
  return {
    total: shown.total,
    matching: matches.count,
    known: matches.known,
    extent: matches.extent,
    nearby,
    view,
    clusters: shown.clusters,
    providers: pins,
  };
}

/** The clusters and single providers of one view; `total` adds up what they stand for. */
function inView(
  index: ProviderIndex,
  matches: MatchSet,
  zoom: number,
  bounds: Bounds | undefined,
): { total: number; clusters: ProviderCluster[]; pinSlots: number[] } {
  const box = bounds ?? EVERYWHERE;
  if (zoom >= CLUSTER_BELOW_ZOOM) {
    const visible: number[] = [];
    index.within(box, (slot) => {
      if (matches.slots.has(slot)) visible.push(slot);
    });
    if (visible.length <= MAX_PINS)
      return { total: visible.length, clusters: [], pinSlots: visible };
    // Too many to show one by one: whole cells around the view, so edge clusters count fully.
    const cells = gridCells(index, zoom, (visit) =>
      index.within(alignToCells(box, zoom), (slot) => {
        if (matches.slots.has(slot)) visit(slot);
      }),
    );
    return split(cells, box);
  }
  // A city or wider: the cells of every match at this zoom, computed once per set of filters
  // and zoom, whatever part of the map is in view.
  const memoKey = `cells:${zoom}`;
  let cells = matches.memo.get(memoKey) as Cell[] | undefined;
  if (!cells) {
    cells = gridCells(index, zoom, (visit) => matches.slots.forEach(visit));
    matches.memo.set(memoKey, cells);
  }
  return split(cells, box);
}

/** The cells whose centre is in view: clusters, and the single providers as markers. */
function split(cells: Cell[], box: Bounds) {
  const clusters: ProviderCluster[] = [];
  const pinSlots: number[] = [];
  let total = 0;
  for (const cell of cells) {
    if (
      cell.latitude < box.south ||
      cell.latitude > box.north ||
      cell.longitude < box.west ||
      cell.longitude > box.east
    ) {
      continue;
    }
    total += cell.count;
    if (cell.count === 1) pinSlots.push(cell.slot);
    else {
      clusters.push({
        latitude: cell.latitude,
        longitude: cell.longitude,
        count: cell.count,
        bounds: cell.bounds,
      });
    }
  }
  return { total, clusters, pinSlots };
}

/** The markers' details, by primary key, in name order. */
async function pinsOf(
  db: Db,
  index: ProviderIndex,
  ids: string[],
  family: FamilyContext,
): Promise<ProviderPin[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...pinColumns(family), ...waitColumns })
    .from(providers)
    .where(inArray(providers.id, ids));
  // Only the family's own plan network's claims can say its directory lists no new patients.
  const claims = family.network ? await currentNetworkClaims(db, ids) : new Map();
  const openings = await familyOpeningFields(db, rows, claims, family.network, {
    saidOf: (id) => index.saidOf(id),
  });
  return rows
    .map(({ observedDays: _observed, reportedDays: _reported, listedDays: _listed, ...row }) => ({
      ...withFamilyFields({ ...row, matchesInsurance: index.takes(row.id, family) }),
      ...openings.get(row.id)!,
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}
