import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  importRunSchema,
  STATE_IMPORT_LIMIT,
  type ImportRun,
  type SingleImportState,
} from '@shared/api/admin';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast-failure';
import { auditLogQueryOptions } from './get-audit-log';
import { latestImportQueryOptions } from './get-latest-import';

/** `POST /api/providers/import-{state}`: the whole state (no city), up to 200, clearing nothing. */
export async function startStateImport(state: SingleImportState): Promise<ImportRun> {
  const response = await apiRequest('POST', `/api/providers/import-${state.toLowerCase()}`, {
    city: '',
    limit: STATE_IMPORT_LIMIT,
    clearExisting: false,
  });
  return importRunSchema.parse(await response.json());
}

export function useStartStateImport() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStateImport,
    onSuccess: (run) => {
      queryClient.setQueryData(latestImportQueryOptions().queryKey, run);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    },
    onError: (error, state) => {
      toastFailure(
        error,
        t('outcome.stateFailed', { state }),
        apiErrorMessage(error, t('outcome.failedTryAgain')),
      );
    },
  });
}
