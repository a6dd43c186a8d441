import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isActiveRegistryFile,
  registryFileRunSchema,
  registryFileRunsSchema,
  type RegistryFileRun,
  type RegistryFileRuns,
  type StartRegistryFileInput,
} from '@shared/api/registry-file';
import { apiErrorMessage, apiRequest, getJson } from '@client/lib/api-client';
import { toastFailure } from '@client/lib/toast';
import { auditLogQueryOptions } from '../../../audit/api/get-audit-log';

/** `GET /api/admin/registry-files`: the last runs, newest first, and the server's folder. */
export async function getRegistryFiles(): Promise<RegistryFileRuns> {
  return registryFileRunsSchema.parse(await getJson('/api/admin/registry-files'));
}

export const registryFilesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/registry-files'], queryFn: getRegistryFiles });

/** Followed every second while a run is active, for its progress and counts. */
export function useRegistryFiles() {
  return useQuery({
    ...registryFilesQueryOptions(),
    refetchInterval: (query) => (query.state.data?.runs.some(isActiveRegistryFile) ? 1000 : false),
  });
}

const runFrom = async (response: Response) => registryFileRunSchema.parse(await response.json());

/** Shows the run at once (which starts the polling), then reads the list again. */
function useRunChange<Input>(mutationFn: (input: Input) => Promise<RegistryFileRun>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (run) => {
      queryClient.setQueryData(registryFilesQueryOptions().queryKey, (list) =>
        list ? { ...list, runs: [run, ...list.runs.filter((other) => other.id !== run.id)] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: registryFilesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryOptions().queryKey });
    },
  });
}

/** `POST /api/admin/registry-files`: 202 with the queued run. The form says how it went. */
export const useStartRegistryFile = () =>
  useRunChange(async (input: StartRegistryFileInput) =>
    runFrom(await apiRequest('POST', '/api/admin/registry-files', input)),
  );

/** Pause or resume: a refusal (the run changed meanwhile) is a toast. */
export function usePauseOrResume() {
  const { t } = useTranslation('admin');
  const change = useRunChange(
    async ({ run, action }: { run: RegistryFileRun; action: 'pause' | 'resume' }) =>
      runFrom(
        await apiRequest(
          'POST',
          `/api/admin/registry-files/${encodeURIComponent(run.id)}/${action}`,
        ),
      ),
  );
  return {
    ...change,
    mutate: (input: { run: RegistryFileRun; action: 'pause' | 'resume' }) =>
      change.mutate(input, {
        onError: (error) =>
          toastFailure(
            error,
            t('registryFile.changeFailed'),
            apiErrorMessage(error, t('registryFile.changeFailedDescription')),
          ),
      }),
  };
}
