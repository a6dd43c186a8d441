import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import { importRuns, jobs } from '@server/db/schema';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { createAccount, type TestAccount } from '../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// Every admin route: 401 without a session, 403 for a signed-in family, never a change.

let ctx: TestContext;
let family: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp();
  family = await createAccount(ctx);
});
afterAll(() => ctx.close());

const ROUTES = [
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'GET', url: '/api/admin/provider-stats' },
  { method: 'GET', url: '/api/admin/backups/latest' },
  { method: 'GET', url: '/api/admin/import-runs/latest' },
  { method: 'GET', url: '/api/admin/import-runs/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', url: '/api/admin/import-providers', payload: { states: ['NC'] } },
  {
    method: 'POST',
    url: '/api/admin/import-providers',
    payload: { states: [], clearExisting: true },
  },
  ...['nc', 'ga', 'tx', 'az', 'or', 'in', 'va'].map((st) => ({
    method: 'POST',
    url: `/api/providers/import-${st}`,
    payload: { city: '', limit: 200, clearExisting: false },
  })),
] as const;

describe('admin routes', () => {
  it.each(ROUTES)('$method $url: 401 without a session', async (route) => {
    const response = await ctx.app.inject({ ...route });
    expect(response.statusCode).toBe(401);
  });

  it.each(ROUTES)('$method $url: 403 for a non-admin', async (route) => {
    const response = await ctx.app.inject({ ...route, headers: { cookie: family.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'admin_only', message: 'Admins only' });
  });
});

describe('refused requests', () => {
  it('leave no import run and no job behind', async () => {
    const runs = await ctx.database.db.select().from(importRuns);
    // Only the accounts' own verification e-mails were queued.
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(ne(jobs.kind, sendAccountEmailJob.kind));
    expect(runs).toEqual([]);
    expect(queued).toEqual([]);
  });
});
