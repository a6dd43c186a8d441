import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPage } from '@shared/api/providers';
import type { ProviderMap } from '@shared/api/provider-map';
import { viewAroundHome, viewFitting, type MapView } from '@shared/rules/map-view';
import { buildApp, type App } from '@server/app';
import { providers, type NewProviderRow } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// The map's one-round-trip answer and the search index behind it, on a fixed synthetic
// directory: dense enough around Raleigh to cluster at city zooms, spread over the South East.
let ctx: TestContext;
let family: TestAccount;
let homeFamily: TestAccount;
const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };
const SIZE = { width: 1000, height: 640 };

function* directory(): Generator<NewProviderRow> {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const places = [
    { city: 'Raleigh', state: 'NC', ...RALEIGH, spread: 0.3, count: 900 },
    { city: 'Atlanta', state: 'GA', latitude: 33.749, longitude: -84.388, spread: 1, count: 500 },
    { city: 'Nashville', state: 'TN', latitude: 36.16, longitude: -86.78, spread: 2, count: 300 },
  ];
  for (const place of places) {
    for (let i = 0; i < place.count; i += 1) {
      yield {
        name: `Fixed ${place.city} ${i}`,
        specialty: 'Clinical Psychologist',
        city: place.city,
        state: place.state,
        latitude: place.latitude + (next() - 0.5) * place.spread,
        longitude: place.longitude + (next() - 0.5) * place.spread,
        averageWaitTime: next() < 0.2 ? null : Math.floor(next() * 200),
        servicesOffered: next() < 0.5 ? ['Autism Diagnosis'] : ['ADHD Evaluation'],
        acceptedInsurance: next() < 0.5 ? ['Medicaid'] : ['Aetna'],
        source: 'admin',
      };
    }
  }
}

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(providers).values([...directory()]);
  family = await createAccount(ctx);
  homeFamily = await createAccount(ctx);
  const profile = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: homeFamily.cookie },
    payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(profile.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const get = async <T>(url: string, account = family, app: App = ctx.app) => {
  const response = await app.inject({ url, headers: { cookie: account.cookie } } as InjectOptions);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const viewQuery = (view: MapView) => {
  const { west, south, east, north } = view.bounds;
  return `zoom=${view.zoom}&bounds=${west},${south},${east},${north}`;
};

describe('GET /api/providers/map with the map size', () => {
  const cases = [
    ['everything', ''],
    ['a state', 'state=GA&'],
    ['a service', 'service=Autism%20Diagnosis&'],
    ['a text search', 'q=nashville%2012&'],
  ] as const;

  it.each(cases)('answers %s in one request exactly as extent-then-view did', async (_, filter) => {
    const sized = `${filter}width=${SIZE.width}&height=${SIZE.height}`;
    const once = await get<ProviderMap>(`/api/providers/map?${sized}`);
    // The two requests the map used to make: the extent, then the view fitted to it.
    const extentAnswer = await get<ProviderMap>(`/api/providers/map?${filter}zoom=2`);
    const fitted = viewFitting(extentAnswer.extent!, SIZE);
    const viewAnswer = await get<ProviderMap>(`/api/providers/map?${filter}${viewQuery(fitted)}`);

    expect(once.extent).toEqual(extentAnswer.extent);
    expect(once.view).toEqual(fitted);
    expect(once.total).toBe(viewAnswer.total);
    expect(once.clusters).toEqual(viewAnswer.clusters);
    expect(once.providers).toEqual(viewAnswer.providers);
    expect(once.matching).toBe(extentAnswer.matching);
    // Everything matching is in the fitted view, as clusters or markers.
    const shown = once.clusters.reduce((sum, c) => sum + c.count, 0) + once.providers.length;
    expect(shown).toBe(once.matching);
    expect(once.total).toBe(once.matching);
  });

  it('opens around home for a family with a ZIP code, as the nearby box said', async () => {
    const sized = `width=${SIZE.width}&height=${SIZE.height}`;
    const once = await get<ProviderMap>(`/api/providers/map?${sized}`, homeFamily);
    const extentAnswer = await get<ProviderMap>('/api/providers/map?zoom=2', homeFamily);
    const around = viewAroundHome(extentAnswer.nearby!.home, extentAnswer.nearby!.box, SIZE);
    const viewAnswer = await get<ProviderMap>(
      `/api/providers/map?${viewQuery(around)}`,
      homeFamily,
    );
    expect(once.view).toEqual(around);
    expect(once.view!.zoom).toBe(11);
    expect(once.view!.center.latitude).toBeCloseTo(35.77, 1);
    expect(once.clusters).toEqual(viewAnswer.clusters);
    expect(once.providers).toEqual(viewAnswer.providers);
    // 900 providers within 0.3° of Raleigh: too many for markers at a city zoom.
    expect(once.clusters.length).toBeGreaterThan(0);
  });

  it('keeps a cluster whole and in place while the family pans', async () => {
    const view = viewFitting({ west: -79, south: 35.5, east: -78.3, north: 36 }, SIZE);
    const before = await get<ProviderMap>(`/api/providers/map?${viewQuery(view)}`);
    const step = (view.bounds.east - view.bounds.west) / 4;
    const panned = {
      ...view,
      bounds: { ...view.bounds, west: view.bounds.west + step, east: view.bounds.east + step },
    };
    const after = await get<ProviderMap>(`/api/providers/map?${viewQuery(panned)}`);
    const inBoth = before.clusters.filter(
      (c) => c.longitude >= panned.bounds.west && c.longitude <= view.bounds.east,
    );
    expect(inBoth.length).toBeGreaterThan(0);
    for (const cluster of inBoth) expect(after.clusters).toContainEqual(cluster);
  });

  it('answers nothing matching with no view to move to', async () => {
    const none = await get<ProviderMap>(
      `/api/providers/map?q=nobody%20at%20all&width=800&height=600`,
    );
    expect(none).toMatchObject({ total: 0, matching: 0, extent: null, view: null });
  });

  it.each([
    ['width=800', 'zoom'],
    ['width=800&height=600&bounds=-80,35,-78,36', 'zoom'],
    ['width=20&height=600', 'width'],
    ['width=800&height=abc', 'height'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await ctx.app.inject({
      url: `/api/providers/map?${query}`,
      headers: { cookie: family.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
  });
});

describe('the search index', () => {
  const findByName = async (name: string, app?: App) => {
    const page = await get<ProviderPage>(
      `/api/providers?q=${encodeURIComponent(name)}&sort=soonest`,
      family,
      app,
    );
    return page.providers;
  };
  const mapOf = (query: string, app?: App) =>
    get<ProviderMap>(`/api/providers/map?${query}&width=800&height=600`, family, app);

  it('follows inserts, edits and deletes at once, on every instance', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      pagesDir: '/nonexistent',
    });
    try {
      const [row] = await ctx.database.db
        .insert(providers)
        .values({
          name: 'Tundra Trail Therapy',
          specialty: 'Psychologist',
          city: 'Fairbanks',
          state: 'AK',
          latitude: 64.84,
          longitude: -147.72,
          averageWaitTime: 9,
          servicesOffered: ['Speech Therapy'],
          source: 'admin',
        })
        .returning({ id: providers.id });
      for (const app of [ctx.app, other]) {
        expect((await findByName('tundra trail', app)).map((p) => p.id)).toEqual([row!.id]);
        const alaska = await mapOf('state=AK', app);
        expect(alaska.matching).toBe(1);
        expect(alaska.providers.map((p) => p.name)).toEqual(['Tundra Trail Therapy']);
      }

      await ctx.database.db
        .update(providers)
        .set({
          state: 'HI',
          latitude: 21.31,
          longitude: -157.86,
          city: 'Honolulu',
          servicesOffered: ['Autism Diagnosis'],
        })
        .where(eq(providers.id, row!.id));
      for (const app of [ctx.app, other]) {
        expect((await mapOf('state=AK', app)).matching).toBe(0);
        const hawaii = await mapOf('state=HI&service=Autism%20Diagnosis', app);
        expect(hawaii.providers.map((p) => [p.name, p.latitude])).toEqual([
          ['Tundra Trail Therapy', 21.31],
        ]);
        expect((await mapOf('state=HI&service=Speech%20Therapy', app)).matching).toBe(0);
      }

      await ctx.database.db.delete(providers).where(like(providers.name, 'Tundra %'));
      for (const app of [ctx.app, other]) {
        expect(await findByName('tundra trail', app)).toEqual([]);
        expect((await mapOf('state=HI', app)).matching).toBe(0);
      }
    } finally {
      await other.close();
    }
  });

  it('counts the list from the index, equal to the rows it pages through', async () => {
    const page = await get<ProviderPage>('/api/providers?state=NC&limit=100&sort=name');
    expect(page.total).toBe(900);
    const soonest = await get<ProviderPage>(
      '/api/providers?service=Autism%20Diagnosis&limit=5&sort=soonest',
      homeFamily,
    );
    // The first distance band (30 miles) first; within it the shortest wait.
    expect(soonest.providers.every((p) => p.distanceMiles! <= 30)).toBe(true);
    const waits = soonest.providers.map((p) => p.averageWaitTime ?? Infinity);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
  });
});
