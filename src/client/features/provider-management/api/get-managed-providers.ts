import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { managementPageSchema, type ManagementPage } from '@shared/api/provider-management';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/providers`: one page of the management list for a search. */
export async function getManagedProviders(
  q: string,
  cursor: string | null,
): Promise<ManagementPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const page = await getJson<unknown>(`/api/admin/providers${query ? `?${query}` : ''}`);
  return managementPageSchema.parse(page);
}

export const managedProvidersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/admin/providers', { q }],
    queryFn: ({ pageParam }) => getManagedProviders(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The cards stay while the next search runs, rather than flashing a spinner per pause.
    placeholderData: keepPreviousData,
  });

/** The key every search of the list shares, for refetching after a change. */
export const managedProvidersKey = ['/api/admin/providers'] as const;

export function useManagedProviders(q: string) {
  return useInfiniteQuery(managedProvidersQueryOptions(q));
}
