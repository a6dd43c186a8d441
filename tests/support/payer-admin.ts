import type { InjectOptions } from 'fastify';
import type { PractitionerRole } from 'fhir/r4';
import type { PayerDirectory, PayerImportRun } from '@shared/api/payer-directories';
import { directoryReaders } from '@server/features/imports/payer-directories/fhir/directory-client';
import { importPayerDirectoryJob } from '@server/features/imports/payer-directories/import-payer-directory.job';
import { runDueJobs } from '@server/lib/job-runner';
import type { RunLimits } from '@server/features/imports/payer-directories/fhir/run-budget';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import { autismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import { planNetSubset, specialtyCodes } from '../servers/plan-net-directory';
import { TEST_ALLOWED_HOSTS, type TestContext } from '../setup/test-app';
import type { TestAccount } from './accounts';

/** A directory reader with test-sized pages, time-outs and backoff, reaching 127.0.0.1 only. */
export const testDirectoryReaders = (pageSize = 10, limits?: Partial<RunLimits>) =>
  directoryReaders({
    timeoutMs: 500,
    retries: 2,
    backoffMs: 10,
    pageSizes: { resources: pageSize, ids: pageSize * 5 },
    allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS),
    limits,
  });

/** Calls of the payer directory API as an account, and the job runner's round. */
export function payerHelpers(ctx: () => TestContext) {
  const call = (account: TestAccount | null, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
  return {
    call,
    add: async (admin: TestAccount, payload: Record<string, unknown>) => {
      const response = await call(admin, {
        method: 'POST',
        url: '/api/admin/payer-directories',
        payload,
      });
      if (response.statusCode !== 201) throw new Error(`adding failed: ${response.body}`);
      return response.json() as PayerDirectory;
    },
    startImport: (admin: TestAccount, id: string, payload: Record<string, unknown> = {}) =>
      call(admin, { method: 'POST', url: `/api/admin/payer-directories/${id}/import`, payload }),
    list: async (admin: TestAccount) =>
      (
        (await call(admin, { url: '/api/admin/payer-directories' })).json() as {
          directories: PayerDirectory[];
        }
      ).directories,
    lastRun: async (admin: TestAccount, id: string): Promise<PayerImportRun | null> => {
      const response = await call(admin, { url: '/api/admin/payer-directories' });
      const { directories } = response.json() as { directories: PayerDirectory[] };
      return directories.find((d) => d.id === id)?.lastRun ?? null;
    },
    /** What the server's job runner does every few seconds: run the due jobs, at `now`. */
    runJobs: (now = new Date(), pageSize = 10) =>
      runDueJobs(
        [importPayerDirectoryJob],
        { db: ctx().database.db, openDirectory: testDirectoryReaders(pageSize) },
        now,
      ),
  };
}

/** Whether a role names an autism-care specialty: the importer's own rule. */
const isRelevantRole = (role: PractitionerRole) =>
  specialtyCodes(role).some((code) => autismTaxonomy(code));

/**
 * The cut of the recorded directory most payer tests serve: its 59 autism-relevant roles and
 * `others` more, with what they name.
 */
export function relevantCut(others = 20) {
  let kept = 0;
  const directory = planNetSubset((role) => isRelevantRole(role) || (kept += 1) <= others);
  const relevantRoles = directory.filter(
    (r): r is PractitionerRole => r.resourceType === 'PractitionerRole' && isRelevantRole(r),
  );
  return { directory, relevantRoles };
}
