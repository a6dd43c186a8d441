import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import {
  withdrawOthersResultSchema,
  type WithdrawOthersResult,
} from '@shared/api/appointment-requests';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';

/** `POST /api/appointment-requests/{id}/withdraw-others`: all other open requests, in one step. */
export async function withdrawOthers(id: string): Promise<WithdrawOthersResult> {
  const response = await apiRequest(
    'POST',
    `/api/appointment-requests/${encodeURIComponent(id)}/withdraw-others`,
  );
  return withdrawOthersResultSchema.parse(await response.json());
}

export function useWithdrawOthers(options: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOthers,
    onSuccess: async ({ cancelled }) => {
      await queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey });
      toast.success(t('withdraw.withdrawn'), {
        description:
          cancelled.length === 1
            ? t('withdraw.withdrawnOne', { provider: cancelled[0]!.provider.name })
            : t('withdraw.withdrawnCount', { count: cancelled.length }),
      });
      options.onSuccess?.();
    },
    onError: (error) =>
      toastFailure(error, t('withdraw.failed'), apiErrorMessage(error, t('withdraw.failedDetail'))),
  });
}
