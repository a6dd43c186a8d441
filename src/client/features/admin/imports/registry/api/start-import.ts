import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  importRunSchema,
  MULTI_STATE_LIMIT,
  MULTI_STATE_STATES,
  type ImportRun,
} from '@shared/api/admin';
import { ApiError, apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
import { latestImportQueryOptions } from './get-latest-import';

/** `POST /api/admin/import-providers` as the 'All 11 States' button sends it (nine states). */
export async function startMultiStateImport(): Promise<ImportRun> {
  const response = await apiRequest('POST', '/api/admin/import-providers', {
    states: MULTI_STATE_STATES,
    limitPerState: MULTI_STATE_LIMIT,
    clearExisting: false,
  });
  return importRunSchema.parse(await response.json());
}

/** Starts the import; the page then follows the run (use-import-outcome.ts) for its result. */
export function useStartMultiStateImport() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMultiStateImport,
    onSuccess: (run) => {
      queryClient.setQueryData(latestImportQueryOptions().queryKey, run);
      void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    },
    onError: (error) => {
      toastFailure(
        error,
        t('outcome.failed'),
        error instanceof ApiError && error.code === 'import_running'
          ? apiErrorMessage(error, t('outcome.alreadyRunning'))
          : t('outcome.failedTryAgain'),
      );
    },
  });
}
