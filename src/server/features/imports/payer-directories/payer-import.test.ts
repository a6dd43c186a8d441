import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Practitioner, PractitionerRole } from 'fhir/r4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PayerDirectory } from '@shared/api/payer-directories';
import type { ProviderPage } from '@shared/api/providers';
import {
  appointmentRequests,
  auditLog,
  networkClaims,
  payerNetworks,
  providers,
} from '@server/db/schema';
import { hashToken } from '@server/lib/tokens';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import {
  payerHelpers,
  relevantCut,
  testDirectoryReaders,
} from '../../../../../tests/support/payer-admin';
import { npiOf, specialtyCodes } from '../../../../../tests/servers/plan-net-directory';
import {
  startPlanNetServer,
  type PlanNetServer,
} from '../../../../../tests/servers/plan-net-server';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import type { DirectoryPage, OpenDirectory } from './fhir/directory-client';
import { runPayerImport } from './run-payer-import';

// Payer directory imports end to end: the API, the durable job and the importer against a local
// FHIR server holding the recorded Plan-Net directory's autism-relevant practitioners and twenty
// others, read 10 roles a page.

const { directory, relevantRoles } = relevantCut();
const practitionerOf = (role: PractitionerRole) =>
  directory.find((r) => `Practitioner/${r.id}` === role.practitioner?.reference) as Practitioner;

let ctx: TestContext;
let fhir: PlanNetServer;
let admin: TestAccount;
const api = payerHelpers(() => ctx);

beforeAll(async () => {
  fhir = await startPlanNetServer(directory);
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'payers@example.org' } });
  admin = await createAccount(ctx, { email: 'payers@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await fhir.close();
});
beforeEach(() => fhir.reset());

let named = 0;
/** A directory of its own for each test, on the same server's data. */
const addDirectory = (insuranceType = 'Aetna') =>
  api.add(admin, {
    name: `Payer ${++named}`,
    baseUrl: fhir.urlNamed(`payer-${named}`),
    insuranceType,
  });

const claimsOf = (directoryId: string) =>
  ctx.database.db.select().from(networkClaims).where(eq(networkClaims.directoryId, directoryId));
const currentClaims = async (directoryId: string) =>
  (await claimsOf(directoryId)).filter((claim) => claim.endedAt === null);

async function importNow(directoryId: string, body = {}) {
  const started = await api.startImport(admin, directoryId, body);
  expect(started.statusCode).toBe(202);
  await api.runJobs();
  return api.lastRun(admin, directoryId);
}

