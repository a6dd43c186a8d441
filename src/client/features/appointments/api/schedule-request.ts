import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
  type ScheduleInput,
} from '@shared/api/appointment-requests';
import { apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';

/** `PUT /api/appointment-requests/{id}/schedule`. */
export async function scheduleRequest(
  id: string,
  input: ScheduleInput,
): Promise<AppointmentRequest> {
  const response = await apiRequest(
    'PUT',
    `/api/appointment-requests/${encodeURIComponent(id)}/schedule`,
    input,
  );
  return appointmentRequestSchema.parse(await response.json());
}

/**
 * The scheduling toasts, saying what happened: a time asked of the clinic, or a time agreed by
 * phone saved for reminders. The list refreshes so the card shows its new state.
 */
export function useScheduleRequest(options: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ScheduleInput }) => scheduleRequest(id, input),
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey });
      if (request.status === 'scheduled' && !request.arrangedByPhone) {
        toast.success(t('schedule.requested'), {
          description: t('schedule.scheduledDetail', { provider: request.provider.name }),
        });
      } else {
        toast.success(t('schedule.saved'), { description: t('schedule.savedDetail') });
      }
      options.onSuccess?.();
    },
    onError: (error) => toastFailure(error, t('schedule.failed'), t('schedule.failedDetail')),
  });
}
