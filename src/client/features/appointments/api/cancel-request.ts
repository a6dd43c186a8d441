import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { toastFailure } from '@client/lib/toast-failure';

/** `POST /api/appointment-requests/{id}/cancel`: the family withdraws one request. */
export async function cancelRequest(id: string): Promise<AppointmentRequest> {
  const response = await apiRequest(
    'POST',
    `/api/appointment-requests/${encodeURIComponent(id)}/cancel`,
  );
  return appointmentRequestSchema.parse(await response.json());
}

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey });
      toast.success('Request cancelled', {
        description: `Your request to ${request.provider.name} is withdrawn. You can ask them again later.`,
      });
    },
    onError: (error) =>
      toastFailure(
        error,
        'Could not cancel',
        apiErrorMessage(error, 'The request could not be cancelled. Please try again.'),
      ),
  });
}
