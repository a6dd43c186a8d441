import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';

/** `POST /api/appointment-requests/{id}/cancel`: the family withdraws one request. */
export async function cancelRequest(id: string): Promise<AppointmentRequest> {
  const response = await apiRequest(
    'POST',
    `/api/appointment-requests/${encodeURIComponent(id)}/cancel`,
  );
  return appointmentRequestSchema.parse(await response.json());
}

export function useCancelRequest() {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey });
      toast.success(t('cancel.cancelled'), {
        description: t('cancel.cancelledDetail', { provider: request.provider.name }),
      });
    },
    onError: (error) =>
      toastFailure(error, t('cancel.failed'), apiErrorMessage(error, t('cancel.failedDetail'))),
  });
}
