import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { jobs, registryFileRuns } from '@server/db/schema';
import { runDueJobs, startJobRunner } from '@server/lib/job-runner';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { startFileServer, type FileServer } from '../../../../../tests/servers/file-server';
import {
  createTestApp,
  TEST_ALLOWED_HOSTS,
  type TestContext,
} from '../../../../../tests/setup/test-app';
import type { RegistryFileDeps } from './import-registry-file';
import { createRegistryFileRun } from './registry-file-runs';
import { runRegistryFile } from './run-registry-file';
import { enqueueRegistryFileJob, registryFileJob } from './registry-file.job';

// The registry file job: the download (progress, pause, Range, a refusal), the hand-over to the
// import, the removal of the download, a server stop and a crash. The import itself is the
// engine's and is tested on its own; here an engine that keeps the same contract stands in (it
// works batch after batch and stops between two once the run is no longer running), so a stop
// can be caught midway.

const SAMPLE = readFileSync(
  path.resolve(
    import.meta.dirname,
    '../../../../../tests/fixtures/nppes-file/npidata_pfile_sample.csv',
  ),
);
const NAME = 'npidata_pfile_20050523-20260209.csv';

let ctx: TestContext;
let admin: TestAccount;
let files: FileServer;
let downloadsDir: string;
/** What the engine found at the run's file when it began. */
let read: Buffer[];
/** How many batches the engine works through, each 20 ms. */
let batches: number;

async function engine(db: Db, runId: string): Promise<'succeeded' | 'paused' | 'failed'> {
  const [run] = await db
    .update(registryFileRuns)
    .set({ status: 'running' })
    .where(eq(registryFileRuns.id, runId))
    .returning();
  read.push(await readFile(run!.localPath!));
  for (let batch = run!.rowsCommitted; batch < batches; batch += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [saved] = await db
      .update(registryFileRuns)
      .set({ rowsCommitted: batch + 1 })
      .where(and(eq(registryFileRuns.id, runId), eq(registryFileRuns.status, 'running')))
      .returning();
    if (!saved) return 'paused';
  }
  await db
    .update(registryFileRuns)
    .set({ status: 'succeeded', finishedAt: new Date() })
    .where(eq(registryFileRuns.id, runId));
  return 'succeeded';
}

beforeAll(async () => {
  files = await startFileServer(NAME, SAMPLE);
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'file-jobs@example.org' } });
  admin = await createAccount(ctx, { email: 'file-jobs@example.org' });
  downloadsDir = path.join(mkdtempSync(path.join(tmpdir(), 'acf-downloads-')), 'downloads');
});
afterAll(async () => {
  await ctx.close();
  await files.close();
});
beforeEach(async () => {
  read = [];
  batches = 1;
  files.ranges.length = 0;
  files.set({ ranges: true, delayMs: 0, status: null, chunkBytes: 64 * 1024 });
  await ctx.database.db.delete(registryFileRuns);
  await ctx.database.db.delete(jobs).where(like(jobs.key, 'registry-file:%'));
});

const deps = () => ({
  db: ctx.database.db,
  registryFiles: {
    allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS),
    downloadsDir,
    runRegistryFile: engine,
  } satisfies RegistryFileDeps,
});
const runJobs = () => runDueJobs([registryFileJob], deps());
const runOf = async (id: string) =>
  (await ctx.database.db.select().from(registryFileRuns).where(eq(registryFileRuns.id, id)))[0]!;
