import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Two processes writing one embedded database directory corrupt it or silently lose writes, so
 * whoever opens it first holds a lock file with its process id. A lock left by a process that died
 * is taken over; a live holder makes the second opener fail at once with a message naming both.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holderPid}: stop that process or set another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

// Lock files this process holds: a lock with our own pid that is not in here was left by an
// earlier process that had the same pid (common for pid 1 in a container) and is stale.
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockFile)) {
      heldHere.add(lockFile);
      const release = () => {
        if (!heldHere.delete(lockFile)) return;
        if (readPid(lockFile) === process.pid) unlinkQuietly(lockFile);
        process.off('exit', release);
      };
      // process.exit() skips the close path; the lock must not outlive us then either.
      process.on('exit', release);
      return { release };
    }
    const holder = readPid(lockFile);
    if (holder === undefined) continue; // removed between our attempt and the read
    const ours = holder === process.pid;
    if ((ours && heldHere.has(lockFile)) || (!ours && isAlive(holder))) {
      throw new DataDirInUseError(dataDir, holder);
    }
    takeOverStale(lockFile, holder);
  }
  throw new Error(`Could not lock ${dataDir}: another process keeps taking it.`);
}

/** Creates the lock with our pid in one step, so a reader never sees a half-written file. */
function tryCreate(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}.new`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuietly(draft);
  }
}

/**
 * Moves the stale lock aside with one atomic rename, so of two processes taking over together only
 * one removes it; a lock that turns out to be fresh by then is put back.
 */
function takeOverStale(lockFile: string, stalePid: number): void {
  const aside = `${lockFile}.${process.pid}.stale`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readPid(aside) !== stalePid) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // someone locked it meanwhile; their lock stands
    }
  }
  unlinkQuietly(aside);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
