import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerFacetsSchema, type ProviderFacets } from '@shared/api/providers';
import { getJson } from '@client/lib/api-client';

/**
 * `GET /api/providers/facets`: the state counts (always over all providers) and the service and
 * insurance choices, whatever is chosen, so choosing a filter never shrinks the lists of choices
 * the family picks from; one request for the page's lifetime.
 */
export async function getProviderFacets(): Promise<ProviderFacets> {
  return providerFacetsSchema.parse(await getJson<ProviderFacets>('/api/providers/facets'));
}

export const providerFacetsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/providers/facets'], queryFn: getProviderFacets });

export function useProviderFacets() {
  return useQuery(providerFacetsQueryOptions());
}
