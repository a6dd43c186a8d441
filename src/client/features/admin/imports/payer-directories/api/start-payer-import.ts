import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  payerImportRunSchema,
  type PayerDirectory,
  type PayerImportRun,
} from '@shared/api/payer-directories';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
import { payerDirectoriesQueryOptions } from './use-payer-directories';

/**
 * `POST /api/admin/payer-directories/{id}/import`: 202 with the queued run. By default only what
 * changed since the last complete import is read; `full` reads everything again.
 */
export async function startPayerImport(id: string, full: boolean): Promise<PayerImportRun> {
  const response = await apiRequest(
    'POST',
    `/api/admin/payer-directories/${encodeURIComponent(id)}/import`,
    full ? { full: true } : {},
  );
  return payerImportRunSchema.parse(await response.json());
}

/** Starts the import; the list then follows the run every second until it ends. */
export function useStartPayerImport() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ directory, full }: { directory: PayerDirectory; full: boolean }) =>
      startPayerImport(directory.id, full),
    onSuccess: (run) => {
      // Shown at once, which also starts the polling; then the list is read again straight away.
      queryClient.setQueryData(payerDirectoriesQueryOptions().queryKey, (directories) =>
        directories?.map((directory) =>
          directory.id === run.directoryId ? { ...directory, lastRun: run } : directory,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: payerDirectoriesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    },
    onError: (error, { directory }) => {
      // A 409 (already running) or 404 (removed meanwhile) carries the server's own words.
      toastFailure(
        error,
        t('payers.import.failed', { name: directory.name }),
        apiErrorMessage(error, t('payers.import.failedDescription')),
      );
      void queryClient.invalidateQueries({ queryKey: payerDirectoriesQueryOptions().queryKey });
    },
  });
}
