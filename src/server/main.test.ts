import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { providers, users } from '@server/db/schema';
import { clearProviders } from '@server/features/imports/registry/clear-providers';
import {
  freePort,
  freshDataDir,
  startedLine,
  startServer,
  waitForHealthy,
  type ServerProcess,
} from '../../tests/support/server-process';
import { startedDataDir } from '../../tests/support/started-data-dir';

// The server as a process: what an operator sees when starting and stopping it.

describe('starting with a bad configuration value', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'nonsense'],
    ['STORAGE', 'ftp'],
  ])('%s=%s exits non-zero with one line naming the variable', async (name, value) => {
    const server = startServer({ DATA_DIR: freshDataDir(), [name]: value });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('a normal start and stop', () => {
  it('migrates, loads the sample providers, serves health and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ DATA_DIR: freshDataDir(), PORT: String(port) });
    await waitForHealthy(server.url);
    expect(await (await fetch(`${server.url}/api/health`)).json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      searchIndex: expect.stringMatching(/^(loading|ready)$/),
    });
    expect(await startedLine(server)).toMatch(/"sampleProvidersLoaded":\d{3}/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('keeps its data across restarts and seeds only once', async () => {
    const dataDir = freshDataDir();
    for (const expected of [/"sampleProvidersLoaded":\d{3}/, /"sampleProvidersLoaded":0/]) {
      const port = await freePort();
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      await waitForHealthy(server.url);
      expect(await startedLine(server)).toMatch(expected);
      server.child.kill('SIGINT');
      expect(await server.exited).toBe(0);
    }
  });
});

/** Entries under `dir` (itself included) that its group or others may use, with their modes. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

describe('DATA_DIR at rest', () => {
  it('is created for the server’s user alone, database files and e-mails included', async () => {
    const dataDir = path.join(freshDataDir(), 'data');
    const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealthy(server.url);
    // A sign-up writes its verification e-mail into the outbox.
    const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Rae',
        lastName: 'Holm',
        email: 'rae@example.org',
        password: 'a calm long password',
      }),
    });
    expect(signUp.status).toBe(202);
    await expect
      .poll(() => readdirSync(dataDir).includes('outbox'), { timeout: 10_000 })
      .toBe(true);
    await expect.poll(() => readdirSync(path.join(dataDir, 'outbox')).length).toBe(1);
    expect(statSync(path.join(dataDir, 'pglite')).isDirectory()).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('is tightened when it was open to others, and the server says so once', async () => {
    const dataDir = startedDataDir();
    const start = async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      await waitForHealthy(server.url);
      await startedLine(server);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      return server.output();
    };
    // As a copy or a careless chmod would leave it.
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'session-secret'), 0o644);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o777 });
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: x\n', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o666);

    const warned = (output: string) =>
      output.split('\n').filter((line) => line.includes('DATA_DIR was open to other users'));
    const [line] = warned(await start());
    expect(JSON.parse(line!)).toMatchObject({ entries: 4 });
    expect(openToOthers(dataDir)).toEqual([]);
    expect(warned(await start())).toEqual([]);
  });
});

describe('what the built server publishes', () => {
  it('serves the app’s scripts, and no source map of them', async () => {
    const server = startServer({ DATA_DIR: startedDataDir(), PORT: String(await freePort()) });
    await waitForHealthy(server.url);
    const page = await (await fetch(`${server.url}/`)).text();
    const scripts = [...page.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(`${server.url}${src}`);
      expect(script.status).toBe(200);
      expect(await script.text()).not.toMatch(/sourceMappingURL/);
      expect((await fetch(`${server.url}${src}.map`)).status).toBe(404);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('one process per embedded database', () => {
  it('a second start on the same DATA_DIR exits at once naming the holder; the first keeps serving', async () => {
    const dataDir = startedDataDir();
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealthy(first.url);
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `The database in ${dataDir} is in use by process ${first.child.pid}: stop that process or set another DATA_DIR.`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('takes over the lock of a process that was killed', async () => {
    const dataDir = startedDataDir();
    const killed = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealthy(killed.url);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const next = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitForHealthy(next.url);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

describe('sample providers after Clear All Providers', () => {
  it('stay cleared across a restart', async () => {
    const dataDir = startedDataDir();
    const start = async () => {
      const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      await waitForHealthy(server.url);
      return server;
    };
    const stop = async (server: ServerProcess) => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };
    const database = openDatabase({ dataDir });
    const [admin] = await database.db
      .insert(users)
      .values({ email: 'lead@example.org' })
      .returning();
    expect(
      (await clearProviders(database.db, { userId: admin!.id, ip: '127.0.0.1' })).removed,
    ).toBeGreaterThan(0);
    await database.close();

    const restarted = await start();
    expect(await startedLine(restarted)).toMatch(/"sampleProvidersLoaded":0/);
    await stop(restarted);
    const reopened = openDatabase({ dataDir });
    expect(await reopened.db.$count(providers)).toBe(0);
    await reopened.close();
  });
});

// On the PostgreSQL server the test run is given (CI always gives one).
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('with DATABASE_URL on PostgreSQL', () => {
  it('starts, migrates and serves the same', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    const name = `acf_main_${randomBytes(4).toString('hex')}`;
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(postgresUrl!);
      url.pathname = `/${name}`;
      const port = await freePort();
      const server = startServer({
        DATA_DIR: freshDataDir(),
        PORT: String(port),
        DATABASE_URL: url.toString(),
      });
      await waitForHealthy(server.url);
      const line = await startedLine(server);
      expect(line).toContain('"database":"postgres"');
      expect(line).toMatch(/"sampleProvidersLoaded":\d{3}/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
