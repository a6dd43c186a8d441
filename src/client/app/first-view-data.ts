import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import type { ProviderPage } from '@shared/api/providers';
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
