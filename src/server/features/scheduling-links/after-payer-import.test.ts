import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SchedulingLinkStatus } from '@shared/api/scheduling-links';
import { providerOpenings, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { parseAllowedHosts } from '@server/lib/outbound/allowed-hosts';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { payerHelpers, relevantCut } from '../../../../tests/support/payer-admin';
import {
  startPublisher,
  type Publisher,
} from '../../../../tests/fixtures/smart-scheduling/publisher.mjs';
import { startPlanNetServer, type PlanNetServer } from '../../../../tests/servers/plan-net-server';
import {
  createTestApp,
  TEST_ALLOWED_HOSTS,
  type TestContext,
} from '../../../../tests/setup/test-app';
import { readSchedulingLinkJob } from './read-scheduling-link.job';

// The publisher's locations carry the NPIs of practitioners in the recorded payer directory: once
// that directory is imported (its autism-care practitioners become providers), a connected
// publisher's slots land on exactly those providers, and on no one else.

let ctx: TestContext;
let fhir: PlanNetServer;
let publisher: Publisher;
let admin: TestAccount;
const api = payerHelpers(() => ctx);

beforeAll(async () => {
  fhir = await startPlanNetServer(relevantCut().directory);
  publisher = await startPublisher();
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'openings@example.org' } });
  admin = await createAccount(ctx, { email: 'openings@example.org' });
  const directory = await api.add(admin, {
    name: 'Recorded Plan-Net directory',
    baseUrl: fhir.url,
    insuranceType: 'Aetna',
  });
  expect((await api.startImport(admin, directory.id)).statusCode).toBe(202);
  await api.runJobs();
  expect((await api.lastRun(admin, directory.id))?.status).toBe('succeeded');
});
afterAll(async () => {
  await ctx.close();
  await publisher.close();
  await fhir.close();
});

it("puts a publisher's slots on the providers a payer import created, matched by NPI", async () => {
  const withNpi = publisher.clinics.filter((c) => c.npi !== null).map((c) => c.npi!);
  const imported = await ctx.database.db
    .select({ id: providers.id, npi: providers.npiNumber })
    .from(providers)
    .where(inArray(providers.npiNumber, withNpi));
  // The import keeps the directory's autism-care practitioners: many of the publisher's, not all.
  expect(imported.length).toBeGreaterThan(5);
  expect(imported.length).toBeLessThan(withNpi.length);

  const put = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/providers/${imported[0]!.id}/scheduling-link`,
    headers: { cookie: admin.cookie },
    payload: { url: publisher.url },
  });
  expect(put.statusCode).toBe(202);
  await runDueJobs([readSchedulingLinkJob], {
    db: ctx.database.db,
    schedulingReads: { allowedHosts: parseAllowedHosts(TEST_ALLOWED_HOSTS) },
  });

  const status = (
    await ctx.app.inject({
      url: `/api/admin/providers/${imported[0]!.id}/scheduling-link`,
      headers: { cookie: admin.cookie },
    })
  ).json<SchedulingLinkStatus>();
  expect(status.link).toMatchObject({ lastOutcome: 'ok' });
  const counts = status.link!.counts!;
  // Every imported NPI is matched; the address-only locations may add a few more.
  expect(counts.matched).toBeGreaterThanOrEqual(imported.length);
  expect(counts.unmatched).toBe(40 - counts.matched);
  for (const provider of imported) {
    const openings = await ctx.database.db
      .select({ id: providerOpenings.id })
      .from(providerOpenings)
      .where(
        and(
          eq(providerOpenings.providerId, provider.id),
          eq(providerOpenings.source, 'scheduling'),
        ),
      );
    expect(openings.length, `openings of NPI ${provider.npi}`).toBeGreaterThan(0);
  }
});
