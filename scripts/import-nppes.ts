// `npm run import:nppes -- FILE`: imports a national registry file (the monthly NPPES CSV, its zip
// as CMS ships it, or a weekly update) into the database the app is configured for, going on
// with an unfinished run of the same file. Ctrl-C pauses after the batch being saved; running the
// command again resumes. While the server holds the embedded database, the server runs the import
// and this command follows it.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RegistryFileRun } from '../src/shared/api/registry-file';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';
import { askServer } from '../src/server/features/auth/admin-socket';
import { fileRunForPath } from '../src/server/features/imports/registry-file/file-run-for-path';
import {
  RegistryFileError,
  registryFileIdentity,
} from '../src/server/features/imports/registry-file/open-registry-file';
import { registryFileRunToApi } from '../src/server/features/imports/registry-file/registry-file-runs';
import { runRegistryFile } from '../src/server/features/imports/registry-file/run-registry-file';

const USAGE = 'Usage: npm run import:nppes -- FILE (.csv or .zip)';

const percent = (run: RegistryFileRun) =>
  run.bytesTotal ? `${Math.floor((100 * run.bytesDone) / run.bytesTotal)}%` : '';

function printProgress(run: RegistryFileRun) {
  console.log(
    `${percent(run).padStart(4)} ${run.rowsCommitted.toLocaleString('en-US')} rows, ` +
      `${(run.counts.added + run.counts.updated + run.counts.reactivated).toLocaleString('en-US')} providers added or updated`,
  );
}

function printSummary(run: RegistryFileRun): number {
  const counts = Object.entries(run.counts)
    .map(([outcome, n]) => `${outcome} ${n.toLocaleString('en-US')}`)
    .join(', ');
  if (run.status === 'succeeded') {
    console.log(`Imported ${run.fileName} (${run.kind}): ${run.rowsCommitted} rows. ${counts}.`);
    return 0;
  }
  if (run.status === 'paused') {
    console.log(
      `Paused after ${run.rowsCommitted} rows (${counts}). Run the same command again to resume.`,
    );
    return 130;
  }
  console.error(`The import failed: ${run.error ?? 'unknown error'} (${counts}).`);
  return 1;
}

async function importDirectly(database: Database, file: string): Promise<number> {
  const pause = new AbortController();
  const onSignal = () => {
    console.log('Pausing after the batch being saved...');
    pause.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await database.migrate();
    const { run, resumed } = await fileRunForPath(database.db, file);
    console.log(
      resumed
        ? `Resuming ${run.fileName} after ${run.rowsCommitted} rows.`
        : `Importing ${run.fileName}.`,
    );
    let last = 0;
    await runRegistryFile(database.db, run.id, {
      signal: pause.signal,
      onProgress: (saved) => {
        if (Date.now() - last < 2000) return;
        last = Date.now();
        printProgress(registryFileRunToApi(saved));
      },
    });
    const [done] = (await database.db.query.registryFileRuns.findMany({
      where: (runs, { eq }) => eq(runs.id, run.id),
    }))!;
    return printSummary(registryFileRunToApi(done!));
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await database.close();
  }
}

async function importThroughServer(dataDir: string, file: string): Promise<number> {
  const { id, resumed } = await askServer<{ id: string; resumed: boolean }>(
    dataDir,
    '/registry-file',
    { path: file },
  );
  console.log(`The server holds the database; it ${resumed ? 'resumes' : 'runs'} the import.`);
  let pausing = false;
  const onSignal = () => {
    console.log('Pausing after the batch being saved...');
    pausing = true;
    void askServer(dataDir, '/registry-file/pause', { id });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    for (;;) {
      await sleep(pausing ? 250 : 2000);
      const run = await askServer<RegistryFileRun>(dataDir, '/registry-file/status', { id });
      if (run.status === 'queued' || run.status === 'running') printProgress(run);
      else return printSummary(run);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function main(): Promise<number> {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length || !/\.(csv|zip)$/i.test(file)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  await registryFileIdentity(file); // a file that cannot be read fails before the database opens
  try {
    return await importDirectly(
      openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }),
      file,
    );
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    try {
      return await importThroughServer(config.DATA_DIR, file);
    } catch (serverError) {
      console.error(
        `${error.message} It did not take the import either (${(serverError as Error).message}); nothing was imported.`,
      );
      return 1;
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof RegistryFileError
        ? error.message
        : `Failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
