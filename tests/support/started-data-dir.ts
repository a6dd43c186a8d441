import { chmodSync, cpSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { freshDataDir } from './server-process';

/**
 * A DATA_DIR as a server leaves it after its first start (migrated, sample providers loaded,
 * stopped cleanly): a copy of the one the process tests' global setup made. For tests of what
 * follows a first start; a test of the first start itself takes `freshDataDir()`.
 */
export function startedDataDir(): string {
  const started = inject('startedDataDir');
  const dataDir = freshDataDir();
  cpSync(started, dataDir, { recursive: true });
  // Node 22's copy makes folders with the default mode; the server left them for its user alone.
  for (const entry of readdirSync(started, { recursive: true, encoding: 'utf8' })) {
    chmodSync(path.join(dataDir, entry), statSync(path.join(started, entry)).mode);
  }
  return dataDir;
}
