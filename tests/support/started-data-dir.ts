import { cpSync } from 'node:fs';
import { inject } from 'vitest';
import { freshDataDir } from './server-process';

/**
 * A DATA_DIR as a server leaves it after its first start (migrated, sample providers loaded,
 * stopped cleanly): a copy of the one the process tests' global setup made. For tests of what
 * follows a first start; a test of the first start itself takes `freshDataDir()`.
 */
export function startedDataDir(): string {
  const dataDir = freshDataDir();
  cpSync(inject('startedDataDir'), dataDir, { recursive: true });
  return dataDir;
}
