import { and, eq } from 'drizzle-orm';
import type { PractitionerRole } from 'fhir/r4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayerImportRun } from '@shared/api/payer-directories';
import type { Db } from '@server/db/client';
import { jobs, payerNetworks, payerPlans } from '@server/db/schema';
import { startJobRunner } from '@server/lib/job-runner';
import type { RunnableJob } from '@server/lib/jobs';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers, testRegistryClient } from '../../../../../tests/support/import-admin';
import { payerHelpers } from '../../../../../tests/support/payer-admin';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { planNetSubset, specialtyCodes } from '../../../../../tests/servers/plan-net-directory';
import {
  startPlanNetServer,
  type PlanNetServer,
} from '../../../../../tests/servers/plan-net-server';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { importProvidersJob } from '../registry/import-providers.job';
import type { RegistryClient } from '../registry/nppes/nppes-client';
import { autismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import { directoryReaders, type OpenDirectory } from './fhir/directory-client';
import { ORG_TYPES } from './fhir/plan-net';
import type { RunLimits } from './fhir/run-budget';
import { importPayerDirectoryJob } from './import-payer-directory.job';
import { payerImportJobKey } from './run-payer-import';
import { runDueJobs } from '@server/lib/job-runner';

// No directory can take the server down or hold the import lane: each answer is read under a
// byte cap, each run under page, byte and time limits; breaking one fails the run once, saying
// why, and it is not tried again. Text that breaks our input rules is left out and counted.

let fewer = 0;
const directory = planNetSubset(
  (role: PractitionerRole) => specialtyCodes(role).some((c) => autismTaxonomy(c)) && ++fewer <= 5,
);

let ctx: TestContext;
let fhir: PlanNetServer;
let admin: TestAccount;
const api = payerHelpers(() => ctx);

beforeAll(async () => {
  fhir = await startPlanNetServer(directory);
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'limits@example.org' } });
  admin = await createAccount(ctx, { email: 'limits@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await fhir.close();
});
beforeEach(() => fhir.reset());

let named = 0;
const addDirectory = () =>
  api.add(admin, {
    name: `Hostile ${++named}`,
    baseUrl: fhir.urlNamed(`hostile-${named}`),
    insuranceType: 'Aetna',
  });

/** Readers as the server has them (20 MB a page), with test-sized run limits and backoff. */
const readers = (limits?: Partial<RunLimits>): OpenDirectory =>
  directoryReaders({
    timeoutMs: 20_000,
    retries: 2,
    backoffMs: 10,
    pageSizes: { resources: 10, ids: 50 },
    allowedHosts: ctx.config.OUTBOUND_ALLOWED_HOSTS,
    limits,
  });

const runJobs = (open: OpenDirectory, now = new Date()) =>
  runDueJobs([importPayerDirectoryJob], { db: ctx.database.db, openDirectory: open }, now);

/** Runs the import once, then a runner round two hours on: the run must not be tried again. */
async function importFailingOnce(directoryId: string, open: OpenDirectory) {
  const started = (await api.startImport(admin, directoryId)).json() as PayerImportRun;
  await runJobs(open);
  const asked = fhir.requests.length;
  expect(await runJobs(open, new Date(Date.now() + 2 * 3600_000))).toBe(0);
  expect(fhir.requests.length).toBe(asked);
  const [job] = await ctx.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, payerImportJobKey(started.id)));
  expect(job).toMatchObject({ attempts: 1 });
  expect(job!.doneAt).not.toBeNull();
  return (await api.lastRun(admin, directoryId))!;
}

