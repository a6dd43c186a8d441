import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayerImportRun } from '@shared/api/payer-directories';
import { networkClaims, payerNetworks } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { payerHelpers, relevantCut } from '../../../../../tests/support/payer-admin';
import {
  startPlanNetServer,
  type PlanNetBehaviour,
  type PlanNetServer,
} from '../../../../../tests/servers/plan-net-server';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// The importer against directories that behave like public payer APIs rather than like Plan-Net's
// examples: each must give the same providers and claims as the well-behaved server. The same cut
// of the recorded directory as the other payer tests (59 relevant roles, 20 others), 10 a page.

const { directory, relevantRoles } = relevantCut();

let ctx: TestContext;
let fhir: PlanNetServer;
/** Another server, which a directory's references may name but the importer must never ask. */
let elsewhere: PlanNetServer;
let admin: TestAccount;
const api = payerHelpers(() => ctx);

/** What the well-behaved directory's import gave: its run and its claims. */
let expected: { run: PayerImportRun; claims: string[] };

let named = 0;
async function importDirectory(behaviour: Partial<PlanNetBehaviour> = {}) {
  fhir.behave(behaviour);
  const payer = await api.add(admin, {
    name: `Payer ${++named}`,
    baseUrl: fhir.urlNamed(`payer-${named}`),
    insuranceType: 'Aetna',
  });
  expect((await api.startImport(admin, payer.id)).statusCode).toBe(202);
  await api.runJobs();
  return { payer, run: (await api.lastRun(admin, payer.id))! };
}

/** Each current claim as a family would meet it: resource, provider, network, new patients, plans. */
async function claimsOf(directoryId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ claim: networkClaims, network: payerNetworks.fhirId })
    .from(networkClaims)
    .innerJoin(payerNetworks, eq(payerNetworks.id, networkClaims.networkId))
    .where(eq(networkClaims.directoryId, directoryId));
  return rows
    .filter(({ claim }) => claim.endedAt === null)
    .map(({ claim, network }) =>
      [
        claim.sourceResource,
        claim.providerId,
        network,
        claim.acceptingNewPatients,
        [...claim.plans].sort().join('+'),
      ].join(' '),
    )
    .sort();
}

/** The same providers as the well-behaved directory's (found again by NPI), with the same claims. */
async function expectSameAsWellBehaved(run: PayerImportRun, directoryId: string) {
  expect(run).toMatchObject({ status: 'succeeded', error: null });
  expect(run.counts.matched + run.counts.created).toBe(59);
  expect(run.counts).toMatchObject({
    skipped: 0,
    irrelevant: 20,
    claimsAdded: expected.run.counts.claimsAdded,
  });
  expect(await claimsOf(directoryId)).toEqual(expected.claims);
}

beforeAll(async () => {
  [fhir, elsewhere] = await Promise.all([
    startPlanNetServer(directory),
    startPlanNetServer(directory),
  ]);
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'payers@example.org' } });
  admin = await createAccount(ctx, { email: 'payers@example.org' });
  const { payer, run } = await importDirectory();
  expected = { run, claims: await claimsOf(payer.id) };
  expect(expected.claims).toHaveLength(59);
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([fhir.close(), elsewhere.close()]);
});
beforeEach(() => {
  fhir.reset();
  elsewhere.reset();
});

const searches = (type: string, has: string) =>
  fhir.requests.filter((r) => r.type === type && r.params.has(has));

describe('a directory that ignores _include', () => {
  it('asks for what the relevant roles name by id, in batches, and imports the same', async () => {
    const { payer, run } = await importDirectory({ include: 'ignored' });

    await expectSameAsWellBehaved(run, payer.id);
    const asked = (type: string) =>
      searches(type, '_id').flatMap((r) => r.params.get('_id')!.split(','));
    // Exactly the practitioners and locations of autism-relevant roles, each once, 10 at most a
    // request (the page size); nothing of the roles left out.
    const practitioners = relevantRoles.map((r) => r.practitioner!.reference!.split('/')[1]!);
    expect(asked('Practitioner').sort()).toEqual(practitioners.sort());
    const locations = new Set(
      relevantRoles.flatMap((r) => (r.location ?? []).map((l) => l.reference!.split('/')[1]!)),
    );
    expect(new Set(asked('Location'))).toEqual(locations);
    for (const search of [...searches('Practitioner', '_id'), ...searches('Location', '_id')]) {
      expect(search.params.get('_id')!.split(',').length).toBeLessThanOrEqual(10);
    }
    expect(run.counts.locations).toBe(expected.run.counts.locations);
    // The requests for them count as the run's pages.
    expect(run.counts.pages).toBe(fhir.requests.length);
  });
});

describe('references written otherwise', () => {
  it('reads practitioners and locations contained in their roles (#id)', async () => {
    const { payer, run } = await importDirectory({ references: 'contained' });

    await expectSameAsWellBehaved(run, payer.id);
    expect(searches('Practitioner', '_id')).toEqual([]);
  });

  it('reads absolute URLs of the directory itself as its own resources', async () => {
    const { payer, run } = await importDirectory({ references: 'absolute' });

    await expectSameAsWellBehaved(run, payer.id);
    expect(run.counts).toMatchObject({
      elsewhere: 0,
      locations: expected.run.counts.locations,
      plans: expected.run.counts.plans,
    });
  });

  it('never asks another server for what a reference there names, and counts it as left out', async () => {
    const { payer, run } = await importDirectory({
      references: 'elsewhere',
      elsewhereBase: elsewhere.url,
      // Ignoring _include too, so that what the page lacks is asked for.
      include: 'ignored',
    });

    await expectSameAsWellBehaved(run, payer.id);
    // Each relevant role names one location of the other server.
    expect(run.counts.elsewhere).toBe(59);
    expect(expected.run.counts.elsewhere).toBe(0);
    expect(elsewhere.requests).toEqual([]);
  });
});

describe('a directory that answers 400 to _lastUpdated', () => {
  it('reads the whole directory instead, once, and says so', async () => {
    const { payer } = await importDirectory();
    fhir.behave({ lastUpdated: 'refused' });
    const dropped = relevantRoles[2]!;
    fhir.remove(`PractitionerRole/${dropped.id}`);
    fhir.requests.length = 0;

    expect((await api.startImport(admin, payer.id)).statusCode).toBe(202);
    await api.runJobs();
    const run = (await api.lastRun(admin, payer.id))!;

    expect(run).toMatchObject({ status: 'succeeded', error: null, fullReadFallback: true });
    expect(run.changesSince).not.toBeNull();
    // Asked once for what changed; every later search of the run reads everything.
    expect(fhir.requests.filter((r) => r.params.has('_lastUpdated'))).toHaveLength(1);
    const wholeRoles = searches('PractitionerRole', '_include').slice(1);
    expect(wholeRoles).toHaveLength(Math.ceil((relevantRoles.length - 1 + 20) / 10));
    expect(wholeRoles[0]!.params.has('_offset')).toBe(false);
    expect(run.counts.matched).toBe(58);
    expect(run.counts.claimsEnded).toBe(1);
    expect(await claimsOf(payer.id)).toEqual(
      expected.claims.filter((c) => !c.startsWith(`PractitionerRole/${dropped.id} `)),
    );
  });
});
