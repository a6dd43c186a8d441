import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from './get-appointment-requests';

/** `POST /api/appointment-requests/seen`: the family has looked; answers so far are not news. */
export async function markRequestsSeen(): Promise<void> {
  await apiRequest('POST', '/api/appointment-requests/seen');
}

export function useMarkRequestsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRequestsSeen,
    // The header's count goes at once; the cards keep what they show.
    onSuccess: () =>
      queryClient.setQueryData(
        appointmentRequestsQueryOptions().queryKey,
        (requests: AppointmentRequest[] | undefined) =>
          requests?.map((request) => ({ ...request, news: false })),
      ),
  });
}
