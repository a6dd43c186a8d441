import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RegistryFileRun } from '@shared/api/registry-file';
import { auditLog, jobs, registryFileRuns } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// The admin's registry file routes: who may call them, what a path or URL may name, one active
// run at a time, and pause and resume. The import itself is the job's (registry-file.job.test.ts).

const SAMPLES = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/nppes-file');
const MONTHLY = 'npidata_pfile_20050523-20260209.csv';
const WEEKLY = 'npidata_pfile_20260209-20260215.csv';

let ctx: TestContext;
let admin: TestAccount;
let family: TestAccount;
let folder: string;
let outside: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'acf-registry-files-'));
  outside = mkdtempSync(path.join(tmpdir(), 'acf-outside-'));
  copyFileSync(path.join(SAMPLES, 'npidata_pfile_sample.csv'), path.join(folder, MONTHLY));
  copyFileSync(path.join(SAMPLES, 'npidata_pfile_weekly_sample.csv'), path.join(folder, WEEKLY));
  writeFileSync(path.join(folder, 'notes.txt'), 'not a registry file');
  mkdirSync(path.join(folder, 'folder.csv'));
  writeFileSync(path.join(outside, 'secret.csv'), 'NPI\nsecret row');
  symlinkSync(path.join(outside, 'secret.csv'), path.join(folder, 'link.csv'));
  ctx = await createTestApp({
    env: { ADMIN_EMAILS: 'files@example.org', REGISTRY_FILES_DIR: folder },
  });
  admin = await createAccount(ctx, { email: 'files@example.org' });
  family = await createAccount(ctx, { email: 'family-files@example.org' });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(registryFileRuns);
  await ctx.database.db.delete(jobs).where(like(jobs.key, 'registry-file:%'));
});

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const start = (account: TestAccount | null, payload: unknown) =>
  call(account, { method: 'POST', url: '/api/admin/registry-files', payload: payload as object });
const act = (account: TestAccount | null, id: string, action: 'pause' | 'resume') =>
  call(account, { method: 'POST', url: `/api/admin/registry-files/${id}/${action}` });
const runCount = async () =>
  (await ctx.database.db.select({ n: count() }).from(registryFileRuns))[0]!.n;
const jobsOf = (runId: string) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `registry-file:${runId}:%`));
const started = async (payload: unknown) => {
  const response = await start(admin, payload);
  expect(response.statusCode).toBe(202);
  return response.json<RegistryFileRun>();
};

describe('GET /api/admin/registry-files', () => {
  it('lists the runs newest first', async () => {
    const first = await started({ path: path.join(folder, MONTHLY) });
    await act(admin, first.id, 'pause');
    const second = await started({ path: WEEKLY });
    const response = await call(admin, { url: '/api/admin/registry-files' });
    expect(response.statusCode).toBe(200);
    const { runs, folder: named } = response.json<{ runs: RegistryFileRun[]; folder: string }>();
    expect(named).toBe(folder);
    expect(runs.map((run) => [run.id, run.kind, run.status])).toEqual([
      [second.id, 'weekly', 'queued'],
      [first.id, 'monthly', 'paused'],
    ]);
  });

  it('is for admins: 401 without a session, 403 for a family', async () => {
    expect((await call(null, { url: '/api/admin/registry-files' })).statusCode).toBe(401);
    expect((await call(family, { url: '/api/admin/registry-files' })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/registry-files', () => {
  it('queues a file in the folder, with its job, audited', async () => {
    const run = await started({ path: path.join(folder, MONTHLY) });
    expect(run).toMatchObject({
      source: path.join(folder, MONTHLY),
      fileName: MONTHLY,
      kind: 'monthly',
      status: 'queued',
      rowsCommitted: 0,
      error: null,
    });
    const [stored] = await ctx.database.db
      .select()
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, run.id));
    expect(stored).toMatchObject({ localPath: path.join(folder, MONTHLY), startedBy: admin.id });
    expect(await jobsOf(run.id)).toMatchObject([
      { kind: 'registry-file', payload: { runId: run.id } },
    ]);
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, run.id));
    expect(audited).toMatchObject({ action: 'registry_file_started', actorUserId: admin.id });
  });

  it('takes a path relative to the folder, and tells a weekly file by its name', async () => {
    expect(await started({ path: WEEKLY })).toMatchObject({ fileName: WEEKLY, kind: 'weekly' });
  });

  it('queues a download of an https URL: the job downloads it', async () => {
    const url = 'https://127.0.0.1:9/files/NPPES_Data_Dissemination_112426_113026_Weekly.zip';
    const run = await started({ url });
    expect(run).toMatchObject({
      source: url,
      fileName: 'NPPES_Data_Dissemination_112426_113026_Weekly.zip',
      kind: 'weekly',
      status: 'downloading',
    });
    expect(await jobsOf(run.id)).toHaveLength(1);
  });

  it('refuses a second run while one is active (409), and starts once it is paused', async () => {
    const first = await started({ path: MONTHLY });
    const again = await start(admin, { path: WEEKLY });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'import_running' });
    expect(await runCount()).toBe(1);
    await act(admin, first.id, 'pause');
    await started({ path: WEEKLY });
  });

  it('two admins pressing at once start one run', async () => {
    const answers = await Promise.all([
      start(admin, { path: MONTHLY }),
      start(admin, { path: WEEKLY }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    expect(await runCount()).toBe(1);
  });

  it('fails an active run whose job is gone rather than blocking imports forever', async () => {
    const lost = await started({ path: MONTHLY });
    await ctx.database.db.delete(jobs).where(like(jobs.key, `registry-file:${lost.id}:%`));
    await started({ path: WEEKLY });
    const [stored] = await ctx.database.db
      .select()
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, lost.id));
    expect(stored!.status).toBe('failed');
  });

  it.each([
    ['neither path nor url', {}, 'path'],
    ['both', { path: MONTHLY, url: 'https://example.org/a.zip' }, 'path'],
    ['a file of another type', { path: 'notes.txt' }, 'path'],
    ['a file that is not there', { path: 'missing.csv' }, 'path'],
    ['a folder named like a file', { path: 'folder.csv' }, 'path'],
    ['a path outside the folder', { path: '../outside.csv' }, 'path'],
    ['an absolute path outside', { path: '/etc/hosts.csv' }, 'path'],
    ['a symlink leading outside', { path: 'link.csv' }, 'path'],
    ['an http URL', { url: 'http://example.org/file.zip' }, 'url'],
    ['a URL with a password', { url: 'https://a:b@example.org/file.zip' }, 'url'],
    ['an internal address', { url: 'https://127.0.0.2/file.zip' }, 'url'],
    ['a metadata address', { url: 'https://169.254.169.254/file.zip' }, 'url'],
  ])('refuses %s: 400 naming the field, nothing created', async (_name, payload, field) => {
    const response = await start(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    // Nothing of the file is echoed.
    expect(response.body).not.toContain('secret row');
    expect(await runCount()).toBe(0);
  });

  it('names the folder when a path is refused', async () => {
    const response = await start(admin, { path: 'missing.csv' });
    expect(response.json<{ message: string }>().message).toContain(folder);
  });

  it('is for admins: 401 without a session, 403 for a family, nothing created', async () => {
    expect((await start(null, { path: MONTHLY })).statusCode).toBe(401);
    expect((await start(family, { path: MONTHLY })).statusCode).toBe(403);
    expect(await runCount()).toBe(0);
  });

  it('refuses a cross-site request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/registry-files',
      headers: { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { path: MONTHLY },
    });
    expect(response.statusCode).toBe(403);
    expect(await runCount()).toBe(0);
  });
});

