import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import type { ProviderPage } from '@shared/api/providers';
import { startingSearch } from '@shared/rules/profile-search';
import {
  APPOINTMENT_REQUESTS_KEY,
  CARE_BASKET_KEY,
  CURRENT_USER_KEY,
  FIRST_MAP_VIEW_KEY,
  PROFILE_KEY,
  PROVIDER_FACETS_KEY,
  SERVICE_WAITS_KEY,
  providersKey,
} from '@client/lib/api/query-keys';

/**
 * The first view's data the server wrote into the page, or null where it wrote none (the
 * development server's HTML): then the queries ask the API as usual.
 */
export function readFirstViewData(): FirstViewData | null {
  const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstViewData;
  } catch {
    return null;
  }
}

/** Fills the query cache with it, so the first view renders without waiting for the API. */
export function seedFirstView(queryClient: QueryClient, data: FirstViewData): void {
  queryClient.setQueryData(CURRENT_USER_KEY, data.user);
  if (data.profile) queryClient.setQueryData(PROFILE_KEY, data.profile);
  if (data.layout) {
    queryClient.setQueryData(CARE_BASKET_KEY, data.layout.basket);
    queryClient.setQueryData(APPOINTMENT_REQUESTS_KEY, data.layout.requests);
  }
  if (data.facets) queryClient.setQueryData(PROVIDER_FACETS_KEY, data.facets);
  if (data.serviceWaits) queryClient.setQueryData(SERVICE_WAITS_KEY, data.serviceWaits);
  if (data.providers) {
    const { params, page } = data.providers;
    queryClient.setQueryData<InfiniteData<ProviderPage, string | null>>(providersKey(params), {
      pages: [page],
      pageParams: [null],
    });
  }
  if (data.map) queryClient.setQueryData(FIRST_MAP_VIEW_KEY, data.map);
}

/**
 * The address the provider search starts on: with no search of its own, the kept search or the
 * profile's services and age.
 * Null where it stays as it is. The browser and the server's first render start on the same one.
 */
export function profileSearchAddress(
  data: FirstViewData,
  pathname: string,
  search: string,
  hash = '',
): string | null {
  if (pathname !== '/home' || !data.profile) return null;
  const starting = startingSearch(new URLSearchParams(search), data.profile);
  return starting ? `${pathname}?${starting}${hash}` : null;
}

/**
 * The kept search or the profile's services and age are written into the address before the router reads it, so the first
 * render searches for them (and finds the first page the server wrote for the same search)
 * instead of rendering twice.
 */
export function startOnProfileSearch(data: FirstViewData): void {
  const { pathname, search, hash } = window.location;
  const address = profileSearchAddress(data, pathname, search, hash);
  if (address) window.history.replaceState(window.history.state, '', address);
}