const pendingJobs = (id: string) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(and(like(jobs.key, `registry-file:${id}:%`), isNull(jobs.doneAt)));
const act = (id: string, action: 'pause' | 'resume') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/registry-files/${id}/${action}`,
    headers: { cookie: admin.cookie },
  });

async function queueDownload() {
  const run = await createRegistryFileRun(ctx.database.db, {
    source: files.url,
    localPath: null,
    fileName: NAME,
    startedBy: admin.id,
    status: 'downloading',
  });
  await enqueueRegistryFileJob(ctx.database.db, run.id);
  return run;
}

describe('a download', () => {
  it('streams the file, hands it to the import, and is deleted once the run succeeded', async () => {
    const run = await queueDownload();
    expect(await runJobs()).toBe(1);
    expect(read).toHaveLength(1);
    expect(read[0]!.equals(SAMPLE)).toBe(true);
    const done = await runOf(run.id);
    expect(done).toMatchObject({ status: 'succeeded', localPath: expect.any(String) });
    expect(path.dirname(done.localPath!)).toBe(downloadsDir);
    expect(existsSync(done.localPath!)).toBe(false);
    expect(files.ranges).toEqual([null]);
  });

  it('shows its progress, pauses midway, and goes on with a Range request', async () => {
    files.set({ delayMs: 15 });
    const run = await queueDownload();
    const job = runJobs();
    await expect
      .poll(async () => (await runOf(run.id)).bytesDone, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect((await runOf(run.id)).fileBytes).toBe(SAMPLE.length);
    expect((await act(run.id, 'pause')).statusCode).toBe(200);
    await job;
    const paused = await runOf(run.id);
    expect(paused.status).toBe('paused');
    expect(read).toEqual([]);
    const kept = statSync(path.join(downloadsDir, `${run.id}-${NAME}`)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(SAMPLE.length);

    files.set({ delayMs: 0 });
    expect((await act(run.id, 'resume')).json()).toMatchObject({ status: 'downloading' });
    await runJobs();
    expect(files.ranges.at(-1)).toMatch(/^bytes=\d+-$/);
    expect(Number(/\d+/.exec(files.ranges.at(-1)!)![0])).toBeGreaterThanOrEqual(kept);
    expect(read[0]!.equals(SAMPLE)).toBe(true);
    expect((await runOf(run.id)).status).toBe('succeeded');
  });

  it('starts over when the server does not take Range requests', async () => {
    files.set({ delayMs: 15, ranges: false });
    const run = await queueDownload();
    const job = runJobs();
    await expect
      .poll(async () => (await runOf(run.id)).bytesDone, { timeout: 5000 })
      .toBeGreaterThan(0);
    await act(run.id, 'pause');
    await job;
    files.set({ delayMs: 0 });
    await act(run.id, 'resume');
    await runJobs();
    expect(files.ranges.at(-1)).toMatch(/^bytes=/);
    expect(read[0]!.equals(SAMPLE)).toBe(true);
  });

  it('fails the run with the reason when the server answers an error', async () => {
    files.set({ status: 404 });
    const run = await queueDownload();
    await runJobs();
    expect(await runOf(run.id)).toMatchObject({
      status: 'failed',
      error: 'The download failed: the server answered HTTP 404.',
      finishedAt: expect.any(Date),
    });
    expect(read).toEqual([]);
  });

  it('never reaches an internal address', async () => {
    const run = await createRegistryFileRun(ctx.database.db, {
      source: 'http://127.0.0.2:9/file.csv',
      localPath: null,
      fileName: 'file.csv',
      startedBy: admin.id,
      status: 'downloading',
    });
    await enqueueRegistryFileJob(ctx.database.db, run.id);
    await runJobs();
    expect(await runOf(run.id)).toMatchObject({
      status: 'failed',
      error: 'The server may not download from this address.',
    });
  });
});

describe('a stop and a crash', () => {
  async function queueFile() {
    const folder = mkdtempSync(path.join(tmpdir(), 'acf-registry-file-'));
    const localPath = path.join(folder, NAME);
    writeFileSync(localPath, SAMPLE);
    const run = await createRegistryFileRun(ctx.database.db, {
      source: localPath,
      localPath,
      fileName: NAME,
      startedBy: admin.id,
    });
    await enqueueRegistryFileJob(ctx.database.db, run.id);
    return run;
  }

  it('a server stop leaves the run queued, and the next start takes it up', async () => {
    batches = 100;
    const run = await queueFile();
    const runner = startJobRunner([registryFileJob], deps(), { intervalMs: 50 });
    await expect
      .poll(async () => (await runOf(run.id)).rowsCommitted, { timeout: 5000 })
      .toBeGreaterThan(2);
    await runner.stop();
    const stopped = await runOf(run.id);
    expect(stopped.status).toBe('queued');
    expect(stopped.rowsCommitted).toBeLessThan(100);
    expect(await pendingJobs(run.id)).toHaveLength(1);

    await runJobs();
    expect(await runOf(run.id)).toMatchObject({ status: 'succeeded', rowsCommitted: 100 });
    // A file named by its path is the operator's: it stays.
    expect(existsSync(run.localPath!)).toBe(true);
  });

  it("an admin's pause stays a pause when the server stops", async () => {
    batches = 100;
    const run = await queueFile();
    const runner = startJobRunner([registryFileJob], deps(), { intervalMs: 50 });
    await expect
      .poll(async () => (await runOf(run.id)).rowsCommitted, { timeout: 5000 })
      .toBeGreaterThan(0);
    await act(run.id, 'pause');
    await runner.stop();
    expect((await runOf(run.id)).status).toBe('paused');
    expect(await pendingJobs(run.id)).toEqual([]);
  });

  it('imports the monthly sample through the real import, leaving the file in place', async () => {
    const run = await queueFile();
    await runDueJobs([registryFileJob], {
      ...deps(),
      registryFiles: {
        ...deps().registryFiles,
        runRegistryFile: (db, id) => runRegistryFile(db, id),
      },
    });
    const done = await runOf(run.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      rowsCommitted: 4000,
      bytesDone: SAMPLE.length,
    });
    expect(done.counts.added).toBeGreaterThan(0);
    expect(existsSync(run.localPath!)).toBe(true);
  });

  it('a run cut off by a crash is taken up again once its lease runs out', async () => {
    const run = await queueFile();
    await ctx.database.db
      .update(registryFileRuns)
      .set({ status: 'running' })
      .where(eq(registryFileRuns.id, run.id));
    // The job as a dead server left it: claimed once, its lease over.
    await ctx.database.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(like(jobs.key, `registry-file:${run.id}:%`));
    expect(await runJobs()).toBe(1);
    expect((await runOf(run.id)).status).toBe('succeeded');
  });
});
