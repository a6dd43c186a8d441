// `npm run backup -- DIR [--with-secrets]`: writes one backup file into DIR (docs/operations.md).
// While the server holds the embedded database it makes the snapshot itself, asked over
// DATA_DIR/admin.sock; otherwise this command opens the database.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';
import { askServer, ServerAnswered } from '../src/server/features/auth/admin-socket';
import type { BackupRequest } from '../src/server/features/backups/backup-command';
import { writeBackup, type BackupResult } from '../src/server/features/backups/write-backup';

const USAGE = 'Usage: npm run backup -- DIR [--with-secrets]';
// The server answers when the file is written: a large database takes a while.
const SERVER_TIMEOUT_MS = 30 * 60_000;

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const withSecrets = args.includes('--with-secrets');
  const rest = args.filter((arg) => arg !== '--with-secrets');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // The file holds families' data: for this user alone, like DATA_DIR.
  process.umask(0o077);
  const config = loadConfig();
  const request: BackupRequest = { outDir: path.resolve(rest[0]!), withSecrets };
  let result: BackupResult;
  try {
    const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await database.migrate();
      const sources = {
        database,
        dataDir: config.DATA_DIR,
        localObjects: config.STORAGE === 'local',
      };
      result = await writeBackup(sources, request);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    try {
      result = await askServer<BackupResult>(
        config.DATA_DIR,
        '/backup',
        request,
        SERVER_TIMEOUT_MS,
      );
    } catch (asked) {
      console.error(
        asked instanceof ServerAnswered
          ? `Backup failed: ${asked.message}`
          : `${error.message} It did not answer the backup request either; no backup was made.`,
      );
      return 1;
    }
  }
  const { manifest } = result;
  const parts = [
    megabytes(result.sizeBytes),
    ...(manifest.databaseIncluded ? [`${manifest.counts.providers} providers`] : []),
    ...(manifest.objectsIncluded ? [`${manifest.counts.objects} images`] : []),
    manifest.withSecrets ? 'with the session secret' : 'no secrets',
  ];
  console.log(`Backup written: ${result.file} (${parts.join(', ')}).`);
  if (!manifest.databaseIncluded) {
    console.log(
      'The database is not in this backup (DATABASE_URL is set): back it up with pg_dump, see docs/operations.md.',
    );
  }
  if (withSecrets && !manifest.withSecrets) {
    console.log(
      'No session secret in DATA_DIR: SESSION_SECRET comes from the environment, keep it in your secret store.',
    );
  }
  if (!manifest.objectsIncluded) {
    console.log('The images are in the S3 bucket (STORAGE=s3) and not in this backup.');
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
