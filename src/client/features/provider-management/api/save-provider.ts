import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ManagedProvider } from '@shared/api/provider-management';
import { ApiError } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast-failure';
import { managedProvidersKey } from './get-managed-providers';

/**
 * What every provider edit does when it settles: the list is refetched, the page learns the saved
 * provider, and the 'Success' or 'Error' toast (or the signed-out flow) shows
 * (docs/product.md#provider-management).
 */
export function useSaveOutcome(messages: { success: string; failure: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return {
    onSuccess: async (_provider: ManagedProvider) => {
      toast.success(t('saved.success'), { description: messages.success });
      await queryClient.invalidateQueries({ queryKey: managedProvidersKey });
    },
    // A field the clinic keeps on its own listing: the server's words name it.
    onError: (error: Error) =>
      toastFailure(
        error,
        t('saved.error'),
        error instanceof ApiError && error.code === 'clinic_said' && error.serverMessage
          ? error.serverMessage
          : messages.failure,
      ),
  };
}
