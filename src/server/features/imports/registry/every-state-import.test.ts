import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importRuns, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { importHelpers } from '../../../../../tests/support/import-admin';
import { startNppesReplay, type NppesReplay } from '../../../../../tests/servers/nppes-replay';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// Registry-API imports of any state, DC or territory, and the statistics that follow them: per
// state, and by source with the national file apart from the API.

let ctx: TestContext;
let replay: NppesReplay;
let admin: TestAccount;
let family: TestAccount;
const api = importHelpers(
  () => ctx,
  () => replay,
);

beforeAll(async () => {
  replay = await startNppesReplay({ defaultCount: 4 });
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'states@example.org' } });
  await seedSampleData(ctx.database.db);
  admin = await createAccount(ctx, { email: 'states@example.org' });
  family = await createAccount(ctx);
});
afterAll(async () => {
  await ctx.close();
  await replay.close();
});
beforeEach(() => replay.reset());

const rowsOf = (state: string) =>
  ctx.database.db.select().from(providers).where(eq(providers.state, state));

describe('importing any state, DC or territory from the registry API', () => {
  it.each(['GU', 'DC', 'MT'])(
    'imports %s, placed at ZIP centres and flagged approximate',
    async (state) => {
      const response = await api.importStates(admin, {
        states: [state],
        limitPerState: 200,
        clearExisting: false,
      });
      expect(response.statusCode).toBe(202);
      await api.runJobs();
      expect(await api.latest(admin)).toMatchObject({ status: 'succeeded', states: [state] });

      const rows = await rowsOf(state);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toMatchObject({ source: 'registry', locationApproximate: true });
        expect({ latitude: row.latitude, longitude: row.longitude }).toEqual(
          zipCentroid(row.zipCode),
        );
      }
      const stats = await api.stats(admin);
      expect(stats.byState[state]).toBe(rows.length);
    },
  );

  it('refuses a code that is no state, naming it, and starts nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(importRuns);
    const response = await api.importStates(admin, { states: ['GU', 'QQ'], limitPerState: 200 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'states[1]' });
    expect(await ctx.database.db.select({ n: count() }).from(importRuns)).toEqual(before);
  });

  it('is for admins only', async () => {
    const payload = { states: ['PR'], limitPerState: 200 };
    expect(
      (await api.call(null, { method: 'POST', url: '/api/admin/import-providers', payload }))
        .statusCode,
    ).toBe(401);
    expect((await api.importStates(family, payload)).statusCode).toBe(403);
    expect((await rowsOf('PR')).length).toBe(0);
  });
});

describe('what families are told of a place at a ZIP code centre', () => {
  it('the list and the map carry locationApproximate: true for the registry, false for the sample', async () => {
    const list = await api.call(family, { url: '/api/providers?state=GU' });
    expect(list.statusCode).toBe(200);
    const guam = (list.json() as { providers: { locationApproximate: boolean }[] }).providers;
    expect(guam.length).toBeGreaterThan(0);
    expect(guam.every((provider) => provider.locationApproximate)).toBe(true);

    const map = await api.call(family, { url: '/api/providers/map?state=GU&zoom=12' });
    expect(map.statusCode).toBe(200);
    const pins = (map.json() as { providers: { locationApproximate: boolean }[] }).providers;
    expect(pins.length).toBeGreaterThan(0);
    expect(pins.every((pin) => pin.locationApproximate)).toBe(true);

    const sample = await api.call(family, { url: '/api/providers?state=NC' });
    const rows = (
      sample.json() as { providers: { source: string; locationApproximate: boolean }[] }
    ).providers;
    expect(rows.filter((row) => row.source === 'sample').length).toBeGreaterThan(0);
    for (const row of rows.filter((each) => each.source === 'sample')) {
      expect(row.locationApproximate).toBe(false);
    }
  });
});

describe('GET /api/admin/provider-stats by source', () => {
  it('tells the national registry file from the registry API, each provider once', async () => {
    const before = await api.stats(admin);
    const registryRows = await ctx.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.source, 'registry'));
    expect(before.bySource.registryFile).toBe(0);
    expect(before.bySource.registry).toBe(registryRows.length);

    // What the file importer does to a row it writes: it stays a registry provider.
    await ctx.database.db
      .update(providers)
      .set({ registryFileAt: new Date() })
      .where(eq(providers.id, registryRows[0]!.id));
    const after = await api.stats(admin);
    expect(after.bySource).toMatchObject({
      registryFile: 1,
      registry: registryRows.length - 1,
      sample: before.bySource.sample,
    });
    const sum = Object.values(after.bySource as Record<string, number>).reduce((a, b) => a + b);
    expect(sum).toBe(after.total);
    // A sample provider with a file's date stays sample: only registry rows are split.
    const [sample] = await ctx.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.source, 'sample'))
      .limit(1);
    await ctx.database.db
      .update(providers)
      .set({ registryFileAt: new Date() })
      .where(eq(providers.id, sample!.id));
    expect((await api.stats(admin)).bySource).toMatchObject({ registryFile: 1 });
    await ctx.database.db
      .update(providers)
      .set({ registryFileAt: null })
      .where(isNotNull(providers.registryFileAt));
  });

  it('is for admins only', async () => {
    expect((await api.call(null, { url: '/api/admin/provider-stats' })).statusCode).toBe(401);
    expect((await api.call(family, { url: '/api/admin/provider-stats' })).statusCode).toBe(403);
  });
});
