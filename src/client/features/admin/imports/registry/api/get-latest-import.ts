import { queryOptions, useQuery } from '@tanstack/react-query';
import { importRunSchema, isActiveImport, type ImportRun } from '@shared/api/admin';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/import-runs/latest`: the newest import, or null before the first. */
export async function getLatestImport(): Promise<ImportRun | null> {
  return importRunSchema.nullable().parse(await getJson('/api/admin/import-runs/latest'));
}

export const latestImportQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/import-runs/latest'], queryFn: getLatestImport });

/** Followed every second while it is queued or running, for the progress indicator. */
export function useLatestImport() {
  return useQuery({
    ...latestImportQueryOptions(),
    refetchInterval: (query) => (isActiveImport(query.state.data) ? 1000 : false),
  });
}
