import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SignInInput } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { currentUserQueryOptions } from '@client/lib/api/get-current-user';

export async function signIn(input: SignInInput): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/sign-in', input)).json();
}

/** Signs in; the signed-in user goes straight into the cache so the router moves on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
