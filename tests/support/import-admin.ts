import type { InjectOptions } from 'fastify';
import type { ImportRun } from '@shared/api/admin';
import { importProvidersJob } from '@server/features/imports/registry/import-providers.job';
import { createRegistryClient } from '@server/features/imports/registry/nppes/nppes-client';
import { runDueJobs } from '@server/lib/job-runner';
import type { TestContext } from '../setup/test-app';
import type { NppesReplay } from '../servers/nppes-replay';
import type { TestAccount } from './accounts';

/** A registry client on the replay server with test-sized time-outs and backoff. */
export const testRegistryClient = (replay: NppesReplay) =>
  createRegistryClient({
    baseUrl: replay.url,
    timeoutMs: 400,
    retries: 2,
    backoffMs: 10,
    requestsPerSecond: 1000,
  });

/** Helpers for the admin import tests: calls as a given account, and the job runner's round. */
export function importHelpers(ctx: () => TestContext, replay: () => NppesReplay) {
  const call = (account: TestAccount | null, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
  return {
    call,
    importStates: (admin: TestAccount, payload: InjectOptions['payload']) =>
      call(admin, { method: 'POST', url: '/api/admin/import-providers', payload }),
    importState: (admin: TestAccount, state: string, payload: InjectOptions['payload'] = {}) =>
      call(admin, { method: 'POST', url: `/api/providers/import-${state}`, payload }),
    latest: async (admin: TestAccount) =>
      (await call(admin, { url: '/api/admin/import-runs/latest' })).json() as ImportRun | null,
    stats: async (admin: TestAccount) =>
      (await call(admin, { url: '/api/admin/provider-stats' })).json(),
    /** What the server's job runner does every few seconds: run the due jobs now. */
    runJobs: () =>
      runDueJobs([importProvidersJob], {
        db: ctx().database.db,
        registryClient: testRegistryClient(replay()),
      }),
  };
}
