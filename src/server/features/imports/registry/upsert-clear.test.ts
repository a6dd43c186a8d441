import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appointmentRequests,
  auditLog,
  careBasketItems,
  importRuns,
  listingStaff,
  providers,
} from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers } from '../../../../../tests/support/import-admin';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// Statistics, idempotent upserts that keep what admins entered, clearing, and bad input.

let ctx: TestContext;
let replay: NppesReplay;
let admin: TestAccount;
const api = importHelpers(
  () => ctx,
  () => replay,
);

beforeAll(async () => {
  replay = await startNppesReplay({ defaultCount: 8 });
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'keeper@example.org' } });
  await seedSampleData(ctx.database.db);
  admin = await createAccount(ctx, { email: 'keeper@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const total = async () => (await ctx.database.db.select({ n: count() }).from(providers))[0]!.n;
const ncRows = () =>
  ctx.database.db
    .select()
    .from(providers)
    .where(eq(providers.source, 'registry'))
    .orderBy(providers.npiNumber);
const importNc = async () => {
  expect((await api.importState(admin, 'nc', { limit: 12 })).statusCode).toBe(202);
  await api.runJobs();
};

describe('GET /api/admin/provider-stats', () => {
  it('counts the sample providers per state and says they are sample data', async () => {
    const stats = await api.stats(admin);
    expect(stats.total).toBe(await total());
    expect(stats.total).toBeGreaterThan(0);
    expect(stats.hasRealData).toBe(false);
    expect(stats.bySource).toEqual({
      sample: stats.total,
      registryFile: 0,
      registry: 0,
      directory: 0,
      clinic: 0,
      admin: 0,
    });
    expect(Object.values(stats.byState as Record<string, number>).reduce((a, b) => a + b)).toBe(
      stats.total,
    );
  });
});

describe('upsert by NPI', () => {
  it('imports twice without a duplicate and keeps every field an admin entered', async () => {
    await importNc();
    const first = await ncRows();
    expect(first).toHaveLength(12);
    const [edited, adminRow] = first;
    const verifiedAt = new Date('2026-01-02T03:04:05Z');
    await ctx.database.db
      .update(providers)
      .set({
        websiteUrl: 'https://clinic.example.org',
        profileImageUrl: '/objects/abc.png',
        acceptedInsurance: ['Aetna', 'Medicaid'],
        averageWaitTime: 21,
        acceptingNewPatients: true,
        servicesOffered: ['Family Counseling'],
        detailsVerifiedAt: verifiedAt,
        detailsVerifiedBy: admin.id,
        name: 'Stale Name',
        importedAt: new Date('2020-01-01'),
      })
      .where(eq(providers.id, edited!.id));
    await ctx.database.db
      .update(providers)
      .set({ source: 'admin', name: 'Named By An Admin', city: 'Somewhere' })
      .where(eq(providers.id, adminRow!.id));

    await importNc();

    const second = await ncRows();
    // The same providers again (the admin's own row aside, which keeps source 'admin').
    expect(second.map((r) => r.id)).toEqual(
      first.filter((r) => r.id !== adminRow!.id).map((r) => r.id),
    );
    const [again] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, edited!.id));
    expect(again).toMatchObject({
      name: edited!.name, // registry facts are refreshed
      websiteUrl: 'https://clinic.example.org',
      profileImageUrl: '/objects/abc.png',
      acceptedInsurance: ['Aetna', 'Medicaid'],
      averageWaitTime: 21,
      acceptingNewPatients: true,
      servicesOffered: ['Family Counseling'],
      detailsVerifiedAt: verifiedAt,
      detailsVerifiedBy: admin.id,
    });
    expect(again!.importedAt!.getFullYear()).toBeGreaterThan(2020);
    const [kept] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, adminRow!.id));
    expect(kept).toMatchObject({ source: 'admin', name: 'Named By An Admin', city: 'Somewhere' });
    const npis = (await ctx.database.db.select({ npi: providers.npiNumber }).from(providers))
      .map((r) => r.npi)
      .filter(Boolean);
    expect(new Set(npis).size).toBe(npis.length);
    const stats = await api.stats(admin);
    expect(stats.hasRealData).toBe(true);
    // Each provider counted once, by where it came from; a listing its clinic keeps is the clinic's.
    const registry = stats.bySource.registry;
    expect(stats.bySource.admin).toBe(1);
    await ctx.database.db
      .insert(listingStaff)
      .values({ providerId: edited!.id, email: 'front-desk@clinic.example' });
    const after = await api.stats(admin);
    expect(after.bySource).toMatchObject({ registry: registry - 1, clinic: 1, admin: 1 });
    expect(Object.values(after.bySource as Record<string, number>).reduce((a, b) => a + b)).toBe(
      after.total,
    );
  });
});

