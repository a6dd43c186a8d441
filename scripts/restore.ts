// `npm run restore -- FILE`: restores a file of `npm run backup` into an empty or absent DATA_DIR
// (docs/operations.md). A non-empty DATA_DIR, or a file that fails its checks, is refused with
// one line and exit code 1, and nothing is written.
import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadStorageConfig } from '../src/server/config';
import { BackupRefused, restoreBackup } from '../src/server/features/backups/restore-backup';

const USAGE = 'Usage: npm run restore -- FILE';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(args[0]!);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
    console.error(`No backup file at ${file}.`);
    return 1;
  }
  process.umask(0o077);
  const config = loadStorageConfig();
  let manifest;
  try {
    manifest = await restoreBackup(file, config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(error.message);
    return 1;
  }
  const what = [
    ...(manifest.databaseIncluded ? [`${manifest.counts.providers} providers`] : []),
    ...(manifest.objectsIncluded ? [`${manifest.counts.objects} images`] : []),
  ];
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.DATA_DIR}${what.length ? ` (${what.join(', ')})` : ''}.`,
  );
  if (!manifest.databaseIncluded) {
    console.log(
      'The database is not in this backup: restore it with pg_restore, see docs/operations.md.',
    );
  } else if (config.DATABASE_URL) {
    console.log('DATABASE_URL is set: the server will use that database, not the one restored.');
  }
  if (!manifest.withSecrets) {
    console.log(
      'The session secret was not in the backup: set SESSION_SECRET to the old one, or everyone signs in again and unanswered reply links stop working.',
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
