import { queryOptions, useQuery } from '@tanstack/react-query';
import { confirmationFormSchema, type ConfirmationForm } from '@shared/api/provider-confirmations';
import { getJson } from '@client/lib/api-client';

/** `GET /api/provider-confirmations/{token}`: the booking a clinic's confirm link answers. */
export async function getConfirmationForm(token: string): Promise<ConfirmationForm> {
  return confirmationFormSchema.parse(
    await getJson<ConfirmationForm>(`/api/provider-confirmations/${encodeURIComponent(token)}`),
  );
}

export const confirmationFormQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/provider-confirmations', token],
    queryFn: () => getConfirmationForm(token),
    // A spent or expired link stays so: asking again changes nothing.
    retry: false,
  });

export const useConfirmationForm = (token: string) => useQuery(confirmationFormQueryOptions(token));
