import { queryOptions, useQuery } from '@tanstack/react-query';
import { isActiveImport } from '@shared/api/admin';
import { payerDirectoryListSchema, type PayerDirectory } from '@shared/api/payer-directories';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/payer-directories`: every directory with its newest import, by name. */
export async function getPayerDirectories(): Promise<PayerDirectory[]> {
  return payerDirectoryListSchema.parse(await getJson('/api/admin/payer-directories')).directories;
}

export const payerDirectoriesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/payer-directories'], queryFn: getPayerDirectories });

export const anyImportActive = (directories: readonly PayerDirectory[] | undefined): boolean =>
  directories?.some((directory) => isActiveImport(directory.lastRun)) ?? false;

/** Followed every second while any directory's import is queued or running, for its progress. */
export function usePayerDirectories() {
  return useQuery({
    ...payerDirectoriesQueryOptions(),
    refetchInterval: (query) => (anyImportActive(query.state.data) ? 1000 : false),
  });
}