describe('a first import', () => {
  it("claims a network place for each of the directory's autism-relevant practitioners", async () => {
    const payer = await addDirectory();
    const started = await api.startImport(admin, payer.id);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', stage: 'networks' });
    expect(fhir.requests).toHaveLength(0);

    await api.runJobs();

    const run = await api.lastRun(admin, payer.id);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    expect(relevantRoles).toHaveLength(59);
    expect(run!.counts.matched + run!.counts.created).toBe(59);
    expect(run!.counts).toMatchObject({ irrelevant: 20, skipped: 0, claimsAdded: 59 });
    expect(run!.counts.networks).toBeGreaterThanOrEqual(11);

    const claims = await currentClaims(payer.id);
    expect(claims).toHaveLength(59);
    expect(new Set(claims.map((c) => c.sourceResource))).toEqual(
      new Set(relevantRoles.map((r) => `PractitionerRole/${r.id}`)),
    );
    // Roles were read 10 a page with what they name, following the directory's next links.
    const roleSearches = fhir.requests.filter(
      (r) => r.type === 'PractitionerRole' && r.params.has('_include'),
    );
    expect(roleSearches.length).toBe(8);
    expect(roleSearches[0]!.params.get('_count')).toBe('10');
    expect(roleSearches[0]!.params.getAll('_include')).toContain('PractitionerRole:practitioner');
    expect(roleSearches.slice(1).every((r) => r.params.has('_offset'))).toBe(true);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payer_import_finished'));
    expect(audit.find((a) => a.subject === payer.id)).toMatchObject({ actorUserId: admin.id });
  });

  it("creates unknown practitioners at their location, labelled as the directory's, with their languages and plans", async () => {
    const role = relevantRoles.find((r) => specialtyCodes(r).includes('235Z00000X'))!;
    const npi = npiOf(practitionerOf(role))!;
    await ctx.database.db.delete(providers).where(eq(providers.npiNumber, npi));
    const payer = await addDirectory();
    await importNow(payer.id);

    const [provider] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.npiNumber, npi));
    expect(provider).toMatchObject({
      source: 'directory',
      sourceDirectoryId: payer.id,
      specialty: 'Speech-Language Pathologist',
      servicesOffered: ['Speech-Language Therapy'],
      acceptedInsurance: [],
      // Placed at the Location's own position, not a ZIP code's centre.
      locationApproximate: false,
    });
    const location = directory.find((r) => `Location/${r.id}` === role.location![0]!.reference);
    expect(location).toMatchObject({
      position: { latitude: provider!.latitude, longitude: provider!.longitude },
    });
    const spoken = practitionerOf(role).communication!.map((c) => c.coding![0]!.code);
    expect(provider!.languages).toEqual(spoken);
    // The recorded directory reports this location handicap accessible.
    expect(provider!.accessibility).toContain('handiaccess');

    const [claim] = await ctx.database.db
      .select({ claim: networkClaims, network: payerNetworks.name })
      .from(networkClaims)
      .innerJoin(payerNetworks, eq(payerNetworks.id, networkClaims.networkId))
      .where(
        and(eq(networkClaims.providerId, provider!.id), eq(networkClaims.directoryId, payer.id)),
      );
    const networkRef = role.extension![0]!.valueReference!;
    expect(claim!.network).toBe(networkRef.display);
    const plans = directory
      .filter((r) => r.resourceType === 'InsurancePlan')
      .filter((plan) => plan.network?.some((n) => n.reference === networkRef.reference))
      .map((plan) => plan.name);
    expect(claim!.claim.plans.sort()).toEqual(plans.sort());

    // A family's search shows the claim with its source and date, and who added the provider.
    const family = await createAccount(ctx);
    const found = await api.call(family, {
      url: `/api/providers?q=${encodeURIComponent(provider!.name)}&within=any&anyInsurance=true`,
    });
    const listed = (found.json() as ProviderPage).providers.find((p) => p.id === provider!.id);
    expect(listed).toMatchObject({
      source: 'directory',
      sourceDirectory: payer.name,
      acceptedInsurance: [],
      accessibility: provider!.accessibility,
      networkClaims: [
        {
          network: networkRef.display,
          plans: plans.sort(),
          acceptingNewPatients: claim!.claim.acceptingNewPatients,
          directory: payer.name,
          insuranceType: 'Aetna',
          retrievedAt: claim!.claim.retrievedAt.toISOString(),
        },
      ],
    });
  });

  it('matches an NPI the registry imported already instead of adding it twice', async () => {
    const role = relevantRoles[0]!;
    const npi = npiOf(practitionerOf(role))!;
    await ctx.database.db.delete(providers).where(eq(providers.npiNumber, npi));
    const [registryRow] = await ctx.database.db
      .insert(providers)
      .values({
        name: 'Registry Name, PhD',
        specialty: 'Psychologist',
        city: 'Hartford',
        state: 'CT',
        zipCode: '06101',
        latitude: 41.76,
        longitude: -72.67,
        npiNumber: npi,
        source: 'registry',
      })
      .returning();

    const payer = await addDirectory();
    const run = await importNow(payer.id);

    const rows = await ctx.database.db.select().from(providers).where(eq(providers.npiNumber, npi));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: registryRow!.id,
      source: 'registry',
      name: 'Registry Name, PhD',
      city: 'Hartford',
    });
    // Nobody had said which languages it speaks, or how accessible it is: the directory's are taken.
    expect(rows[0]!.languages).toContain('en');
    expect(rows[0]!.accessibility).toEqual(['handiaccess']);
    expect(run!.counts.matched).toBeGreaterThanOrEqual(1);
    const claims = await currentClaims(payer.id);
    expect(claims.filter((c) => c.providerId === registryRow!.id)).toHaveLength(1);
  });
});

