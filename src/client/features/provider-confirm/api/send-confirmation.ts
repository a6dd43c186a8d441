import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmationInput } from '@shared/api/provider-confirmations';
import { apiRequest } from '@client/lib/api-client';
import { confirmationFormQueryOptions } from './get-confirmation-form';

/** `POST /api/provider-confirmations/{token}`: 204 once; 410 when the link is spent or expired. */
export async function sendConfirmation(token: string, input: ConfirmationInput): Promise<void> {
  await apiRequest('POST', `/api/provider-confirmations/${encodeURIComponent(token)}`, input);
}

export function useSendConfirmation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmationInput) => sendConfirmation(token, input),
    // The link is spent now, so the cached booking is dropped.
    onSuccess: () =>
      queryClient.removeQueries({ queryKey: confirmationFormQueryOptions(token).queryKey }),
  });
}
