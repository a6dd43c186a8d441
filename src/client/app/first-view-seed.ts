import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FirstViewData } from '@shared/api/first-view';
import type { ProviderPage } from '@shared/api/providers';
import { providersQueryOptions } from '@client/features/providers/api/get-providers';
import { providerFacetsQueryOptions } from '@client/features/providers/api/get-provider-facets';
import { FIRST_MAP_VIEW_KEY } from '@client/features/providers/map/first-map-view';
import { serviceWaitsQueryOptions } from '@client/features/services/api/get-service-waits';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { careBasketQueryOptions } from '@client/lib/api/get-care-basket';
import { profileQueryOptions } from '@client/lib/api/get-profile';

// Files a signed-in page's first-view data under its queries' own keys, on the server: the root's
// loader and the page's each dehydrate their part for the browser's query cache, so the page
// renders without asking the API.

/** What every signed-in page's layout reads beside who is signed in: the profile, basket and requests. */
export function seedLayoutData(queryClient: QueryClient, data: FirstViewData): void {
  if (data.profile) queryClient.setQueryData(profileQueryOptions().queryKey, data.profile);
  if (data.layout) {
    queryClient.setQueryData(careBasketQueryOptions().queryKey, data.layout.basket);
    queryClient.setQueryData(appointmentRequestsQueryOptions().queryKey, data.layout.requests);
  }
}

/** What the page itself opens on: the search's choices and first answer, the services' waits. */
export function seedPageData(queryClient: QueryClient, data: FirstViewData): void {
  if (data.facets) queryClient.setQueryData(providerFacetsQueryOptions().queryKey, data.facets);
  if (data.serviceWaits) {
    queryClient.setQueryData(serviceWaitsQueryOptions().queryKey, data.serviceWaits);
  }
  if (data.providers) {
    const { params, page } = data.providers;
    queryClient.setQueryData<InfiniteData<ProviderPage, string | null>>(
      providersQueryOptions(params).queryKey,
      { pages: [page], pageParams: [null] },
    );
  }
  if (data.map) queryClient.setQueryData(FIRST_MAP_VIEW_KEY, data.map);
}
