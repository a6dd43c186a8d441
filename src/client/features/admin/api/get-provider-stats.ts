import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerStatsSchema, type ProviderStats } from '@shared/api/admin';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/provider-stats`. */
export async function getProviderStats(): Promise<ProviderStats> {
  return providerStatsSchema.parse(await getJson('/api/admin/provider-stats'));
}

export const providerStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/provider-stats'], queryFn: getProviderStats });

/** SPEC.md §4: polled every 2 s while a multi-state import runs, and not otherwise. */
export function useProviderStats({ poll }: { poll: boolean }) {
  return useQuery({ ...providerStatsQueryOptions(), refetchInterval: poll ? 2000 : false });
}
