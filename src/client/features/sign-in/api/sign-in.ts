import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, SignInInput } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { useSession } from '@client/lib/session-user';

export async function signIn(input: SignInInput): Promise<CurrentUser> {
  return (await apiRequest('POST', '/api/auth/sign-in', input)).json();
}

/** Signs in; the signed-in user goes straight into the session so the router moves on. */
export function useSignIn() {
  const session = useSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => session.set(user),
  });
}
