import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPage } from '@shared/api/providers';
import type { ProviderMap } from '@shared/api/provider-map';
import { buildApp, type App } from '@server/app';
import type { Database } from '@server/db/client';
import { listingFields, providerOpenings, providers, type NewProviderRow } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { SEARCH_INDEX_SNAPSHOT } from './search-index/index-sync';
import { readSnapshot, writeSnapshot } from './search-index/index-snapshot';

// A server started again reads its search index from the snapshot file it wrote, brought up to
// date with what changed while it was down: its first answers equal a full load's.
let ctx: TestContext;
let family: TestAccount;
let snapshotFile: string;

const PLACES = [
  { city: 'Raleigh', state: 'NC', latitude: 35.78, longitude: -78.64 },
  { city: 'Atlanta', state: 'GA', latitude: 33.75, longitude: -84.39 },
  { city: 'Helena', state: 'MT', latitude: 46.59, longitude: -112.04 },
];

function directory(): NewProviderRow[] {
  return Array.from({ length: 45 }, (_, i) => {
    const place = PLACES[i % PLACES.length]!;
    return {
      name: `Restart Clinic ${String(i).padStart(2, '0')}`,
      specialty: 'Clinical Psychologist',
      ...place,
      latitude: place.latitude + (i % 7) * 0.05,
      longitude: place.longitude - (i % 5) * 0.05,
      averageWaitTime: i % 4 === 0 ? null : 10 + ((i * 17) % 90),
      servicesOffered: i % 2 ? ['Autism Diagnosis'] : ['Speech Therapy', 'ADHD Evaluation'],
      acceptedInsurance: i % 3 ? ['Medicaid'] : [],
      acceptingNewPatients: i % 5 === 0 ? false : null,
      source: 'admin',
    };
  });
}

const QUERIES = [
  '/api/providers?limit=100&sort=name',
  '/api/providers?limit=100&sort=soonest',
  '/api/providers?limit=100&sort=name&state=GA',
  '/api/providers?limit=100&sort=name&service=Autism%20Diagnosis&insurance=Medicaid',
  '/api/providers?limit=100&sort=name&newPatients=true',
  '/api/providers?limit=100&sort=name&q=clinic%201',
  '/api/providers/map?width=1000&height=640',
  '/api/providers/facets',
  '/api/providers/service-waits',
];

const get = async <T>(app: App, url: string): Promise<T> => {
  const response = await app.inject({ url, headers: { cookie: family.cookie } } as InjectOptions);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

/** The map's clusters and markers in a fixed order: where the index keeps each is its own. */
const inOrder = (answer: Record<string, unknown>) => {
  const sorted = { ...answer };
  for (const key of ['clusters', 'providers']) {
    const list = sorted[key];
    if (Array.isArray(list)) {
      sorted[key] = [...list].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    }
  }
  return sorted;
};

/** What a family sees for each query. */
const answers = async (app: App) => {
  const seen: Record<string, unknown> = {};
  for (const url of QUERIES) seen[url] = await get(app, url);
  const map = QUERIES[6]!;
  seen[map] = inOrder(seen[map] as Record<string, unknown>);
  return seen;
};

const health = async (app: App) => (await app.inject({ url: '/api/health' })).json();

/** This server's app started again on its DATA_DIR (and so its snapshot file). */
const restarted = (database: Database = ctx.database) =>
  buildApp({ config: ctx.config, database, pagesDir: '/nonexistent' });

/** A server with no snapshot file: loads in full, as every start did before snapshots. */
const fullLoad = () =>
  buildApp({
    config: { ...ctx.config, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'acf-full-')) },
    database: ctx.database,
    pagesDir: '/nonexistent',
  });

/** Runs `use` on a server, then stops it (which writes its snapshot when the index changed). */
async function withApp<T>(app: App | Promise<App>, use: (app: App) => Promise<T>): Promise<T> {
  const running = await app;
  try {
    return await use(running);
  } finally {
    await running.close();
  }
}

/** Starts again, checks it started as `from`, and that it answers as a full load does. */
async function expectSameAsFullLoad(from: 'snapshot' | 'full load') {
  const [first, expected] = await Promise.all([
    withApp(restarted(), async (app) => ({
      answers: await answers(app),
      health: await health(app),
    })),
    withApp(fullLoad(), answers),
  ]);
  expect(first.health).toMatchObject({ searchIndex: 'ready', searchIndexFrom: from });
  expect(rounded(first.answers)).toEqual(rounded(expected));
  return first.answers;
}

/**
 * A cluster's centre is a mean summed in slot order, and a start from the snapshot may hold the
 * providers in other slots than a full load: the sums may differ in the last binary digit.
 */
const rounded = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_key, each: unknown) =>
    typeof each === 'number' ? Math.round(each * 1e9) / 1e9 : each,
  );

