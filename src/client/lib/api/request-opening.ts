import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  appointmentRequestSchema,
  type AppointmentRequest,
} from '@shared/api/appointment-requests';
import { apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';

// Asking for a provider's published opening: used on cards, popups and Top Options, so it lives
// in lib/.

/** `POST /api/openings/{openingId}/requests` (201): the request made, the time held for it. */
export async function requestOpening(openingId: string): Promise<AppointmentRequest> {
  const response = await apiRequest(
    'POST',
    `/api/openings/${encodeURIComponent(openingId)}/requests`,
  );
  return appointmentRequestSchema.parse(await response.json());
}

/**
 * Asking for an opening. `done` is told the outcome even when the button that asked is gone by
 * then (the card redraws as the family's requests reload), so its toast always shows.
 */
export function useRequestOpening(done: {
  onSuccess: (request: AppointmentRequest) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOpening,
    onSuccess: done.onSuccess,
    onError: done.onError,
    // Whether it went or another family won the time, the requests and the providers' next
    // openings have changed.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries(appointmentRequestsQueryOptions()),
        queryClient.invalidateQueries({ queryKey: ['/api/providers'] }),
      ]);
    },
  });
}
