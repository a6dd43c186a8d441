import { desc } from 'drizzle-orm';
import {
  REGISTRY_FILE_OUTCOMES,
  type RegistryFileCounts,
  type RegistryFileRun,
} from '@shared/api/registry-file';
import type { DbOrTx } from '@server/db/client';
import { registryFileRuns, type RegistryFileRunRow } from '@server/db/schema';

/** Runs the admin page lists: enough to compare this week's update with the last few. */
export const RUNS_LISTED = 10;

/**
 * CMS names the monthly file after the registry's first day (`npidata_pfile_20050523-YYYYMMDD`)
 * and a weekly update after its week; the zips say 'Weekly' in their names.
 */
export function registryFileKind(fileName: string): 'monthly' | 'weekly' {
  if (/weekly/i.test(fileName)) return 'weekly';
  const range = /npidata_pfile_(\d{8})-\d{8}/i.exec(fileName);
  return range && range[1] !== '20050523' ? 'weekly' : 'monthly';
}

export async function createRegistryFileRun(
  db: DbOrTx,
  input: {
    /** The path or URL as named. */
    source: string;
    /** Where the file is read from; null until a download has finished. */
    localPath: string | null;
    fileName: string;
    startedBy: string | null;
    status?: 'queued' | 'downloading';
  },
): Promise<RegistryFileRunRow> {
  const [row] = await db
    .insert(registryFileRuns)
    .values({ ...input, kind: registryFileKind(input.fileName) })
    .returning();
  return row!;
}

export function registryFileRunToApi(row: RegistryFileRunRow): RegistryFileRun {
  const counts = Object.fromEntries(
    REGISTRY_FILE_OUTCOMES.map((outcome) => [outcome, row.counts[outcome] ?? 0]),
  ) as RegistryFileCounts;
  return {
    id: row.id,
    source: row.source,
    fileName: row.fileName,
    kind: row.kind,
    status: row.status,
    error: row.error,
    bytesTotal: row.fileBytes,
    bytesDone: row.bytesDone,
    rowsCommitted: row.rowsCommitted,
    counts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The newest runs first. */
export async function listRegistryFileRuns(db: DbOrTx): Promise<RegistryFileRun[]> {
  const rows = await db
    .select()
    .from(registryFileRuns)
    .orderBy(desc(registryFileRuns.createdAt))
    .limit(RUNS_LISTED);
  return rows.map(registryFileRunToApi);
}