describe('the next import', () => {
  it('ends a participation the directory no longer lists, keeping it as history', async () => {
    const payer = await addDirectory();
    await importNow(payer.id);
    const dropped = relevantRoles[3]!;
    fhir.remove(`PractitionerRole/${dropped.id}`);

    const run = await importNow(payer.id);

    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.counts.claimsEnded).toBe(1);
    const ended = await ctx.database.db
      .select()
      .from(networkClaims)
      .where(and(eq(networkClaims.directoryId, payer.id), isNotNull(networkClaims.endedAt)));
    expect(ended.map((c) => c.sourceResource)).toEqual([`PractitionerRole/${dropped.id}`]);
    expect(await currentClaims(payer.id)).toHaveLength(58);
  });

  it('reads only what changed since the last one (_lastUpdated), and follows a changed network', async () => {
    const payer = await addDirectory();
    await importNow(payer.id);
    const before = await currentClaims(payer.id);
    const moved = structuredClone(relevantRoles[5]!);
    const otherNetwork = relevantRoles.find(
      (r) =>
        r.extension![0]!.valueReference!.reference !==
        moved.extension![0]!.valueReference!.reference,
    )!.extension![0]!;
    moved.extension = [otherNetwork];
    fhir.put(moved);
    fhir.requests.length = 0;

    const run = await importNow(payer.id);

    expect(run!.changesSince).not.toBeNull();
    const roleSearches = fhir.requests.filter(
      (r) => r.type === 'PractitionerRole' && r.params.has('_include'),
    );
    expect(roleSearches).toHaveLength(1);
    expect(roleSearches[0]!.params.get('_lastUpdated')).toMatch(/^gt\d{4}-/);
    expect(run!.counts).toMatchObject({ claimsAdded: 1, claimsEnded: 1, matched: 1, created: 0 });
    const after = await currentClaims(payer.id);
    expect(after).toHaveLength(59);
    // The unchanged ones were checked again without being read again.
    const unchanged = after.filter((c) => c.sourceResource !== `PractitionerRole/${moved.id}`);
    const earlier = new Map(before.map((c) => [c.id, c.retrievedAt.getTime()]));
    expect(unchanged.every((c) => c.retrievedAt.getTime() > earlier.get(c.id)!)).toBe(true);
  });

  it('skips and counts a relevant role whose practitioner has no NPI, storing nothing of it', async () => {
    const payer = await addDirectory();
    const role = structuredClone(relevantRoles[7]!);
    const practitioner = structuredClone(practitionerOf(role));
    practitioner.identifier = [];
    const npi = npiOf(practitionerOf(role))!;
    await ctx.database.db.delete(providers).where(eq(providers.npiNumber, npi));
    fhir.put(practitioner);

    const run = await importNow(payer.id);

    expect(run!.counts).toMatchObject({ skipped: 1, claimsAdded: 58 });
    const claims = await claimsOf(payer.id);
    expect(claims.some((c) => c.sourceResource === `PractitionerRole/${role.id}`)).toBe(false);
    expect(
      await ctx.database.db.select().from(providers).where(eq(providers.npiNumber, npi)),
    ).toEqual([]);
  });
});

describe('a directory that is slow to answer', () => {
  it('is asked again no sooner than its 429 Retry-After says', async () => {
    const payer = await addDirectory();
    fhir.fault(
      { kind: 'status429', retryAfterSeconds: 1 },
      { when: (s) => s.type === 'PractitionerRole' },
    );

    const run = await importNow(payer.id);

    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.counts.claimsAdded).toBe(59);
    const roles = fhir.requests.filter((r) => r.type === 'PractitionerRole');
    expect(roles[1]!.at - roles[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(roles[1]!.params.toString()).toBe(roles[0]!.params.toString());
  });

  it('is retried after a 500 or a page that is not JSON', async () => {
    const payer = await addDirectory();
    fhir.fault({ kind: 'status500' }, { when: (s) => s.type === 'InsurancePlan' });
    fhir.fault({ kind: 'malformed' }, { when: (s) => s.params.get('_offset') === '20' });

    const run = await importNow(payer.id);

    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run!.counts.claimsAdded).toBe(59);
  });
});

