import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { PayerDirectory } from '@shared/api/payer-directories';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
import { payerDirectoriesQueryOptions } from './use-payer-directories';

/** `DELETE /api/admin/payer-directories/{id}`: 204; its networks, plans, claims and runs go. */
export async function removePayerDirectory(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/payer-directories/${encodeURIComponent(id)}`);
}

/**
 * Removes the directory, then the list, the activity and the provider searches refresh: its
 * network claims no longer count as insurance the providers take.
 */
export function useRemovePayerDirectory(
  options: { onSettled?: () => void; onRemoved?: () => void } = {},
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (directory: PayerDirectory) => removePayerDirectory(directory.id),
    onSuccess: async (_nothing, directory) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: payerDirectoriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/providers'),
        }),
      ]);
      options.onRemoved?.();
      toast.success(t('payers.remove.done'), {
        description: t('payers.remove.doneDescription', { name: directory.name }),
      });
    },
    onError: (error) => {
      toastFailure(
        error,
        t('payers.remove.failed'),
        apiErrorMessage(error, t('payers.remove.failedDescription')),
      );
    },
    onSettled: options.onSettled,
  });
}
