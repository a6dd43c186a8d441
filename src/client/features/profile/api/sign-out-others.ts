import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/**
 * `POST /api/account/sessions/sign-out-others`: every browser but this one is signed out, once a
 * built-in account has confirmed its password.
 */
export async function signOutOthers(password: string | undefined): Promise<void> {
  await apiRequest(
    'POST',
    '/api/account/sessions/sign-out-others',
    password === undefined ? {} : { password },
  );
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
