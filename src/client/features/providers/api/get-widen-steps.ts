import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { providerWidenSchema, type ProviderWiden } from '@shared/api/providers';
import { type ProviderFilter } from '@shared/api/provider-query';
import { mapFilters } from '@shared/rules/provider-search';
import { getJson } from '@client/lib/api-client';
import { writeFilterParams } from '@shared/rules/search-params';

/** `GET /api/providers/widen`: the next steps of an empty or thin search, each counted. */
export async function getWidenSteps(filter: ProviderFilter): Promise<ProviderWiden> {
  const params = writeFilterParams(mapFilters(filter));
  return providerWidenSchema.parse(await getJson<ProviderWiden>(`/api/providers/widen?${params}`));
}

/** Asked only once the search on screen has found fewer than three providers. */
export function useWidenSteps(filter: ProviderFilter, enabled: boolean) {
  const key = writeFilterParams(mapFilters(filter)).toString();
  return useQuery({
    queryKey: ['/api/providers/widen', key],
    queryFn: () => getWidenSteps(filter),
    enabled,
    placeholderData: keepPreviousData,
  });
}
