import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '@server/db/schema';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScript, withDatabase } from '../tests/support/operator-cli';
import {
  freePort,
  freshDataDir,
  startServer,
  waitForHealthy,
} from '../tests/support/server-process';
import { startedDataDir } from '../tests/support/started-data-dir';

// The CLI as an operator runs it, against the embedded database in a DATA_DIR.
const runAdmin = (dataDir: string, ...args: string[]) => runScript('admin.ts', dataDir, ...args);

describe('npm run admin', () => {
  it('grants and revokes the admin role and audits both', async () => {
    const dataDir = startedDataDir();
    await withDatabase(dataDir, (db) => db.insert(users).values({ email: 'lead@example.org' }));

    const grant = runAdmin(dataDir, 'grant', 'Lead@Example.org');
    expect(grant.stdout.trim()).toBe('lead@example.org is now an admin.');
    expect(grant.status).toBe(0);
    expect(
      await withDatabase(dataDir, async (db) => (await db.select().from(users))[0]!.role),
    ).toBe('admin');

    expect(runAdmin(dataDir, 'revoke', 'lead@example.org').status).toBe(0);
    const audit = await withDatabase(dataDir, (db) =>
      db.select().from(auditLog).where(eq(auditLog.subject, 'lead@example.org')),
    );
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['role_granted', { before: 'user', after: 'admin', via: 'cli' }],
      ['role_revoked', { before: 'admin', after: 'user', via: 'cli' }],
    ]);
  });

  it('says so when the account does not exist, or the command is wrong', () => {
    const dataDir = freshDataDir();
    const missing = runAdmin(dataDir, 'grant', 'ghost@example.org');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No account with the e-mail ghost@example.org');
    const wrong = runAdmin(dataDir, 'promote', 'x@example.org');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr.trim()).toBe('Usage: npm run admin -- grant|revoke EMAIL');
  });
});

describe('npm run admin while the server holds the embedded database', () => {
  it('goes through the server, and the grant survives a restart', async () => {
    const dataDir = startedDataDir();
    await withDatabase(dataDir, (db) => db.insert(users).values({ email: 'lead@example.org' }));
    const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    try {
      await waitForHealthy(server.url);
      const grant = runAdmin(dataDir, 'grant', 'lead@example.org');
      expect(grant.stdout.trim()).toBe('lead@example.org is now an admin.');
      expect(grant.status).toBe(0);
      const missing = runAdmin(dataDir, 'grant', 'ghost@example.org');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No account with the e-mail ghost@example.org');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
    expect(
      await withDatabase(dataDir, async (db) => (await db.select().from(users))[0]!.role),
    ).toBe('admin');
  }, 60_000);

  it('refuses, changing nothing, when the process holding it does not answer', async () => {
    const dataDir = startedDataDir();
    await withDatabase(dataDir, (db) => db.insert(users).values({ email: 'lead@example.org' }));
    // This test process is alive and is not a server: it holds the lock but has no admin socket.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const grant = runAdmin(dataDir, 'grant', 'lead@example.org');
    expect(grant.status).toBe(1);
    expect(grant.stderr.trim()).toBe(
      `The database in ${dataDir} is in use by process ${process.pid}: stop that process or set ` +
        'another DATA_DIR. It did not take the change either; nothing was changed.',
    );
  });
});
