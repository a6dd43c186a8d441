import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';

/** `DELETE /api/account`: built-in accounts confirm with their password. */
export async function deleteAccount(password: string | undefined): Promise<void> {
  await apiRequest('DELETE', '/api/account', password === undefined ? {} : { password });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
