import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../tests/support/images';
import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
  type ServerProcess,
} from '../tests/support/server-process';
import { startedDataDir } from '../tests/support/started-data-dir';

// `npm run backup` and `npm run restore` as an operator runs them, against the built server
// holding the embedded database, and the server started again on what was restored.

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script without blocking this process, which keeps writing meanwhile. */
function runScript(script: string, dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}
const backup = (dataDir: string, ...args: string[]) =>
  runScript('scripts/backup.ts', dataDir, ...args);
const restore = (dataDir: string, file: string) => runScript('scripts/restore.ts', dataDir, file);

/** The file a successful backup names on its one line. */
function writtenFile(run: Run): string {
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const file = /^Backup written: (\S+) \(/.exec(run.stdout)?.[1];
  if (!file) throw new Error(`no file named in: ${run.stdout}`);
  return file;
}

async function signUpFamily(server: ServerProcess, dataDir: string): Promise<string> {
  const email = 'rae@example.org';
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Rae',
      lastName: 'Holm',
      email,
      password: 'a calm long password',
    }),
  });
  expect(signUp.status).toBe(202);
  const signUpCookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const outbox = path.join(dataDir, 'outbox');
  await expect
    .poll(() => existsSync(outbox) && readdirSync(outbox).length, { timeout: 15_000 })
    .toBe(1);
  const eml = readFileSync(path.join(outbox, readdirSync(outbox)[0]!), 'utf8');
  // Quoted-printable: soft line breaks, and '=' written as '=3D'.
  const text = eml.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
  const token = /verify-email\?token=([\w-]+)/.exec(text)?.[1];
  const verified = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: signUpCookie.join('; ') },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => /^(__Host-)?sid=/.test(c))
    .join('; ');
}

async function providerIds(url: string, cookie: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page = (await (
      await fetch(`${url}/api/providers?${query}`, { headers: { cookie } })
    ).json()) as {
      providers: { id: string }[];
      nextCursor: string | null;
    };
    ids.push(...page.providers.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const basket = async (url: string, cookie: string) =>
  (
    (await (await fetch(`${url}/api/care-basket`, { headers: { cookie } })).json()) as {
      provider: { id: string };
    }[]
  ).map((item) => item.provider.id);

describe('npm run backup while the server runs, then npm run restore', () => {
  const dataDir = startedDataDir();
  const image = `${createHash('sha256').update(PNG).digest('hex')}.png`;
  const servers: ServerProcess[] = [];

  const start = async (dir: string) => {
    const server = startServer({ DATA_DIR: dir, PORT: String(await freePort()) });
    servers.push(server);
    await waitForHealthy(server.url);
    return server;
  };

  // One backup without secrets, made when a test first needs it.
  let plain: Promise<string> | undefined;
  const plainBackup = () =>
    (plain ??= backup(dataDir, path.join(dataDir, '..', 'plain')).then(writtenFile));

  beforeAll(async () => {
    // An uploaded image, as a save leaves it.
    mkdirSync(path.join(dataDir, 'objects', 'images'), { recursive: true });
    writeFileSync(path.join(dataDir, 'objects', 'images', image), PNG);
    await start(dataDir);
  });
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('restores every write acknowledged before the backup, and the server serves it', async () => {
    const { url } = servers[0]!;
    const cookie = await signUpFamily(servers[0]!, dataDir);
    const ids = await providerIds(url, cookie);
    /** Each acknowledged write and when its answer arrived. */
    const acked: { id: string; at: number }[] = [];
    const add = async (id: string) => {
      const response = await fetch(`${url}/api/care-basket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ providerId: id }),
      });
      expect(response.status).toBe(201);
      acked.push({ id, at: Date.now() });
    };
    // Writes go on, one after another, from before the backup starts until it is done.
    for (const id of ids.slice(0, 5)) await add(id);
    const ackedBefore = acked.length;
    let done = false;
    const running = backup(dataDir, path.join(dataDir, '..', 'backups'), '--with-secrets').finally(
      () => (done = true),
    );
    for (const id of ids.slice(5)) {
      if (done) break;
      await add(id);
    }
    const file = writtenFile(await running);
    expect(acked.length).toBeGreaterThan(ackedBefore);

    const restoredDir = path.join(freshDataDir(), 'data');
    const restored = await restore(restoredDir, file);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    // The server noted the time before it took the snapshot (same machine, same clock).
    const snapshotAt = Date.parse(/^Restored the backup of (\S+) /.exec(restored.stdout)![1]!);
    const ackedFirst = acked.filter(({ at }) => at < snapshotAt).length;
    expect(ackedFirst).toBeGreaterThanOrEqual(ackedBefore);
    const server = await start(restoredDir);
    // The session goes on: the cookie signed before the backup works on the restored server.
    const kept = await basket(server.url, cookie);
    // A snapshot in time: the first writes in order, every one acknowledged before it included.
    expect(kept.length).toBeGreaterThanOrEqual(ackedFirst);
    expect(new Set(kept)).toEqual(new Set(ids.slice(0, kept.length)));
    const served = await fetch(`${server.url}/objects/${image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  }, 180_000);

  it('leaves the session secret out unless asked', async () => {
    const file = await plainBackup();
    const restoredDir = path.join(freshDataDir(), 'data');
    const restored = await restore(restoredDir, file);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('The session secret was not in the backup');
    expect(readdirSync(restoredDir).sort()).toEqual(['objects', 'pglite']);
    expect(readdirSync(dataDir)).toContain('session-secret');
  }, 120_000);

  it('refuses a changed byte, a cut file and a non-empty DATA_DIR with one line, restoring nothing', async () => {
    const file = await plainBackup();
    const bytes = readFileSync(file);
    const changed = Buffer.from(bytes);
    changed[Math.floor(bytes.length / 2)]! ^= 0x01;
    const variants = {
      changed,
      truncated: bytes.subarray(0, bytes.length - 1000),
      cutShort: bytes.subarray(0, Math.floor(bytes.length / 3)),
    };
    await Promise.all(
      Object.entries(variants).map(async ([name, content]) => {
        const damagedFile = path.join(path.dirname(file), `${name}.tar.gz`);
        writeFileSync(damagedFile, content);
        const target = path.join(freshDataDir(), 'data');
        const refused = await restore(target, damagedFile);
        expect(refused.status, name).toBe(1);
        expect(refused.stdout, name).toBe('');
        expect(refused.stderr, name).toMatch(
          /^The backup file is damaged or incomplete \(.+\); nothing was restored\.\n$/,
        );
        expect(existsSync(target), name).toBe(false);
        expect(readdirSync(path.dirname(target)), name).toEqual([]);
      }),
    );
    const occupied = freshDataDir();
    writeFileSync(path.join(occupied, 'notes.txt'), 'mine');
    const refused = await restore(occupied, file);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      `${occupied} is not empty: restore only into an empty or new DATA_DIR; nothing was restored.\n`,
    );
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
  }, 120_000);
});
