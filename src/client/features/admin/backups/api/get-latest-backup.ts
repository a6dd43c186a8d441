import { queryOptions, useQuery } from '@tanstack/react-query';
import { latestBackupSchema, type LatestBackup } from '@shared/api/admin';
import { getJson } from '@client/lib/api-client';

/** `GET /api/admin/backups/latest`. */
export async function getLatestBackup(): Promise<LatestBackup> {
  return latestBackupSchema.parse(await getJson('/api/admin/backups/latest'));
}

export const latestBackupQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/backups/latest'], queryFn: getLatestBackup });

export const useLatestBackup = () => useQuery(latestBackupQueryOptions());
