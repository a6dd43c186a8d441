import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitResultSchema, type SubmitResult } from '@shared/api/appointment-requests';
import { apiRequest } from '@client/lib/api-client';
import { appointmentRequestsQueryOptions } from './get-appointment-requests';
import { careBasketQueryOptions } from './get-care-basket';

/** `POST /api/appointment-requests/submit`: every basket item becomes a request. */
export async function submitRequests(): Promise<SubmitResult> {
  return submitResultSchema.parse(
    await (await apiRequest('POST', '/api/appointment-requests/submit')).json(),
  );
}

/**
 * Sends the basket's requests; once sent, the basket and the requests are loaded again before the
 * caller's onSuccess runs. The screen that offers it words the toasts.
 */
export function useSubmitRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRequests,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careBasketQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: appointmentRequestsQueryOptions().queryKey }),
      ]),
  });
}
