// `npm run bench:backup`: backup and restore of the embedded database at 100,000 providers (the
// search benchmark's directory): the time of each, the file's size, and a count of the restored
// providers. Everything lives in temporary folders, never in the app's DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { providers } from '../src/server/db/schema';
import { restoreBackup } from '../src/server/features/backups/restore-backup';
import { writeBackup } from '../src/server/features/backups/write-backup';
import { load } from './bench-directory';

const PROVIDERS = 100_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'acf-bench-backup-'));
  try {
    const dataDir = path.join(work, 'data');
    const database = openDatabase({ dataDir });
    let started = performance.now();
    await load(database, PROVIDERS);
    console.log(
      `loaded ${PROVIDERS.toLocaleString('en-US')} providers in ${seconds(performance.now() - started)}`,
    );

    started = performance.now();
    const backup = await writeBackup(
      { database, dataDir, localObjects: true },
      { outDir: path.join(work, 'backups'), withSecrets: false },
    );
    const backupMs = performance.now() - started;
    await database.close();

    const restoredDir = path.join(work, 'restored');
    started = performance.now();
    await restoreBackup(backup.file, restoredDir);
    const restoreMs = performance.now() - started;

    const restored = openDatabase({ dataDir: restoredDir });
    const count = await restored.db.$count(providers);
    await restored.close();
    if (count !== PROVIDERS) throw new Error(`restored ${count} providers, expected ${PROVIDERS}`);

    console.log(`database dump  ${megabytes(backup.manifest.sizes.database)}`);
    console.log(`backup file    ${megabytes(backup.sizeBytes)} (gzip)`);
    console.log(`backup         ${seconds(backupMs)}`);
    console.log(`restore        ${seconds(restoreMs)} (checks, unpacks, opens the database)`);
    console.log(`restored       ${count.toLocaleString('en-US')} providers`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:backup failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