describe('pause and resume', () => {
  it('pauses an active run, and resumes it with a new job', async () => {
    const run = await started({ path: MONTHLY });
    const paused = await act(admin, run.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: run.id, status: 'paused' });
    const resumed = await act(admin, run.id, 'resume');
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json()).toMatchObject({ id: run.id, status: 'queued' });
    expect(await jobsOf(run.id)).toHaveLength(2);
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, run.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'registry_file_paused',
      'registry_file_resumed',
      'registry_file_started',
    ]);
  });

  it('resumes a paused download as a download', async () => {
    const run = await started({ url: 'https://127.0.0.1:9/npidata_pfile_20050523-20260209.zip' });
    await act(admin, run.id, 'pause');
    expect((await act(admin, run.id, 'resume')).json()).toMatchObject({ status: 'downloading' });
  });

  it('resumes a failed run', async () => {
    const run = await started({ path: MONTHLY });
    await ctx.database.db
      .update(registryFileRuns)
      .set({ status: 'failed', error: 'The file ended in the middle of a row.' })
      .where(eq(registryFileRuns.id, run.id));
    const resumed = await act(admin, run.id, 'resume');
    expect(resumed.statusCode).toBe(202);
    expect(resumed.json()).toMatchObject({ status: 'queued', error: null });
  });

  it('answers 409 to a pause of a run not active and a resume of one not paused', async () => {
    const run = await started({ path: MONTHLY });
    const resume = await act(admin, run.id, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({ code: 'registry_file_state' });
    await act(admin, run.id, 'pause');
    const pause = await act(admin, run.id, 'pause');
    expect(pause.statusCode).toBe(409);
    expect(pause.json()).toMatchObject({ code: 'registry_file_state' });
    expect(await jobsOf(run.id)).toHaveLength(1);
  });

  it('answers 409 to a resume while another run is active', async () => {
    const first = await started({ path: MONTHLY });
    await act(admin, first.id, 'pause');
    await started({ path: WEEKLY });
    const resume = await act(admin, first.id, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json()).toMatchObject({ code: 'import_running' });
  });

  it('answers 404 for an unknown run and 400 naming id for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const action of ['pause', 'resume'] as const) {
      const missing = await act(admin, unknown, action);
      expect(missing.statusCode).toBe(404);
      const malformed = await act(admin, 'not-an-id', action);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ field: 'id' });
    }
  });

  it('is for admins: 401 without a session, 403 for a family, the run unchanged', async () => {
    const run = await started({ path: MONTHLY });
    for (const action of ['pause', 'resume'] as const) {
      expect((await act(null, run.id, action)).statusCode).toBe(401);
      expect((await act(family, run.id, action)).statusCode).toBe(403);
    }
    const [stored] = await ctx.database.db
      .select()
      .from(registryFileRuns)
      .where(eq(registryFileRuns.id, run.id));
    expect(stored!.status).toBe('queued');
  });
});
