// A benchmark's own throw-away database, never the app's: an embedded one in a temporary folder,
// or, given a PostgreSQL server's URL (BENCH_DATABASE_URL), a new database there. Migrated; drop()
// removes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client';
import { createThrowawayPostgres } from '../tests/support/throwaway-postgres';

export async function throwAwayDatabase(
  name: string,
  serverUrl: string | undefined,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (serverUrl) return createThrowawayPostgres(serverUrl, 'acf_bench');
  const dir = mkdtempSync(path.join(tmpdir(), `acf-bench-${name}-`));
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
