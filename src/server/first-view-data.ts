import type { FastifyRequest } from 'fastify';
import type { FirstMapView, FirstViewData, LayoutData } from '@shared/api/first-view';
import type { ProviderFacets, ServiceWaits } from '@shared/api/providers';
import { isDrawnByServer, isServicesPage, leadsByProfile, pagePathOf } from '@shared/page-routes';
import { PROVIDER_PAGE_SIZE } from '@shared/api/provider-query';
import type { Profile } from '@shared/api/profile';
import { EXPECTED_MAP_SIZE } from '@shared/rules/map-view';
import { startingSearch } from '@shared/rules/profile-search';
import { mapFilters, readyToSearch, searchAbility } from '@shared/rules/provider-search';
import { readListParams, readTab } from '@shared/rules/search-params';
import type { Config } from './config';
import type { PageSessionOf } from './lib/framework-pages';
import type { FirstViewDataOf } from './lib/framework-pages';
import type { Db } from './db/client';
import { appConfigOf } from './features/app-config/app-config.routes';
import { listRequests } from './features/appointment-requests/list-requests';
import { toCurrentUser } from './features/auth/current-user';
import { listBasket } from './features/care-basket/list-basket';
import { getProfile } from './features/profile/get-profile';
import { familyContext } from './features/providers/family-context';
import { providerMap } from './features/providers/provider-map';
import type { ProviderIndexSync } from './features/providers/search-index/index-sync';
import { searchProviders } from './features/providers/search-providers';
import { loadSessionUser } from './lib/auth';
import { routedPath } from './lib/routed-path';

interface Deps {
  db: Db;
  config: Config;
  searchIndex: ProviderIndexSync;
}

/** The provider search: /home, on the map (its default tab) or the list. */
const isProviderSearch = (url: URL) => url.pathname === '/home';

/** What the signed-in layout shows (the basket and the requests), on the pages rendered here. */
async function layoutData({ db }: Deps, url: URL, userId: string): Promise<LayoutData | undefined> {
  if (!isDrawnByServer(url.pathname)) return undefined;
  const [basket, requests] = await Promise.all([listBasket(db, userId), listRequests(db, userId)]);
  return { basket, requests };
}

/** Each service's typical wait, on the services page. */
async function serviceWaits({ searchIndex }: Deps, url: URL): Promise<ServiceWaits | undefined> {
  if (!isServicesPage(url.pathname)) return undefined;
  return (await searchIndex.current()).serviceWaits();
}

/** The choices the provider search's filters offer, on either tab. */
async function searchFacets({ searchIndex }: Deps, url: URL): Promise<ProviderFacets | undefined> {
  if (!isProviderSearch(url)) return undefined;
  return (await searchIndex.current()).facets();
}

/**
 * The provider list's first page when the address opens the list, for the search the page will
 * make: the address's filters, or where the family left off (else the profile's services and age)
 * when it has none. The same answer as
 * `GET /api/providers` for that search.
 */
async function firstListPage(
  { db, searchIndex }: Deps,
  url: URL,
  userId: string,
  profile: Profile,
): Promise<FirstViewData['providers']> {
  if (!isProviderSearch(url) || readTab(url.searchParams) !== 'list') return undefined;
  const search = startingSearch(url.searchParams, profile) ?? url.searchParams;
  const params = readListParams(search, searchAbility(profile));
  const [index, family] = await Promise.all([searchIndex.current(), familyContext(db, userId)]);
  const page = await searchProviders(db, index, { ...params, limit: PROVIDER_PAGE_SIZE }, family);
  return { params, page };
}

/**
 * The map's first answer when the address opens /home on the map (its default tab), for the
 * search the page will make and the size the map is expected to have on the screen the server
 * guessed (a phone's, or a large screen's).
 */
async function firstMapView(
  { db, config, searchIndex }: Deps,
  smallScreen: boolean,
  url: URL,
  userId: string,
  profile: Profile,
): Promise<FirstMapView | undefined> {
  if (!isProviderSearch(url) || readTab(url.searchParams) === 'list') return undefined;
  const search = startingSearch(url.searchParams, profile) ?? url.searchParams;
  const filters = mapFilters(readListParams(search, searchAbility(profile)));
  const size = EXPECTED_MAP_SIZE[smallScreen ? 'phone' : 'largeScreen'];
  const [index, family] = await Promise.all([searchIndex.current(), familyContext(db, userId)]);
  const answer = await providerMap(db, index, { ...filters, ...size }, family);
  return { filters, size, answer, tiles: appConfigOf(config) };
}

/**
 * `answer`, or undefined when it fails: the page still works without it, its view asking the API
 * itself. Only the error's kind is logged; a database error's message can hold the query's values.
 */
async function orLeftToBrowser<T>(
  request: FastifyRequest,
  what: string,
  answer: Promise<T | undefined>,
): Promise<T | undefined> {
  try {
    return await answer;
  } catch (error) {
    request.log.warn(
      { err: { type: error instanceof Error ? error.name : typeof error } },
      `${what} failed`,
    );
    return undefined;
  }
}

/**
 * What a page's HTML carries for its first view: the same answers as `GET /api/auth/user`,
 * `GET /api/profile`, on /home, the services page and /appointments `GET /api/care-basket` and
 * `GET /api/appointment-requests`, on the services page `GET /api/providers/service-waits`, and
 * on /home `GET /api/providers/facets` and `GET /api/providers` (the list) or `GET /api/providers/map`
 * and `GET /api/config` (the map) for this session, which the first view would otherwise wait
 * for.
 */
export function firstViewData(deps: Deps): FirstViewDataOf {
  return async (request, { smallScreen }) => {
    const user = await loadSessionUser(request, deps);
    if (!user) return { user: null };
    const profile = await getProfile(deps.db, user.id);
    const url = new URL(request.url, 'http://localhost');
    const [layout, facets, waits, providers, map] = await Promise.all([
      orLeftToBrowser(request, 'layout data', layoutData(deps, url, user.id)),
      orLeftToBrowser(request, 'search facets', searchFacets(deps, url)),
      orLeftToBrowser(request, 'service waits', serviceWaits(deps, url)),
      firstListPage(deps, url, user.id, profile),
      orLeftToBrowser(
        request,
        'first map answer',
        firstMapView(deps, smallScreen, url, user.id, profile),
      ),
    ]);
    return {
      user: toCurrentUser(user),
      profile,
      ...(layout ? { layout } : {}),
      ...(facets ? { facets } : {}),
      ...(waits ? { serviceWaits: waits } : {}),
      ...(providers ? { providers } : {}),
      ...(map ? { map } : {}),
    };
  };
}

/**
 * Who a page request comes from, for framework mode's loaders: the user, and whether their
 * profile gives the search all it needs (where the first-run step leads).
 */
export function pageSession(deps: Pick<Deps, 'db' | 'config'>): PageSessionOf {
  return async (request) => {
    const user = await loadSessionUser(request, deps);
    if (!user) return { user: null };
    // The profile only where the rule reads it (the first-run step), not on every navigation.
    if (!leadsByProfile(pagePathOf(routedPath(request)))) return { user: toCurrentUser(user) };
    const profile = await getProfile(deps.db, user.id);
    return { user: toCurrentUser(user), readyToSearch: readyToSearch(profile) };
  };
}
