import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDataDir } from '../../../tests/support/server-process';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const lockFile = (dir: string) => path.join(dir, 'pglite.lock');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

describe('lockDataDir', () => {
  it('holds the directory until released, refusing a second opener meanwhile', () => {
    const dir = freshDataDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('names the directory and the live process that holds it', () => {
    const dir = freshDataDir();
    const parent = process.ppid;
    writeFileSync(lockFile(dir), String(parent));
    expect(() => lockDataDir(dir)).toThrow(
      `The database in ${dir} is in use by process ${parent}: stop that process or set another DATA_DIR.`,
    );
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(parent));
  });

  it.each([
    ['a process that has exited', () => String(deadPid())],
    ['an earlier process with our own pid', () => String(process.pid)],
    ['an unreadable pid', () => 'garbage'],
  ])('takes over a lock left by %s', (_case, content) => {
    const dir = freshDataDir();
    writeFileSync(lockFile(dir), content());
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
