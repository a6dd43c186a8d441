import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payerDirectorySchema,
  type CreatePayerDirectoryInput,
  type PayerDirectory,
} from '@shared/api/payer-directories';
import { apiRequest } from '@client/lib/api-client';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
import { payerDirectoriesQueryOptions } from './use-payer-directories';

/** `POST /api/admin/payer-directories`: 201 with the directory, not yet imported. */
export async function addPayerDirectory(input: CreatePayerDirectoryInput): Promise<PayerDirectory> {
  const response = await apiRequest('POST', '/api/admin/payer-directories', input);
  return payerDirectorySchema.parse(await response.json());
}

/**
 * Adds the directory; the list and the activity refresh. The form says how it went, since a
 * refusal naming a field belongs on that field.
 */
export function useAddPayerDirectory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPayerDirectory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payerDirectoriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey }),
      ]),
  });
}
