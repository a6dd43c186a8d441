import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstViewData } from '@shared/api/first-view';
import { EXPECTED_MAP_SIZE, HOME_ZOOM } from '@shared/rules/map-view';
import { providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';
import { createAccount, saveProfile } from '../../tests/support/accounts';
import { firstViewData } from './first-view-data';
import { ProviderIndexSync } from './features/providers/search-index/index-sync';

// What a page opens on, read by the server for its first view (the loaders hand it to the
// browser's cache): the same answers the API gives, for this session only.

let ctx: TestContext;
let searchIndex: ProviderIndexSync;
let page: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } });
  await seedSampleData(ctx.database.db);
  searchIndex = new ProviderIndexSync(ctx.database);
  // A page route that answers with its first view's data, for the screen the test names.
  page = Fastify();
  await page.register(cookie, { secret: ctx.config.SESSION_SECRET });
  const dataOf = firstViewData({ db: ctx.database.db, config: ctx.config, searchIndex });
  page.get('/*', (request) =>
    dataOf(request, { smallScreen: request.headers['x-small-screen'] === 'yes' }),
  );
});
afterAll(async () => {
  await page.close();
  await searchIndex.close();
  await ctx.close();
});

/** The first view's data of `url` for the session of `cookie`, on a phone or a large screen. */
async function dataAt(url: string, cookie?: string, screen: 'phone' | 'large' = 'large') {
  const answer = await page.inject({
    url,
    headers: { ...(cookie ? { cookie } : {}), 'x-small-screen': screen === 'phone' ? 'yes' : 'no' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<FirstViewData>();
}

/** The ids of `count` of the sample providers. */
const sampleProviderIds = async (count: number) =>
  (await ctx.database.db.select({ id: providers.id }).from(providers).limit(count)).map(
    (provider) => provider.id,
  );

describe('firstViewData', () => {
  it("leaves the map's first answer and the search's surroundings to the browser when they cannot be made, without the error's text", async () => {
    const account = await createAccount(ctx);
    const logged: unknown[] = [];
    const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
    const page = Fastify({ logger: { level: 'warn', stream } });
    await page.register(cookie, { secret: ctx.config.SESSION_SECRET });
    // The search index fails, as a lost database connection would make it.
    const searchIndex = {
      current: () => Promise.reject(new Error('connection lost: parent@example.org')),
    } as unknown as ProviderIndexSync;
    const dataOf = firstViewData({ db: ctx.database.db, config: ctx.config, searchIndex });
    page.get('/home', (request) => dataOf(request, { smallScreen: false }));

    const answer = await page.inject({ url: '/home', headers: { cookie: account.cookie } });
    expect(answer.statusCode).toBe(200);
    const data = answer.json<FirstViewData>();
    expect(data.user?.id).toBe(account.id);
    expect(data.map).toBeUndefined();
    expect(data.facets).toBeUndefined();
    expect(JSON.stringify(logged)).toContain('first map answer failed');
    expect(JSON.stringify(logged)).toContain('search facets failed');
    expect(JSON.stringify(logged)).not.toContain('parent@example.org');
    await page.close();
  });

  it('says nobody is signed in without a session, or with a cookie that names none', async () => {
    expect(await dataAt('/home')).toEqual({ user: null });
    expect(await dataAt('/', 'sid=x.y')).toEqual({ user: null });
  });

  it('carries the signed-in user and profile and what the page opens on, exactly as the API answers them', async () => {
    const account = await createAccount(ctx);
    const headers = { cookie: account.cookie };
    await saveProfile(ctx, account);
    // Something in the basket and a request sent, which the cards show.
    const [asked, kept] = await sampleProviderIds(2);
    const addToBasket = (providerId: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/care-basket', headers, payload: { providerId } });
    await addToBasket(asked!);
    await ctx.app.inject({ method: 'POST', url: '/api/appointment-requests/submit', headers });
    await addToBasket(kept!);
    const api = async (url: string) => (await ctx.app.inject({ url, headers })).json();

    // The list opened with no search of its own starts on the profile's services, soonest first.
    const firstPage = await api('/api/providers?service=Autism%20Diagnosis&sort=soonest');
    expect(firstPage.providers.length).toBeGreaterThan(0);
    const list = await dataAt('/home?tab=list', account.cookie);
    const layout = {
      basket: await api('/api/care-basket'),
      requests: await api('/api/appointment-requests'),
    };
    expect(list).toEqual({
      user: await api('/api/auth/user'),
      profile: await api('/api/profile'),
      layout,
      facets: await api('/api/providers/facets'),
      providers: { params: { service: ['Autism Diagnosis'], sort: 'soonest' }, page: firstPage },
    });
    expect(list.layout?.basket.map((item) => item.provider.id)).toEqual([kept]);
    expect(list.layout?.requests.map((request) => request.provider.id)).toEqual([asked]);

    // A link's own search is kept as it is.
    expect((await dataAt('/home?tab=list&state=GA&sort=name', account.cookie)).providers).toEqual({
      params: { state: 'GA', sort: 'name' },
      page: await api('/api/providers?state=GA&sort=name'),
    });
    // The appointments page carries what its layout shows; the services page, at '/' and
    // '/services', each service's typical wait as well; pages the server does not draw carry
    // only who is signed in and the profile.
    const appointments = await dataAt('/appointments', account.cookie);
    expect(appointments.layout).toEqual(layout);
    expect(appointments.facets).toBeUndefined();
    for (const url of ['/', '/services']) {
      const services = await dataAt(url, account.cookie);
      expect(services.layout).toEqual(layout);
      expect(services.serviceWaits).toEqual(await api('/api/providers/service-waits'));
    }
    expect(Object.keys(await dataAt('/care-basket', account.cookie)).sort()).toEqual([
      'profile',
      'user',
    ]);

    // Another family's page carries only its own.
    const other = await createAccount(ctx);
    const theirs = await dataAt('/home?tab=list', other.cookie);
    expect(theirs.user?.id).toBe(other.id);
    expect(theirs.profile?.zipCode).toBeNull();
    expect(theirs.providers?.params).toEqual({ sort: 'soonest' });
    expect(theirs.providers?.page.providers.every((p) => p.distanceMiles === null)).toBe(true);
    expect(theirs.layout?.basket).toEqual([]);
    expect(theirs.layout?.requests).toEqual([]);
  });

  it("holds the map's first answer for the size of the screen's map, around home", async () => {
    const account = await createAccount(ctx);
    await saveProfile(ctx, account);
    const api = async (url: string) =>
      (await ctx.app.inject({ url, headers: { cookie: account.cookie } })).json();

    // The answer the map would get for the profile's services at the size a phone's map has.
    const data = await dataAt('/home', account.cookie, 'phone');
    const { width, height } = EXPECTED_MAP_SIZE.phone;
    expect(data.map).toEqual({
      filters: { service: ['Autism Diagnosis'] },
      size: { width, height },
      answer: await api(
        `/api/providers/map?service=Autism+Diagnosis&width=${width}&height=${height}`,
      ),
      tiles: await api('/api/config'),
    });
    expect(data.providers).toBeUndefined();
    // It opens around home (Raleigh).
    const view = data.map!.answer.view!;
    expect(view.zoom).toBeLessThanOrEqual(HOME_ZOOM);
    expect(view.center.latitude).toBeCloseTo(35.77, 1);
    expect(view.center.longitude).toBeCloseTo(-78.64, 1);

    // A large screen gets the answer for its map; a link's own filters are kept.
    const large = EXPECTED_MAP_SIZE.largeScreen;
    const linked = await dataAt('/home?tab=map&state=GA', account.cookie);
    expect(linked.map?.filters).toEqual({ state: 'GA' });
    expect(linked.map?.answer).toEqual(
      await api(`/api/providers/map?state=GA&width=${large.width}&height=${large.height}`),
    );

    // A family without a ZIP code sees every match, fitted.
    const other = await createAccount(ctx);
    const theirs = await dataAt('/home', other.cookie);
    expect(theirs.map?.answer.nearby).toBeNull();
    expect(theirs.map?.answer.view?.zoom).toBeLessThan(HOME_ZOOM);
  });
});
