import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { providerPageSchema, type ProviderPage } from '@shared/api/providers';
import { type ProviderListParams, type ProviderSort } from '@shared/api/provider-query';
import { getJson } from '@client/lib/api-client';
import { writeListParams } from '@shared/rules/search-params';

export type { ProviderListParams, ProviderSort };

/** `GET /api/providers`: one page of the list; `cursor` is the previous page's `nextCursor`. */
export async function getProviders(
  search: ProviderListParams,
  cursor: string | null,
): Promise<ProviderPage> {
  const params = writeListParams(search);
  if (cursor) params.set('cursor', cursor);
  return providerPageSchema.parse(await getJson<ProviderPage>(`/api/providers?${params}`));
}

export const providersQueryOptions = (params: ProviderListParams) =>
  infiniteQueryOptions({
    queryKey: ['/api/providers', params],
    queryFn: ({ pageParam }) => getProviders(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // While a new filter loads, the previous results stay on screen instead of a spinner flash.
    placeholderData: keepPreviousData,
  });

export function useProviders(params: ProviderListParams, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...providersQueryOptions(params), enabled: options.enabled ?? true });
}
