import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api-client';

// Default loads GET the URL made by joining the query key's parts with slashes, so a query key is
// its URL and nothing else needs writing down.
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

/**
 * Cached data never goes stale, no refetch on focus, no polling, no retries: each change
 * refreshes exactly what it affects instead (docs/product.md#data-loading).
 */
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