describe('a directory answering a search with 300 MB', () => {
  it('costs the server no more than the cap, health answers throughout, and the run fails once', async () => {
    const payer = await addDirectory();
    fhir.fault({ kind: 'huge', bytes: 300 * 2 ** 20 }, { times: 100 });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const health: { status: number; ms: number }[] = [];
    let running = true;
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        const { statusCode } = await ctx.app.inject({ url: '/api/health' });
        health.push({ status: statusCode, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    let run: PayerImportRun;
    try {
      run = await importFailingOnce(payer.id, readers());
    } finally {
      running = false;
      clearInterval(sampler);
      await probing;
    }

    expect(run).toMatchObject({
      status: 'failed',
      error: 'the directory sent a page larger than 20 MB',
    });
    // One request: breaking the cap is not tried again, not even by the client's backoff.
    expect(fhir.requests).toHaveLength(1);
    expect((peak - baseline) / 2 ** 20).toBeLessThan(300);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((probe) => probe.status === 200)).toBe(true);
    expect(Math.max(...health.map((probe) => probe.ms))).toBeLessThan(2000);
  });
});

describe('next links without end', () => {
  it('stop at the page cap: the run fails once and says why', async () => {
    const payer = await addDirectory();
    fhir.fault({ kind: 'endless' }, { times: 10_000 });
    const run = await importFailingOnce(payer.id, readers({ pagesPerRun: 40 }));
    expect(run).toMatchObject({
      status: 'failed',
      error: 'the directory had more than 40 pages in one import',
    });
    expect(fhir.requests).toHaveLength(41);
  });

  it('that lead back to a page already read stop there', async () => {
    const payer = await addDirectory();
    fhir.fault({ kind: 'repeat' }, { times: 10_000 });
    const run = await importFailingOnce(payer.id, readers());
    expect(run).toMatchObject({
      status: 'failed',
      error: "the directory's next-page link leads back to a page already read",
    });
    expect(fhir.requests).toHaveLength(1);
  });

  it('hold a queued registry import no longer than the run time limit', async () => {
    const replay: NppesReplay = await startNppesReplay({ defaultCount: 3 });
    const registry = importHelpers(
      () => ctx,
      () => replay,
    );
    const payer = await addDirectory();
    // A slow directory that never ends: only the run's time limit (2 s) stops it.
    fhir.fault({ kind: 'endless', delayMs: 50 }, { times: 10_000 });
    type LaneDeps = { db: Db; registryClient: RegistryClient; openDirectory: OpenDirectory };
    const longLane: RunnableJob<LaneDeps>[] = [importPayerDirectoryJob, importProvidersJob];
    const runner = startJobRunner(
      longLane,
      {
        db: ctx.database.db,
        registryClient: testRegistryClient(replay),
        openDirectory: readers({ runMs: 2000 }),
      },
      { intervalMs: 50 },
    );
    try {
      await api.startImport(admin, payer.id);
      await expect.poll(() => fhir.requests.length).toBeGreaterThan(0);
      const queued = performance.now();
      expect(
        (await registry.importStates(admin, { states: ['NC'], limitPerState: 3 })).statusCode,
      ).toBe(202);
      await expect
        .poll(async () => (await registry.latest(admin))?.status, { timeout: 10_000 })
        .toBe('succeeded');
      expect(performance.now() - queued).toBeLessThan(2000 + 3000);
    } finally {
      await runner.stop();
      await replay.close();
    }
    expect(await api.lastRun(admin, payer.id)).toMatchObject({
      status: 'failed',
      error: 'the import took longer than 2 s',
    });
  });
});

describe('text from a directory', () => {
  it('that is too long or holds a NUL is left out and counted; the rest is imported', async () => {
    const network = (id: string, name: string) => ({
      resourceType: 'Organization' as const,
      id,
      active: true,
      type: [{ coding: [{ system: ORG_TYPES, code: 'ntwk' }] }],
      name,
    });
    const clean = await addDirectory();
    const before = await importNow(clean.id);

    fhir.put(network('net-long', 'N'.repeat(2_000_000)));
    fhir.put(network('net-3mb', 'é'.repeat(1_500_000)));
    fhir.put(network('net-nul', 'Care\u0000Net'));
    fhir.put({
      resourceType: 'InsurancePlan',
      id: 'plan-nul',
      status: 'active',
      name: 'Gold\u0000',
    });
    const payer = await addDirectory();
    const run = await importNow(payer.id);

    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run.counts.skipped).toBe(before.counts.skipped + 4);
    expect(run.counts.networks).toBe(before.counts.networks);
    expect(run.counts.claimsAdded).toBe(before.counts.claimsAdded);
    const kept = await ctx.database.db
      .select({ fhirId: payerNetworks.fhirId })
      .from(payerNetworks)
      .where(eq(payerNetworks.directoryId, payer.id));
    expect(kept.length).toBe(before.counts.networks);
    expect(kept.map((n) => n.fhirId)).not.toContain('net-long');
    const plans = await ctx.database.db
      .select()
      .from(payerPlans)
      .where(and(eq(payerPlans.directoryId, payer.id), eq(payerPlans.fhirId, 'plan-nul')));
    expect(plans).toEqual([]);
  });
});

async function importNow(directoryId: string) {
  expect((await api.startImport(admin, directoryId)).statusCode).toBe(202);
  await runJobs(readers());
  return (await api.lastRun(admin, directoryId))!;
}
