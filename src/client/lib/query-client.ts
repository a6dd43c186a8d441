import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-client';

// Default loads GET the URL made by joining the query key's parts with slashes (SPEC.md §7).
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

/** SPEC.md §9: cached data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