describe('an import interrupted', () => {
  it('resumes from the page after the last one it saved', async () => {
    const payer = await addDirectory();
    // Down for longer than the client's retries, from the fourth page of roles on.
    const atFourthPage = (s: { type: string; params: URLSearchParams }) =>
      s.type === 'PractitionerRole' && s.params.get('_offset') === '30';
    fhir.fault({ kind: 'status500' }, { times: 3, when: atFourthPage });
    await api.startImport(admin, payer.id);

    await api.runJobs();

    const interrupted = await api.lastRun(admin, payer.id);
    expect(interrupted).toMatchObject({ status: 'running', stage: 'practitioner-roles' });
    expect((await currentClaims(payer.id)).length).toBeGreaterThan(0);
    fhir.requests.length = 0;

    // The runner claims the job again after its backoff.
    await api.runJobs(new Date(Date.now() + 2 * 60_000));

    const run = await api.lastRun(admin, payer.id);
    expect(run).toMatchObject({ status: 'succeeded', id: interrupted!.id });
    const firstAgain = fhir.requests.find((r) => r.type === 'PractitionerRole')!;
    expect(firstAgain.params.get('_offset')).toBe('30');
    expect(fhir.requests.some((r) => r.type === 'Organization')).toBe(false);
    expect(run!.counts.claimsAdded).toBe(59);
    expect(await currentClaims(payer.id)).toHaveLength(59);
  });

  it('that fails for good leaves the claims of the previous import standing', async () => {
    const payer = await addDirectory();
    await importNow(payer.id);
    fhir.fault({ kind: 'status500' }, { times: 1000 });

    await api.startImport(admin, payer.id, { full: true });
    for (let round = 0; round < 3; round += 1) {
      await api.runJobs(new Date(Date.now() + round * 10 * 60_000));
    }

    const run = await api.lastRun(admin, payer.id);
    expect(run).toMatchObject({ status: 'failed', error: 'the directory answered HTTP 500' });
    // An admin who reads Spanish reads why in Spanish.
    const language = (code: string) =>
      api.call(admin, { method: 'PUT', url: '/api/account/language', payload: { language: code } });
    expect((await language('es')).statusCode).toBe(204);
    try {
      const spanish = await api.call(admin, { url: '/api/admin/payer-directories' });
      const theirs = (spanish.json() as { directories: PayerDirectory[] }).directories;
      expect(theirs.find((d) => d.id === payer.id)!.lastRun!.error).toBe(
        'el directorio respondió HTTP 500',
      );
    } finally {
      await language('en');
    }
    const claims = await ctx.database.db
      .select()
      .from(networkClaims)
      .where(and(eq(networkClaims.directoryId, payer.id), isNull(networkClaims.endedAt)));
    expect(claims).toHaveLength(59);
  });
});

describe('a directory removed while its import runs', () => {
  it('stops the import at the next page, saving nothing more', async () => {
    const payer = await addDirectory();
    const run = (await api.startImport(admin, payer.id)).json() as { id: string };
    const readers = testDirectoryReaders();
    let pages = 0;
    // The admin removes the directory while its second page is on the way.
    const removingAfterOnePage: OpenDirectory = (baseUrl) => {
      const reader = readers(baseUrl);
      const counted = async (page: Promise<DirectoryPage>) => {
        if ((pages += 1) === 2) {
          await api.call(admin, {
            method: 'DELETE',
            url: `/api/admin/payer-directories/${payer.id}`,
          });
        }
        return page;
      };
      return {
        ...reader,
        first: (search) => counted(reader.first(search)),
        next: (url) => counted(reader.next(url)),
      };
    };

    await runPayerImport(ctx.database.db, removingAfterOnePage, { runId: run.id });

    expect(pages).toBe(2);
    expect(await claimsOf(payer.id)).toEqual([]);
  });
});

