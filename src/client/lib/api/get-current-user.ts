import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/api/auth';
import { getJson } from '@client/lib/api-client';

export const getCurrentUser = () => getJson<CurrentUser>('/api/auth/user', { on401: 'returnNull' });

/** Loaded once, no retry; signed in when a user object comes back. */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['/api/auth/user'], queryFn: getCurrentUser, retry: false });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  // Any failure to load (the server unreachable, an error page) counts as signed out.
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
