import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ManagedProvider } from '@shared/api/provider-management';
import { toastFailure } from '@client/lib/toast-failure';
import { managedProvidersKey } from './get-managed-providers';

/**
 * What every provider edit does when it settles: the list is refetched (SPEC.md §4), the page
 * learns the saved provider, and the toast of SPEC.md §8 (or the signed-out flow of §6) shows.
 */
export function useSaveOutcome(messages: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  return {
    onSuccess: async (_provider: ManagedProvider) => {
      toast.success('Success', { description: messages.success });
      await queryClient.invalidateQueries({ queryKey: managedProvidersKey });
    },
    onError: (error: Error) => toastFailure(error, 'Error', messages.failure),
  };
}
