import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { auditLog, importRuns, jobs, providers, registryPages } from '@server/db/schema';
import { jobRegistry, type JobDeps } from '@server/job-registry';
import { startJobRunner } from '@server/lib/job-runner';
import { claimDueJobs } from '@server/lib/jobs';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers, testRegistryClient } from '../../../../../tests/support/import-admin';
import { startSmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { postgresTestUrl } from '../../../../../tests/setup/test-db';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { importProvidersJob } from './import-providers.job';
import { directoryReaders } from '../payer-directories/fhir/directory-client';
import { createRegistryClient, type RegistryClient } from './nppes/nppes-client';
import { SEARCH_TERMS } from '@server/domain/registry/autism-taxonomies';
import { runImport } from './run-import';

// Imports are long jobs: they run in a lane of their own, keep their lease while they work,
// resume within a state from the pages already fetched, and leave deactivated NPIs out.

let ctx: TestContext;
let replay: NppesReplay;
let admin: TestAccount;
const api = importHelpers(
  () => ctx,
  () => replay,
);

beforeAll(async () => {
  replay = await startNppesReplay({ defaultCount: 6 });
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'ops@example.org' } });
  admin = await createAccount(ctx, { email: 'ops@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const latestRun = async () => (await api.latest(admin))!;

describe('an import beside the other jobs', () => {
  it('waiting on a registry that hangs does not hold up a verification e-mail', async () => {
    replay.fault('NC', { kind: 'hang' });
    const smtp = await startSmtpWithMailer('Care Finder <accounts@example.org>');
    const deps: JobDeps = {
      db: ctx.database.db,
      mailer: smtp.mailer,
      replyLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
      accountLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
      appUrl: ctx.config.APP_URL,
      // The registry's own time-out (15 s) and no retries: long enough to cover the measurement.
      registryClient: createRegistryClient({ baseUrl: replay.url, retries: 0 }),
      openDirectory: directoryReaders({ allowedHosts: ctx.config.OUTBOUND_ALLOWED_HOSTS }),
      schedulingReads: { allowedHosts: ctx.config.OUTBOUND_ALLOWED_HOSTS },
      // No registry file is queued here: its job never runs.
      registryFiles: {
        allowedHosts: [],
        downloadsDir: ctx.config.DATA_DIR,
        runRegistryFile: () => Promise.reject(new Error('no registry file in this test')),
      },
    };
    // The server's own runner and job list, polling as main.ts does.
    const runner = startJobRunner(jobRegistry, deps, { intervalMs: 1000 });
    try {
      expect((await api.importStates(admin, { states: ['NC'], limitPerState: 5 })).statusCode).toBe(
        202,
      );
      await expect.poll(() => replay.requests.length, { timeout: 5000 }).toBeGreaterThan(0);

      const email = 'new-parent@example.org';
      const started = performance.now();
      const signUp = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Ana', lastName: 'Ruiz', email, password: 'a calm long password' },
        remoteAddress: '10.77.0.1',
      });
      expect(signUp.statusCode).toBe(202);
      await expect
        .poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 5000 })
        .toBe(true);
      const waited = performance.now() - started;
      expect(waited).toBeLessThan(5000);
      // The import is still waiting on the registry all the while.
      expect((await latestRun()).status).toBe('running');
    } finally {
      // The registry goes away; the import fails its state and the runner stops.
      await replay.close();
      await runner.stop();
      replay = await startNppesReplay({ defaultCount: 6 });
      await smtp.close();
    }
    expect(await latestRun()).toMatchObject({ status: 'failed' });
  });
});

describe('a state picked up again', () => {
  it('reads the pages fetched before the interruption rather than asking the registry again', async () => {
    await api.importStates(admin, { states: ['GA'], limitPerState: 30 });
    // A runner claims the job and dies after fetching two pages: its fetches never come back,
    // and its lease is left to run out.
    const [job] = await claimDueJobs(ctx.database.db, new Date(), 1, [importProvidersJob.kind]);
    const client = testRegistryClient(replay);
    let pages = 0;
    const dying: RegistryClient = {
      fetchPage: (query) => (++pages <= 2 ? client.fetchPage(query) : new Promise(() => {})),
    };
    void runImport(ctx.database.db, dying, job!.payload as { runId: string; city: string });
    await expect.poll(() => pages).toBe(3);
    const fetchedBefore = replay.requests.map(String);
    expect(fetchedBefore).toHaveLength(2);
    await ctx.database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job!.id));
    replay.requests.length = 0;

    await api.runJobs();
    expect(await latestRun()).toMatchObject({ status: 'succeeded', statesDone: ['GA'] });
    const fetchedAfter = replay.requests.map(String);
    expect(fetchedAfter.length).toBeGreaterThan(0);
    expect(fetchedAfter.filter((query) => fetchedBefore.includes(query))).toEqual([]);
    // The finished run keeps no pages.
    expect((await ctx.database.db.select({ n: count() }).from(registryPages))[0]!.n).toBe(0);
  });
});

describe('deactivated NPIs', () => {
  it('are left out and counted in the run', async () => {
    replay.deactivate('WA', 1);
    await api.importStates(admin, { states: ['WA'], limitPerState: 100 });
    await api.runJobs();
    const run = await latestRun();
    expect(run).toMatchObject({ status: 'succeeded', deactivated: SEARCH_TERMS.length });
    const listed = await ctx.database.db
      .select({ npi: providers.npiNumber })
      .from(providers)
      .where(eq(providers.state, 'WA'));
    expect(listed.length).toBeGreaterThan(0);
    // The first record of every term was the deactivated one.
    expect(listed.filter(({ npi }) => npi!.endsWith('00000'))).toEqual([]);
    // The audit log's summary of the run says so by state.
    const [finished] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subject, run.id), eq(auditLog.action, 'import_finished')));
    expect(finished!.details).toMatchObject({
      perState: { WA: { deactivated: SEARCH_TERMS.length } },
    });
  });
});

describe.runIf(postgresTestUrl())('two instances on one PostgreSQL database', () => {
  it('run one long import once, however long its state takes', async () => {
    // Every registry answer takes 150 ms: the state takes several times the 300 ms lease.
    replay.fault('OH', { kind: 'slow', ms: 150 });
    const url = ctx.database.pgPool!.options.connectionString!;
    const other = openDatabase({ url });
    const leaseMs = 300;
    const runners = [ctx.database.db, other.db].map((db) =>
      startJobRunner(
        [importProvidersJob],
        { db, registryClient: testRegistryClient(replay) },
        {
          intervalMs: 50,
          leaseMs,
        },
      ),
    );
    try {
      await api.importStates(admin, { states: ['OH'], limitPerState: 40 });
      await expect
        .poll(async () => (await latestRun()).status, { timeout: 30_000, interval: 200 })
        .toBe('succeeded');
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await other.close();
    }
    const run = await latestRun();
    const queries = replay.requests.map(String);
    expect(queries.length).toBeGreaterThan(5);
    expect(new Set(queries).size).toBe(queries.length);
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `import:${run.id}`));
    expect(job).toMatchObject({ attempts: 1 });
    const finished = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.subject, run.id));
    // Started once and finished once.
    expect(finished[0]!.n).toBe(2);
    expect(run.imported).toBe(
      (
        await ctx.database.db
          .select({ n: count() })
          .from(providers)
          .where(eq(providers.state, 'OH'))
      )[0]!.n,
    );
    expect(
      (await ctx.database.db.select().from(importRuns).where(eq(importRuns.id, run.id)))[0],
    ).toMatchObject({ status: 'succeeded' });
  });
});
