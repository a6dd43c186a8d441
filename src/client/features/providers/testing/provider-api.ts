import type { BasketItem } from '@shared/api/care-basket';
import type { Profile } from '@shared/api/profile';
import { type ProviderResult } from '@shared/api/providers';
import { providerFilterSchema, providerListQuerySchema } from '@shared/api/provider-query';
import { knownFactsOf, providerMatches } from '@shared/rules/provider-filter';
import { filterQueryObject } from '@shared/rules/search-params';
import { buildBasketItem, facetsOf } from './fixtures';
import { buildProfile } from '../../../../../tests/support/profile-fixtures';
import type { Recorded, Reply } from '../../../../../tests/support/test-api';

/** What the test API holds; each test sets it afresh. */
export interface ProviderWorld {
  directory: ProviderResult[];
  /** The parts of the profile the provider pages read; the child's age and note stay empty. */
  profile: Pick<Profile, 'insuranceType' | 'desiredServices' | 'zipCode'>;
  basket: BasketItem[];
  /** The server picks the page size; small values exercise 'Show more'. */
  pageSize: number;
}

/**
 * Answers like the server's contract: GET /api/providers (filtered by providerMatches from
 * src/shared/rules, paged by cursor), the map's count, /api/providers/facets, /api/profile and the
 * care basket.
 */
export function providerApi(world: ProviderWorld) {
  return ({ method, path, query, body }: Recorded): Reply => {
    const { directory } = world;
    if (path === '/api/profile') {
      const profile = buildProfile(world.profile);
      return { status: 200, body: profile };
    }
    if (path === '/api/providers/facets') return { status: 200, body: facetsOf(directory) };
    if (path === '/api/providers') {
      const filter = providerListQuerySchema.parse(filterQueryObject(query));
      const found = directory.filter((p) =>
        providerMatches(p, filter, world.profile.insuranceType),
      );
      const start = Number(filter.cursor ?? 0);
      const end = start + world.pageSize;
      return {
        status: 200,
        body: {
          providers: found.slice(start, end),
          nextCursor: end < found.length ? String(end) : null,
          total: found.length,
          known: knownFactsOf(found, filter),
        },
      };
    }
    if (path === '/api/providers/map') {
      // The page reads the map's count from here; the map itself is replaced in these tests.
      const filter = providerFilterSchema.parse(filterQueryObject(query));
      const found = directory.filter((p) =>
        providerMatches(p, filter, world.profile.insuranceType),
      );
      return {
        status: 200,
        body: {
          total: found.length,
          matching: found.length,
          known: knownFactsOf(found, filter),
          extent: null,
          nearby: null,
          view: null,
          clusters: [],
          providers: [],
        },
      };
    }
    if (path === '/api/care-basket' && method === 'GET') return { status: 200, body: world.basket };
    if (path === '/api/care-basket' && method === 'POST') {
      const { providerId } = body as { providerId: string };
      const provider = directory.find((p) => p.id === providerId);
      if (!provider)
        return { status: 404, body: { code: 'not_found', message: 'No such provider' } };
      if (world.basket.some((item) => item.provider.id === providerId)) {
        return {
          status: 409,
          body: { code: 'already_in_basket', message: 'Already in the basket' },
        };
      }
      const item = buildBasketItem(provider, world.basket.length);
      world.basket = [...world.basket, item];
      return { status: 201, body: item };
    }
    if (method === 'DELETE' && path.startsWith('/api/care-basket/')) {
      world.basket = world.basket.filter((item) => item.id !== path.split('/').pop());
      return { status: 204 };
    }
    return { status: 404, body: { code: 'not_found', message: 'Not found' } };
  };
}
