import type { ProviderMap, ProviderMapQuery } from '@shared/api/providers';
import type { Db } from '@server/db/client';
import type { FamilyContext } from './family-context';
import { searchProviders } from './search-providers';

/** The map opens on home widened until it holds this many of the nearest matching providers. */
export const NEARBY_COUNT = 5;

/**
 * Where the map opens for a family with a ZIP code (docs/product.md#map): a box centred on home
 * that holds the nearest matching providers. Only for the request without bounds, and not for a
 * state or a text search, which name a place or a provider of their own to fit.
 */
export async function nearbyOf(
  db: Db,
  query: ProviderMapQuery,
  family: FamilyContext,
): Promise<ProviderMap['nearby']> {
  const home = family.home;
  if (!home || query.bounds || query.state || query.q?.trim()) return null;
  const { service, insurance, matchingOnly } = query;
  const page = await searchProviders(
    db,
    { service, insurance, matchingOnly, sort: 'distance', limit: NEARBY_COUNT },
    family,
    { counted: false },
  );
  if (page.providers.length === 0) return null;
  const halfHeight = Math.max(...page.providers.map((p) => Math.abs(p.latitude - home.latitude)));
  const halfWidth = Math.max(...page.providers.map((p) => Math.abs(p.longitude - home.longitude)));
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
