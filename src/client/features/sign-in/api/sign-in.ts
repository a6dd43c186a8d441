import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, SignInInput, SignUpInput } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { currentUserQueryOptions } from '@client/lib/api/get-current-user';

export async function signIn(input: SignInInput): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/sign-in', input)).json();
}

export async function signUp(input: SignUpInput): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/sign-up', input)).json();
}

/** Either way in; the signed-in user goes straight into the cache so the router moves on. */
export function useSignIn(mode: 'sign-in' | 'sign-up') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput | SignUpInput) =>
      mode === 'sign-in' ? signIn(input) : signUp(input as SignUpInput),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}
