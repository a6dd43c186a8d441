import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/api/auth';
import { apiRequest } from '@client/lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** `POST /api/account/password`: other browsers are signed out, so their list refreshes. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('POST', '/api/account/password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
