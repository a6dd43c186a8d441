import type { ProviderMap, ProviderMapQuery } from '@shared/api/provider-map';
import type { FamilyContext } from './family-context';
import type { MatchSet } from './search-index/match-sets';
import type { ProviderIndex } from './search-index/provider-index';
import { nearestTo } from './search-index/ranking';

/** The map opens on home widened until it holds this many of the nearest matching providers. */
export const NEARBY_COUNT = 5;

/**
 * Where the map opens for a family with a ZIP code (docs/product.md#map): a box centred on home
 * that holds the nearest matching providers. Only for the request without bounds, and not for a
 * state or a text search, which name a place or a provider of their own to fit.
 */
export function nearbyOf(
  index: ProviderIndex,
  matches: MatchSet,
  query: ProviderMapQuery,
  family: FamilyContext,
): ProviderMap['nearby'] {
  const home = family.home;
  if (!home || query.bounds || query.state || query.q?.trim()) return null;
  const nearest = nearestTo(index, matches, home, NEARBY_COUNT);
  if (nearest.length === 0) return null;
  const halfHeight = Math.max(
    ...nearest.map((slot) => Math.abs(index.latitudeOf(slot) - home.latitude)),
  );
  const halfWidth = Math.max(
    ...nearest.map((slot) => Math.abs(index.longitudeOf(slot) - home.longitude)),
  );
  return {
    home,
    box: {
      west: Math.max(-180, home.longitude - halfWidth),
      south: Math.max(-90, home.latitude - halfHeight),
      east: Math.min(180, home.longitude + halfWidth),
      north: Math.min(90, home.latitude + halfHeight),
    },
  };
}
