import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerFacetsSchema, type ProviderFacets } from '@shared/api/providers';
import { getJson } from '@client/lib/api-client';
import { filterSearchParams } from './filter-params';

/**
 * `GET /api/providers/facets`: the state counts (always over all providers) and the service and
 * insurance choices. Only the state is sent, so choosing a service does not shrink the lists of
 * choices the family picks from.
 */
export async function getProviderFacets(state: string | undefined): Promise<ProviderFacets> {
  const params = filterSearchParams({ state });
  const query = params.size > 0 ? `?${params}` : '';
  return providerFacetsSchema.parse(await getJson<ProviderFacets>(`/api/providers/facets${query}`));
}

export const providerFacetsQueryOptions = (state: string | undefined) =>
  queryOptions({
    queryKey: ['/api/providers/facets', { state }],
    queryFn: () => getProviderFacets(state),
  });

export function useProviderFacets(state: string | undefined) {
  return useQuery(providerFacetsQueryOptions(state));
}
