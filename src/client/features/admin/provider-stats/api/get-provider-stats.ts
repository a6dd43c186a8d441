import { queryOptions, useQuery } from '@tanstack/react-query';
import { providerStatsSchema, type ProviderStats } from '@shared/api/admin';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/provider-stats`. */
export async function getProviderStats(): Promise<ProviderStats> {
  return providerStatsSchema.parse(await getJson('/api/admin/provider-stats'));
}

export const providerStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/provider-stats'], queryFn: getProviderStats });

/**
 * Polled every 2 s while a multi-state import runs, so the counts grow state by state, and not
 * otherwise (docs/product.md#imports).
 */
export function useProviderStats({ poll }: { poll: boolean }) {
  return useQuery({ ...providerStatsQueryOptions(), refetchInterval: poll ? 2000 : false });
}