describe('what a family sees', () => {
  it("counts a directory's network places as taking its insurance, and says where that comes from", async () => {
    const payer = await addDirectory('Cigna');
    await importNow(payer.id);
    const claimed = new Set((await currentClaims(payer.id)).map((claim) => claim.providerId));
    expect(claimed.size).toBeGreaterThan(0);

    const family = await createAccount(ctx);
    const saved = await api.call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: { insuranceType: 'Cigna', desiredServices: ['Autism Diagnosis'], zipCode: '06103' },
    });
    expect(saved.statusCode).toBe(200);
    const list = await api.call(family, {
      method: 'GET',
      url: '/api/providers?matchingOnly=true&within=any&limit=100',
    });
    const page = list.json() as ProviderPage;
    // Exactly the providers the directory lists in a network, each known to take Cigna, with the
    // directory's name and the day it was checked.
    expect(new Set(page.providers.map((p) => p.id))).toEqual(claimed);
    for (const provider of page.providers) {
      expect(provider.matchesInsurance).toBe(true);
      expect(provider.networkClaims).toContainEqual(
        expect.objectContaining({
          directory: payer.name,
          insuranceType: 'Cigna',
          retrievedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      );
    }
    // Another insurance's family is not told they take it.
    const other = await createAccount(ctx);
    await api.call(other, {
      method: 'PUT',
      url: '/api/profile',
      payload: { insuranceType: 'Humana', desiredServices: ['Autism Diagnosis'], zipCode: '06103' },
    });
    const theirs = await api.call(other, {
      method: 'GET',
      url: '/api/providers?matchingOnly=true&within=any&limit=100',
    });
    expect((theirs.json() as ProviderPage).providers.filter((p) => claimed.has(p.id))).toEqual([]);
  });

  /** A family of that insurance, searching matching providers anywhere; its profile's answer. */
  async function familyWith(insuranceType: string, insuranceNetworkId?: string | null) {
    const family = await createAccount(ctx);
    const saved = await api.call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        insuranceType,
        insuranceNetworkId,
        desiredServices: ['Autism Diagnosis'],
        zipCode: '06103',
      },
    });
    const matching = async () =>
      (
        (
          await api.call(family, {
            url: '/api/providers?matchingOnly=true&within=any&limit=100',
          })
        ).json() as ProviderPage
      ).providers;
    return { family, saved, matching };
  }

  it("with 'Which plan?' answered, counts only that network's claims", async () => {
    const payer = await addDirectory('Medicaid');
    await importNow(payer.id);
    const claims = await currentClaims(payer.id);
    const byNetwork = new Map<string, typeof claims>();
    for (const claim of claims) {
      byNetwork.set(claim.networkId, [...(byNetwork.get(claim.networkId) ?? []), claim]);
    }
    // The network listing the most providers, and those only other networks list.
    const [networkId, inIt] = [...byNetwork].sort((a, b) => b[1].length - a[1].length)[0]!;
    const mine = new Set(inIt.map((claim) => claim.providerId));
    const elsewhere = claims.filter((claim) => !mine.has(claim.providerId));
    expect(elsewhere.length).toBeGreaterThan(0);

    // The networks a family may name, with the plans using them.
    const { family, saved, matching } = await familyWith('Medicaid', networkId);
    const listed = await api.call(family, { url: '/api/profile/insurance-networks' });
    expect(listed.statusCode).toBe(200);
    const offered = (listed.json() as { networks: { id: string; insuranceType: string }[] })
      .networks;
    expect(offered).toContainEqual(
      expect.objectContaining({
        id: networkId,
        insuranceType: 'Medicaid',
        plans: expect.any(Array),
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      insuranceType: 'Medicaid',
      insuranceNetworkId: networkId,
    });

    const found = await matching();
    expect(new Set(found.map((provider) => provider.id))).toEqual(mine);
    for (const provider of found) expect(provider.matchesInsurance).toBe(true);

    // Not sure of the plan: every network of the insurance counts again.
    const unsure = await familyWith('Medicaid', null);
    expect((await unsure.matching()).length).toBe(
      new Set(claims.map((claim) => claim.providerId)).size,
    );
  });

  it('refuses a plan of another insurance, naming the field, and keeps the profile as it was', async () => {
    const payer = await addDirectory('Medicare');
    await importNow(payer.id);
    const [claim] = await currentClaims(payer.id);
    const { family, saved } = await familyWith('Medicare', claim!.networkId);
    expect(saved.statusCode).toBe(200);

    for (const insuranceNetworkId of [claim!.networkId, 'not-a-network']) {
      const refused = await api.call(family, {
        method: 'PUT',
        url: '/api/profile',
        payload: {
          insuranceType: 'Kaiser Permanente',
          insuranceNetworkId,
          desiredServices: ['Autism Diagnosis'],
          zipCode: '06103',
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'insuranceNetworkId' });
    }
    const profile = await api.call(family, { url: '/api/profile' });
    expect(profile.json()).toMatchObject({
      insuranceType: 'Medicare',
      insuranceNetworkId: claim!.networkId,
    });
    expect((await api.call(null, { url: '/api/profile/insurance-networks' })).statusCode).toBe(401);
  });

  it("lets the clinic's newer answer overrule the directory, and says so", async () => {
    const payer = await addDirectory('UnitedHealthcare');
    await importNow(payer.id);
    const [claim] = await currentClaims(payer.id);
    const providerId = claim!.providerId;
    const { family, matching } = await familyWith('UnitedHealthcare');
    expect((await matching()).map((p) => p.id)).toContain(providerId);

    // The clinic answers a request from a family with that insurance: it does not take it.
    const token = randomBytes(32).toString('base64url');
    const [provider] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, providerId));
    await ctx.database.db.insert(appointmentRequests).values({
      userId: family.id,
      providerId,
      providerName: provider!.name,
      providerSpecialty: provider!.specialty,
      providerCity: provider!.city,
      providerState: provider!.state,
      insuranceType: 'UnitedHealthcare',
      replyTokenHash: hashToken(token),
      replyTokenExpiresAt: new Date(Date.now() + 86_400_000),
    });
    const replied = await api.call(null, {
      method: 'POST',
      url: `/api/provider-replies/${token}`,
      payload: {
        answer: 'waitlist',
        waitlistAmount: 2,
        waitlistUnit: 'months',
        willCall: false,
        insuranceAccepted: false,
      },
    });
    expect(replied.statusCode).toBe(204);

    // The next search leaves it out of 'matching only', and its card says why.
    expect((await matching()).map((p) => p.id)).not.toContain(providerId);
    const shown = (
      (
        await api.call(family, {
          url: `/api/providers?q=${encodeURIComponent(provider!.name)}&within=any&anyInsurance=true`,
        })
      ).json() as ProviderPage
    ).providers.find((p) => p.id === providerId);
    expect(shown!.matchesInsurance).toBe(false);
    expect(shown!.networkClaims).toContainEqual(
      expect.objectContaining({
        directory: payer.name,
        clinicSaidNoAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );

    // A later change of date is not a new answer about insurance: the card keeps its day.
    const saidNoAt = shown!.networkClaims.find((c) => c.clinicSaidNoAt)!.clinicSaidNoAt;
    await ctx.database.db
      .update(appointmentRequests)
      .set({ repliedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(appointmentRequests.providerId, providerId));
    const again = (
      (
        await api.call(family, {
          url: `/api/providers?q=${encodeURIComponent(provider!.name)}&within=any&anyInsurance=true`,
        })
      ).json() as ProviderPage
    ).providers.find((p) => p.id === providerId);
    expect(again!.networkClaims.find((c) => c.clinicSaidNoAt)!.clinicSaidNoAt).toBe(saidNoAt);

    // The answer gone with the family's account, the directory's claim counts again.
    await ctx.database.db
      .delete(appointmentRequests)
      .where(eq(appointmentRequests.providerId, providerId));
    expect((await matching()).map((p) => p.id)).toContain(providerId);
  });
});