describe('clearing', () => {
  it('keeps the previous data when clearExisting is set but every state fails', async () => {
    const before = await total();
    replay.fault('GA', { kind: 'errors' });
    await api.importState(admin, 'ga', { limit: 3, clearExisting: true });
    await api.runJobs();
    expect(await api.latest(admin)).toMatchObject({ status: 'failed' });
    expect(await total()).toBe(before);
  });

  it('removes every provider, empties baskets, keeps requests with their snapshot', async () => {
    const family = await createAccount(ctx);
    const [one, two] = await ctx.database.db.select().from(providers).limit(2);
    for (const provider of [one!, two!]) {
      await api.call(family, {
        method: 'POST',
        url: '/api/care-basket',
        payload: { providerId: provider.id },
      });
    }
    await api.call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
    await api.call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: one!.id },
    });
    const before = await total();

    const response = await api.importStates(admin, { states: [], clearExisting: true });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 0, states: [], removed: before });
    expect(await total()).toBe(0);
    expect(await ctx.database.db.select().from(careBasketItems)).toEqual([]);
    const requests = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, family.id));
    expect(requests.map((r) => [r.providerId, r.providerName]).sort()).toEqual(
      [
        [null, one!.name],
        [null, two!.name],
      ].sort(),
    );
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'providers_cleared'));
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { removed: before } });
    expect(await api.stats(admin)).toEqual({
      total: 0,
      hasRealData: false,
      bySource: { sample: 0, registryFile: 0, registry: 0, directory: 0, clinic: 0, admin: 0 },
      byState: {},
    });
  });

  it('with states, replaces the old providers together with the first state saved', async () => {
    await importNc();
    await api.importStates(admin, { states: ['OR'], limitPerState: 4, clearExisting: true });
    await api.runJobs();
    expect(await api.stats(admin)).toEqual({
      total: 4,
      hasRealData: true,
      bySource: { sample: 0, registryFile: 0, registry: 4, directory: 0, clinic: 0, admin: 0 },
      byState: { OR: 4 },
    });
  });
});

describe('bad input: 400 naming the field, nothing changed', () => {
  it.each([
    [{ states: ['NC', 'XX'] }, 'states[1]'],
    [{ states: 'NC' }, 'states'],
    [{ states: [] }, 'states'],
    [{ states: ['NC', 'NC'] }, 'states'],
    [{ states: [42] }, 'states[0]'],
    [{ states: ['NC'], limitPerState: 0 }, 'limitPerState'],
    [{ states: ['NC'], limitPerState: 201 }, 'limitPerState'],
    [{ states: ['NC'], limitPerState: 'ten' }, 'limitPerState'],
    [{ states: ['NC'], clearExisting: 'yes' }, 'clearExisting'],
    [{ states: [], clearExisting: 'true' }, 'clearExisting'],
  ])('POST /api/admin/import-providers %j -> %s', async (payload, field) => {
    const runsBefore = await ctx.database.db.select({ n: count() }).from(importRuns);
    const providersBefore = await total();
    const response = await api.importStates(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await ctx.database.db.select({ n: count() }).from(importRuns)).toEqual(runsBefore);
    expect(await total()).toBe(providersBefore);
  });

  it.each([
    [{ limit: 201 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ city: 12 }, 'city'],
    [{ city: '<script>' }, 'city'],
    [{ clearExisting: 1 }, 'clearExisting'],
  ])('POST /api/providers/import-va %j -> %s', async (payload, field) => {
    const runsBefore = await ctx.database.db.select({ n: count() }).from(importRuns);
    const response = await api.importState(admin, 'va', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
    expect(await ctx.database.db.select({ n: count() }).from(importRuns)).toEqual(runsBefore);
  });

  it('has no import route for a state without a single-state import button', async () => {
    const response = await api.importState(admin, 'ca', {});
    expect(response.statusCode).toBe(404);
  });

  it('lists the latest 20 audit entries, the import ones included', async () => {
    const response = await api.call(admin, { url: '/api/admin/audit-log' });
    expect(response.statusCode).toBe(200);
    const actions = (response.json() as { action: string }[]).map((e) => e.action);
    expect(actions.length).toBeLessThanOrEqual(20);
    expect(actions).toEqual(expect.arrayContaining(['import_started', 'import_finished']));
    const cleared = await ctx.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['providers_cleared']));
    expect(cleared).toHaveLength(1);
  });
});
