import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { clearResultSchema, type ClearResult } from '@shared/api/admin';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
import { providerStatsQueryOptions } from '../../../provider-stats/api/get-provider-stats';

/** 'Clear All Providers': the multi-state import call with no states and clearExisting. */
export async function clearProviders(): Promise<ClearResult> {
  const response = await apiRequest('POST', '/api/admin/import-providers', {
    states: [],
    clearExisting: true,
  });
  return clearResultSchema.parse(await response.json());
}

/** The clear toasts (docs/product.md#toasts); the statistics and the activity table refresh. */
export function useClearProviders(options: { onSettled?: () => void } = {}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearProviders,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: providerStatsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey }),
      ]);
      toast.success(t('clear.done'), { description: t('clear.doneDescription') });
    },
    onError: (error) => {
      toastFailure(error, t('clear.failed'), apiErrorMessage(error, t('clear.failedDescription')));
    },
    onSettled: options.onSettled,
  });
}
