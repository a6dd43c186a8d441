import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson, isUnauthorizedError } from './api-client';
import { handleSignedOut } from './signed-out';

// Default loads GET the URL made by joining the query key's parts with slashes.
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.join('/'));

/**
 * Cached data never goes stale, is not refetched on focus, polled or retried. Any query or mutation
 * that finds the session gone leads to the one signed-out answer (a toast, then sign-in), once.
 */
export function createQueryClient(onSignedOut: () => void = handleSignedOut): QueryClient {
  let signingOut = false;
  const onError = (error: unknown) => {
    if (signingOut || !isUnauthorizedError(error)) return;
    signingOut = true;
    onSignedOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
