import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  importRunSchema,
  STATE_IMPORT_LIMIT,
  type ImportRun,
  type SingleImportState,
} from '@shared/api/admin';
import type { UsStateCode } from '@shared/rules/us-states';
import { apiErrorMessage, apiRequest } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';
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

/**
 * Any state, DC or territory: `POST /api/admin/import-providers` with that one state, the same
 * job and limit as a state's button.
 */
export async function startAnyStateImport(state: UsStateCode): Promise<ImportRun> {
  const response = await apiRequest('POST', '/api/admin/import-providers', {
    states: [state],
    limitPerState: STATE_IMPORT_LIMIT,
    clearExisting: false,
  });
  return importRunSchema.parse(await response.json());
}

/** Starts a one-state import (a button's, or any state's); the page then follows the run. */
export function useStartStateImport<State extends string>(
  start: (state: State) => Promise<ImportRun>,
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
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
