import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backups } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { writeBackup } from './write-backup';

// The admin page's last backup, as the API gives it (401 and 403: admin-auth.test.ts).

let ctx: TestContext;
let admin: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'keeper@example.org' } });
  admin = await createAccount(ctx, { email: 'keeper@example.org' });
});
afterAll(() => ctx.close());

const latest = async () => {
  const response = await ctx.app.inject({
    url: '/api/admin/backups/latest',
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/admin/backups/latest', () => {
  it('is null before the first backup', async () => {
    expect(await latest()).toEqual({ backup: null });
  });

  it('gives the newest backup written: when, and the size of its file', async () => {
    await ctx.database.db.insert(backups).values({
      createdAt: new Date(Date.now() - 9 * 24 * 3_600_000),
      fileName: 'acf-backup-older.tar.gz',
      sizeBytes: 1,
      databaseIncluded: true,
      withSecrets: false,
    });
    const outDir = mkdtempSync(path.join(tmpdir(), 'acf-backups-'));
    const written = await writeBackup(
      { database: ctx.database, dataDir: ctx.config.DATA_DIR, localObjects: true },
      { outDir, withSecrets: false },
    );
    expect(statSync(written.file).size).toBe(written.sizeBytes);
    // On PostgreSQL the file holds the images only: pg_dump backs up the database.
    const databaseIncluded = ctx.database.engine === 'pglite';
    expect(written.manifest.databaseIncluded).toBe(databaseIncluded);
    expect(await latest()).toEqual({
      backup: {
        createdAt: written.manifest.createdAt,
        sizeBytes: written.sizeBytes,
        databaseIncluded,
      },
    });
  });
});