const names = (answer: unknown) => (answer as ProviderPage).providers.map((p) => p.name);

beforeAll(async () => {
  ctx = await createTestApp();
  snapshotFile = path.join(ctx.config.DATA_DIR, SEARCH_INDEX_SNAPSHOT);
  await ctx.database.db.insert(providers).values(directory());
  family = await createAccount(ctx);
  // A server that ran and stopped: its snapshot file is in DATA_DIR.
  await withApp(restarted(), (app) => answers(app));
});
afterAll(() => ctx.close());

describe('the first search after a restart', () => {
  it('answers from the snapshot as a full load does; health says loading, then ready', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The index cannot start before it listens: held here, it is still loading.
    const held: Database = {
      ...ctx.database,
      listen: async (channel, handlers) => {
        await gate;
        return ctx.database.listen(channel, handlers);
      },
    };
    await withApp(restarted(held), async (app) => {
      expect(await health(app)).toEqual({ status: 'ok', database: 'ok', searchIndex: 'loading' });
      open();
      const first = await answers(app);
      expect(await health(app)).toEqual({
        status: 'ok',
        database: 'ok',
        searchIndex: 'ready',
        searchIndexFrom: 'snapshot',
      });
      expect(first).toEqual(await withApp(fullLoad(), answers));
      expect((first[QUERIES[0]!] as ProviderPage).total).toBe(45);
    });
  });

  it('includes every change committed while the server was down', async () => {
    const db = ctx.database.db;
    const byName = async (name: string) =>
      (await db.select({ id: providers.id }).from(providers).where(eq(providers.name, name)))[0]!
        .id;
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
    await db.insert(providers).values({ ...directory()[0]!, name: 'Restart Newcomer' });
    await db
      .update(providers)
      .set({ name: 'Restart Renamed', state: 'GA', city: 'Atlanta' })
      .where(eq(providers.id, await byName('Restart Clinic 01')));
    await db.delete(providers).where(eq(providers.id, await byName('Restart Clinic 02')));
    await db
      .update(providers)
      .set({ deactivatedAt: new Date() })
      .where(eq(providers.id, await byName('Restart Clinic 04')));
    // A clinic publishes an opening on its current listing, another says it takes no one new.
    const opening = await byName('Restart Clinic 07');
    await db
      .insert(listingFields)
      .values({ providerId: opening, field: 'email', saidAt: inDays(0) });
    await db.insert(providerOpenings).values({
      providerId: opening,
      source: 'clinic',
      startsAt: new Date(`${today}T00:00:00Z`),
      fromOnly: true,
    });
    const closed = await byName('Restart Clinic 08');
    await db.update(providers).set({ acceptingNewPatients: false }).where(eq(providers.id, closed));
    await db
      .insert(listingFields)
      .values({ providerId: closed, field: 'acceptingNewPatients', saidAt: inDays(0) });

    const seen = await expectSameAsFullLoad('snapshot');
    const all = names(seen[QUERIES[0]!]);
    expect(all).toContain('Restart Newcomer');
    expect(all).toContain('Restart Renamed');
    expect(all).not.toContain('Restart Clinic 02');
    expect(all).not.toContain('Restart Clinic 04');
    expect(names(seen[QUERIES[2]!])).toContain('Restart Renamed');
    expect(names(seen[QUERIES[1]!])[0]).toBe('Restart Clinic 07');
    expect(names(seen[QUERIES[4]!])).not.toContain('Restart Clinic 08');
  });

  it('loads in full, with the right answers, from a damaged or foreign snapshot', async () => {
    const good = await readFile(snapshotFile);
    const damaged = Buffer.from(good);
    const middle = damaged.length >> 1;
    damaged[middle] = damaged[middle]! ^ 0xff;
    await writeFile(snapshotFile, damaged);
    await expectSameAsFullLoad('full load');

    const { stamp, columns } = await readSnapshot(snapshotFile);
    await writeSnapshot(snapshotFile, columns, { ...stamp, format: stamp.format + 1 });
    await expectSameAsFullLoad('full load');
    await writeSnapshot(snapshotFile, columns, { ...stamp, database: `${stamp.database}-other` });
    await expectSameAsFullLoad('full load');
    // Each of those starts wrote a good snapshot again.
    await expectSameAsFullLoad('snapshot');
  });

  it('loads in full after everything was cleared and filled again', async () => {
    await ctx.database.db.execute(sql`TRUNCATE providers CASCADE`);
    await ctx.database.db.insert(providers).values(
      directory()
        .slice(0, 3)
        .map((row, i) => ({ ...row, name: `Refilled ${i}` })),
    );
    const seen = await expectSameAsFullLoad('full load');
    expect(names(seen[QUERIES[0]!])).toEqual(['Refilled 0', 'Refilled 1', 'Refilled 2']);
    expect((seen[QUERIES[6]!] as ProviderMap).matching).toBe(3);
  });
});
