import { spawnSync } from 'node:child_process';
import { openDatabase } from '@server/db/client';

// An operator's command (`npm run admin`, `npm run import:nppes`) as they run it, against the
// embedded database in a DATA_DIR, and that database opened the way the command finds it.

/** Runs `scripts/<script>` with only PATH and DATA_DIR set; waits for it to exit. */
export function runScript(script: string, dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

/** Opens the DATA_DIR's database (migrated), does `work` in it and closes it again. */
export async function withDatabase<T>(
  dataDir: string,
  work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
): Promise<T> {
  const database = openDatabase({ dataDir });
  await database.migrate();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
