import type { FastifyRequest } from 'fastify';
import type { FirstMapView, FirstViewData } from '@shared/api/first-view';
import { PROVIDER_PAGE_SIZE } from '@shared/api/providers';
import type { Profile } from '@shared/api/profile';
import { EXPECTED_MAP_SIZE } from '@shared/rules/map-view';
import { withProfileServices } from '@shared/rules/profile-search';
import { listParamsFromSearch, mapFilters, searchAbility } from '@shared/rules/provider-search';
import type { Config } from './config';
import type { Db } from './db/client';
import { appConfigOf } from './features/app-config/app-config.routes';
import { toCurrentUser } from './features/auth/current-user';
import { getProfile } from './features/profile/get-profile';
import { familyContext } from './features/providers/family-context';
import { providerMap } from './features/providers/provider-map';
import type { ProviderIndexSync } from './features/providers/search-index/index-sync';
import { searchProviders } from './features/providers/search-providers';
import { loadSessionUser } from './lib/auth';
import { looksLikeSmallScreen } from './lib/screen-guess';

interface Deps {
  db: Db;
  config: Config;
  searchIndex: ProviderIndexSync;
}

/**
 * The provider list's first page when the address opens the list, for the search the page will
 * make: the address's filters, or the profile's services when it has none. The same answer as
 * `GET /api/providers` for that search.
 */
async function firstListPage(
  { db, searchIndex }: Deps,
  url: URL,
  userId: string,
  profile: Profile,
): Promise<FirstViewData['providers']> {
  if (url.pathname !== '/home' || url.searchParams.get('tab') !== 'list') return undefined;
  const search = withProfileServices(url.searchParams, profile.desiredServices) ?? url.searchParams;
  const params = listParamsFromSearch(search, searchAbility(profile));
  const [index, family] = await Promise.all([searchIndex.current(), familyContext(db, userId)]);
  const page = await searchProviders(db, index, { ...params, limit: PROVIDER_PAGE_SIZE }, family);
  return { params, page };
}

/**
 * The map's first answer when the address opens /home on the map (its default tab), for the
 * search the page will make and the size the map is expected to have on this kind of screen.
 */
async function firstMapView(
  { db, config, searchIndex }: Deps,
  request: FastifyRequest,
  url: URL,
  userId: string,
  profile: Profile,
): Promise<FirstMapView | undefined> {
  if (url.pathname !== '/home' || url.searchParams.get('tab') === 'list') return undefined;
  const search = withProfileServices(url.searchParams, profile.desiredServices) ?? url.searchParams;
  const filters = mapFilters(listParamsFromSearch(search, searchAbility(profile)));
  const size = EXPECTED_MAP_SIZE[looksLikeSmallScreen(request.headers) ? 'phone' : 'largeScreen'];
  try {
    const [index, family] = await Promise.all([searchIndex.current(), familyContext(db, userId)]);
    const answer = await providerMap(db, index, { ...filters, ...size }, family);
    return { filters, size, answer, tiles: appConfigOf(config) };
  } catch (error) {
    // The page still works without it: the map asks for its first answer itself. Only the
    // error's kind is logged; a database error's message can hold the query's values.
    request.log.warn(
      { err: { type: error instanceof Error ? error.name : typeof error } },
      'first map answer failed',
    );
    return undefined;
  }
}

/**
 * What a page's HTML carries for its first view: the same answers as `GET /api/auth/user`,
 * `GET /api/profile` and, on /home, `GET /api/providers` (the list) or `GET /api/providers/map`
 * and `GET /api/config` (the map) for this session, which the first view would otherwise wait
 * for.
 */
export function firstViewData(deps: Deps): (request: FastifyRequest) => Promise<FirstViewData> {
  return async (request) => {
    const user = await loadSessionUser(request, deps);
    if (!user) return { user: null };
    const profile = await getProfile(deps.db, user.id);
    const url = new URL(request.url, 'http://localhost');
    const [providers, map] = await Promise.all([
      firstListPage(deps, url, user.id, profile),
      firstMapView(deps, request, url, user.id, profile),
    ]);
    return {
      user: toCurrentUser(user),
      profile,
      ...(providers ? { providers } : {}),
      ...(map ? { map } : {}),
    };
  };
}
