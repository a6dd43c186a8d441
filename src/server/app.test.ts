import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ID, type FirstViewData } from '@shared/api/first-view';
import type { ProviderResult } from '@shared/api/providers';
import { EXPECTED_MAP_SIZE, HOME_ZOOM } from '@shared/rules/map-view';
import { providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { registerClientApp } from '@server/lib/client-app';
import { renderFirstView } from '@server/lib/first-view-render';
import { LANGUAGE_COOKIE } from '@shared/i18n/languages';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';
import { createAccount, saveProfile } from '../../tests/support/accounts';

// A tiny stand-in for `dist/client`, written by the test so that it needs no build.
function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'acf-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js' },
      'src/client/features/providers/providers-page.tsx': {
        file: 'assets/providers-page-abc123.js',
      },
      'src/client/features/care-basket/care-basket-page.tsx': {
        file: 'assets/care-basket-page-abc123.js',
      },
      'src/client/features/providers/map/provider-map.tsx': {
        file: 'assets/provider-map-abc123.js',
      },
      'src/client/i18n/catalog-es.ts': { file: 'assets/catalog-es-abc123.js' },
    }),
  );
  return dir;
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** The JSON a page's HTML carries for its first view. */
function firstViewData(html: string): FirstViewData {
  const match = new RegExp(
    `<script id="${FIRST_VIEW_DATA_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('the page carries no first-view data');
  return JSON.parse(match[1]!) as FirstViewData;
}

/** The ids of `count` of the sample providers. */
const sampleProviderIds = async (count: number) =>
  (await ctx.database.db.select({ id: providers.id }).from(providers).limit(count)).map(
    (provider) => provider.id,
  );

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    clientDir: fakeClientBuild(),
    env: { TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
  });
  await seedSampleData(ctx.database.db);
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    // Beside them, whether the search index has loaded yet (the search-index tests follow it).
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(['loading', 'ready']).toContain(response.json().searchIndex);
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers a JSON 404', async (method) => {
    const response = await ctx.app.inject({ method, url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: `No route for ${method} /api/no-such-thing`,
    });
  });
});

describe('files that do not exist', () => {
  it.each(['/something.txt', '/assets/index-gone.js', '/favicon.ico'])(
    '%s answers a plain 404, not the app',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it('serves robots.txt as text, keeping crawlers out of the API and reply links', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /provider-reply/');
  });
});

describe('the client app', () => {
  it.each(['/', '/home', '/some/deep/link?tab=list'])('serves index.html for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('names the scripts of the signed-in page when the request has a session cookie', async () => {
    const account = await createAccount(ctx);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/care-basket',
      headers: { cookie: account.cookie },
    });
    expect(signedIn.headers['vary']).toMatch(/cookie/i);
    expect(signedIn.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/care-basket-page-abc123.js">',
    );
    expect(signedIn.body).not.toContain('provider-map');
    expect(signedIn.body).not.toContain('preconnect');

    // A cookie that names no session gets the landing page, with none of a signed-in page's.
    const stale = await ctx.app.inject({ url: '/care-basket', headers: { cookie: 'sid=x.y' } });
    expect(stale.body).not.toContain('care-basket-page');

    // The map's page also connects early to the tile server, whose tiles it shows first.
    const map = await ctx.app.inject({ url: '/home', headers: { cookie: account.cookie } });
    expect(map.body).toContain('<link rel="preconnect" href="https://a.tiles.example.org">');

    const visitor = await ctx.app.inject({ method: 'GET', url: '/home?tab=list' });
    expect(visitor.body).not.toContain('modulepreload');
  });

  it("sends a visitor at a clinic's page to the clinic's sign-in, someone signed in at the sign-in page home, and past the first run once the profile says enough", async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/clinic', '/clinic/listings/12?tab=hours']) {
        const visitor = await ctx.app.inject({ method, url });
        expect(visitor.statusCode).toBe(302);
        expect(visitor.headers.location).toBe('/clinic/sign-in');
        expect(visitor.headers['cache-control']).toBe('no-store');
        expect(visitor.headers['vary']).toMatch(/cookie/i);
      }
    }
    // The clinic's own sign-in pages are for visitors: no loop.
    for (const url of ['/clinic/sign-in', '/clinic/sign-in/some-token']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(200);
    }

    const account = await createAccount(ctx);
    const headers = { cookie: account.cookie };
    for (const method of ['GET', 'HEAD'] as const) {
      const signIn = await ctx.app.inject({ method, url: '/sign-in', headers });
      expect(signIn.statusCode).toBe(302);
      expect(signIn.headers.location).toBe('/');
      expect((await ctx.app.inject({ method, url: '/sign-in' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method, url: '/clinic', headers })).statusCode).toBe(200);
    }
    // A cookie that names no session is a visitor's.
    const stale = await ctx.app.inject({ url: '/clinic', headers: { cookie: 'sid=x.y' } });
    expect(stale.headers.location).toBe('/clinic/sign-in');

    // The first-run step is there until the profile gives what the search needs.
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await ctx.app.inject({ method, url: '/welcome', headers })).statusCode).toBe(200);
    }
    await saveProfile(ctx, account);
    for (const method of ['GET', 'HEAD'] as const) {
      const welcome = await ctx.app.inject({ method, url: '/welcome', headers });
      expect(welcome.statusCode).toBe(302);
      expect(welcome.headers.location).toBe('/home?tab=list');
    }
  });

  it("tells a visitor's page that nobody is signed in, without asking the database", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(firstViewData(response.body)).toEqual({
      user: null,
      rendered: expect.objectContaining({ language: 'en' }),
    });
    expect(response.headers['cache-control']).toBe('no-cache');

    // A cookie that names no session (expired, signed out, forged) reads the same.
    const stale = await ctx.app.inject({ method: 'GET', url: '/', headers: { cookie: 'sid=x.y' } });
    expect(firstViewData(stale.body).user).toBeNull();
    expect(stale.headers['cache-control']).toBe('no-cache');
  });

  it("draws the landing page into a visitor's page, in the language they chose or their browser asks for", async () => {
    const rootOf = (body: string) => /<div id="root">(.*)<\/div><\/body>/s.exec(body)?.[1] ?? '';
    const english = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'en-US' } });
    expect(rootOf(english.body)).toContain('Connecting Families with Autism Care');
    expect(english.body).toContain('<html lang="en">');
    // Its scripts wait for the first paint; nothing of a signed-in page is fetched.
    expect(english.body).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-abc123.js" data-preload="">',
    );
    expect(english.headers['vary']).toMatch(/accept-language/i);

    const spanish = await ctx.app.inject({
      url: '/profile',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(rootOf(spanish.body)).toContain('Conectamos a las familias');
    expect(firstViewData(spanish.body).rendered?.language).toBe('es');
    // Its words come with the scripts.
    expect(spanish.body).toContain('data-preload="/assets/catalog-es-abc123.js"');
    // The landing page at '/' is drawn once per language, never served in another one.
    const spanishRoot = await ctx.app.inject({ url: '/', headers: { 'accept-language': 'es' } });
    expect(spanishRoot.body).toContain('<html lang="es">');
    expect(rootOf(spanishRoot.body)).toContain('Conectamos a las familias');
    const chosen = await ctx.app.inject({
      url: '/',
      headers: { 'accept-language': 'es', cookie: `${LANGUAGE_COOKIE}=en` },
    });
    expect(chosen.body).toContain('<html lang="en">');

    // A visitor's own pages are the browser's to draw.
    const signIn = await ctx.app.inject({ url: '/sign-in' });
    expect(rootOf(signIn.body)).toBe('');
    expect(firstViewData(signIn.body).rendered).toBeUndefined();
  });

  it('carries the signed-in user and profile, exactly as the API answers them, kept by no cache', async () => {
    const account = await createAccount(ctx, { firstName: 'Ana </script><!-- & "co"' });
    const headers = { cookie: account.cookie };
    await saveProfile(ctx, account);

    // Something in the basket and a request sent, which the cards show.
    const [asked, kept] = await sampleProviderIds(2);
    const addToBasket = (providerId: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/care-basket', headers, payload: { providerId } });
    await addToBasket(asked!);
    await ctx.app.inject({ method: 'POST', url: '/api/appointment-requests/submit', headers });
    await addToBasket(kept!);

    // The first render in a process warms React's server renderer and the page's modules; on a
    // busy test machine that alone can pass the render's time limit, and the page then goes
    // without it, as it should. The page asserted here is the second.
    await ctx.app.inject({ method: 'GET', url: '/home?tab=list', headers });
    const page = await ctx.app.inject({ method: 'GET', url: '/home?tab=list', headers });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['vary']).toMatch(/cookie/i);
    // The name cannot end the script element it travels in.
    expect(page.body).not.toContain('</script><!--');
    const api = async (url: string) => (await ctx.app.inject({ url, headers })).json();
    // The list opened with no search of its own starts on the profile's services, soonest first.
    const firstPage = await api('/api/providers?service=Autism%20Diagnosis&sort=soonest');
    expect(firstPage.providers.length).toBeGreaterThan(0);
    expect(firstViewData(page.body)).toEqual({
      user: await api('/api/auth/user'),
      profile: await api('/api/profile'),
      layout: {
        basket: await api('/api/care-basket'),
        requests: await api('/api/appointment-requests'),
      },
      facets: await api('/api/providers/facets'),
      providers: { params: { service: ['Autism Diagnosis'], sort: 'soonest' }, page: firstPage },
      // Where the server's router left off: the root's, the signed-in pages' and the page's
      // loaders have run.
      rendered: {
        largeScreen: true,
        language: 'en',
        router: { loaderData: expect.anything(), actionData: null, errors: null },
      },
    });
    const { layout, rendered } = firstViewData(page.body);
    expect(Object.values(rendered?.router.loaderData ?? {})).toEqual([null, null, null]);
    expect(layout?.basket.map((item) => item.provider.id)).toEqual([kept]);
    expect(layout?.requests.map((request) => request.provider.id)).toEqual([asked]);
    expect(firstViewData(page.body).user?.firstName).toBe('Ana </script><!-- & "co"');
    expect(firstViewData(page.body).profile?.zipCode).toBe('27601');

    // A link's own search is kept as it is; the map (sized by the phone) is asked for by the page.
    const linked = await ctx.app.inject({ url: '/home?tab=list&state=GA&sort=name', headers });
    expect(firstViewData(linked.body).providers).toEqual({
      params: { state: 'GA', sort: 'name' },
      page: await api('/api/providers?state=GA&sort=name'),
    });
    const map = await ctx.app.inject({ url: '/home', headers });
    expect(firstViewData(map.body).providers).toBeUndefined();
    expect(firstViewData(map.body).layout).toEqual(layout);
    // The appointments page, rendered too, carries what its layout shows; pages the server does
    // not render carry only who is signed in and the profile.
    const appointments = firstViewData(
      (await ctx.app.inject({ url: '/appointments', headers })).body,
    );
    expect(appointments.layout).toEqual(layout);
    expect(appointments.facets).toBeUndefined();
    // The services page, at '/' and '/services', carries each service's typical wait as well.
    for (const url of ['/', '/services']) {
      const services = firstViewData((await ctx.app.inject({ url, headers })).body);
      expect(services.layout).toEqual(layout);
      expect(services.serviceWaits).toEqual(await api('/api/providers/service-waits'));
    }
    const basketPage = firstViewData((await ctx.app.inject({ url: '/care-basket', headers })).body);
    expect(Object.keys(basketPage).sort()).toEqual(['profile', 'user']);

    // Another family's page carries only its own.
    const other = await createAccount(ctx);
    const theirs = firstViewData(
      (await ctx.app.inject({ url: '/home?tab=list', headers: { cookie: other.cookie } })).body,
    );
    expect(theirs.user?.id).toBe(other.id);
    expect(theirs.profile?.zipCode).toBeNull();
    expect(theirs.providers?.params).toEqual({ sort: 'soonest' });
    expect(theirs.providers?.page.providers.every((p) => p.distanceMiles === null)).toBe(true);
    expect(theirs.layout?.basket).toEqual([]);
    expect(theirs.layout?.requests).toEqual([]);
  });

  it("lays the first view out for the window's width where the browser reports it, and asks for it", async () => {
    const account = await createAccount(ctx);
    const desktop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/136 Safari/537.36';
    const firstVisit = await ctx.app.inject({
      url: '/home?tab=list',
      headers: { cookie: account.cookie, 'user-agent': desktop },
    });
    // Chromium sends the asked-for hint with the requests that follow.
    expect(firstVisit.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(firstVisit.headers['vary']).toMatch(/sec-ch-viewport-width.*user-agent/i);
    expect(firstViewData(firstVisit.body).rendered).toMatchObject({ largeScreen: true });
    const narrowWindow = await ctx.app.inject({
      url: '/home?tab=list',
      headers: { cookie: account.cookie, 'user-agent': desktop, 'sec-ch-viewport-width': '700' },
    });
    expect(firstViewData(narrowWindow.body).rendered).toMatchObject({ largeScreen: false });
  });

  it("renders the list's first page into the page, for the browser to hydrate after it is painted", async () => {
    const account = await createAccount(ctx, { firstName: 'Bea <b>' });
    const headers = { cookie: account.cookie };
    const phone =
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/136 Mobile Safari/537.36';
    const page = await ctx.app.inject({
      url: '/home?tab=list&state=NC&sort=name',
      headers: { ...headers, 'user-agent': phone },
    });
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(page.body)?.[1] ?? '';
    const first = firstViewData(page.body).providers!.page.providers[0]!;
    expect(root).toContain('<h1');
    expect(root).toContain('Find Healthcare Providers');
    expect(root).toContain(escapeHtml(first.name));
    // The account menu shows the family's initials; their name, like all text, is escaped.
    expect(page.body).not.toContain('Bea <b>');
    // The layout the server guessed from the phone's request, so that hydration matches it.
    expect(firstViewData(page.body).rendered).toMatchObject({ largeScreen: false, language: 'en' });
    // The scripts start after the first paint, named to the small loader instead of run at once.
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-abc123.js" ' +
        'data-preload="/assets/providers-page-abc123.js"></script>',
    );

    // A family reading Spanish gets the page in Spanish.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers,
      payload: { language: 'es' },
    });
    const spanish = await ctx.app.inject({ url: '/home?tab=list', headers });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Buscar proveedores de salud');
    // Its words come with the scripts, so hydration does not wait for them after.
    expect(spanish.body).toContain(
      'data-preload="/assets/providers-page-abc123.js /assets/catalog-es-abc123.js"',
    );
    expect(firstViewData(spanish.body).rendered).toMatchObject({
      largeScreen: true,
      language: 'es',
    });

    // Other pages, and a visitor's own, are rendered in the browser.
    for (const [url, cookie] of [
      ['/profile', account.cookie],
      ['/sign-in', undefined],
    ] as const) {
      const other = await ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(other.body).toContain('<div id="root"></div>');
      expect(other.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc123.js">',
      );
      expect(firstViewData(other.body).rendered).toBeUndefined();
    }
  });

  it("draws the map's first tiles into the page, from the map's own first answer", async () => {
    const account = await createAccount(ctx);
    const headers = { cookie: account.cookie };
    await saveProfile(ctx, account);
    const api = async (url: string) => (await ctx.app.inject({ url, headers })).json();
    const phone =
      'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/136 Mobile Safari/537.36';
    const page = await ctx.app.inject({
      url: '/home',
      headers: { ...headers, 'user-agent': phone },
    });
    const data = firstViewData(page.body);

    // The answer the map would get for the profile's services at the size a phone's map has.
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
    expect(data.rendered).toMatchObject({ largeScreen: false, language: 'en' });
    // It opens around home (Raleigh), and the tile holding home is drawn, from the tile server.
    const view = data.map!.answer.view!;
    expect(view.zoom).toBeLessThanOrEqual(HOME_ZOOM);
    expect(view.center.latitude).toBeCloseTo(35.77, 1);
    expect(view.center.longitude).toBeCloseTo(-78.64, 1);
    const root = /<div id="root">(.*)<\/div><\/body>/s.exec(page.body)?.[1] ?? '';
    expect(root).toContain(
      `tiles.example.org/${view.zoom}/${slippyTile(view.center, view.zoom)}.png`,
    );
    expect(root).toContain('Loading map...');
    // The scripts, the map's among them, start after the first paint.
    expect(page.body).not.toContain('<script type="module"');
    expect(page.body).toMatch(/data-preload="[^"]*provider-map-abc123\.js/);

    // A large screen gets the answer for its map; a link's own filters are kept.
    const large = EXPECTED_MAP_SIZE.largeScreen;
    const linked = firstViewData(
      (await ctx.app.inject({ url: '/home?tab=map&state=GA', headers })).body,
    );
    expect(linked.map?.filters).toEqual({ state: 'GA' });
    expect(linked.map?.answer).toEqual(
      await api(`/api/providers/map?state=GA&width=${large.width}&height=${large.height}`),
    );
    expect(linked.rendered).toMatchObject({ largeScreen: true, language: 'en' });

    // A family without a ZIP code sees every match, fitted.
    const other = await createAccount(ctx);
    const theirs = firstViewData(
      (await ctx.app.inject({ url: '/home', headers: { cookie: other.cookie } })).body,
    );
    expect(theirs.map?.answer.nearby).toBeNull();
    expect(theirs.map?.answer.view?.zoom).toBeLessThan(HOME_ZOOM);
  });

  it('leaves the page to the browser when the server cannot render it, rather than send it blank', async () => {
    const account = await createAccount(ctx);
    const page = await ctx.app.inject({
      url: '/home?tab=list',
      headers: { cookie: account.cookie },
    });
    const data = firstViewData(page.body);
    expect(await renderFirstView('/home?tab=list', data, { smallScreen: true })).toMatchObject({
      state: { largeScreen: false },
    });
    // A card that cannot be drawn fails the render (React alone would answer its blank fallback).
    const broken = structuredClone(data);
    broken.providers!.page.providers[0] = null as unknown as ProviderResult;
    await expect(
      renderFirstView('/home?tab=list', broken, { smallScreen: true }),
    ).rejects.toThrow();
  });

  it('answers a HEAD request for a page with its headers, without reading or drawing its first view', async () => {
    const asked: string[] = [];
    const pages = Fastify();
    await pages.register(cookie);
    await registerClientApp(pages, fakeClientBuild(), {
      firstViewDataOf: async (request) => {
        asked.push(request.method);
        return { user: null };
      },
    });
    const headers = { cookie: 'sid=someone' };
    const head = await pages.inject({ method: 'HEAD', url: '/home', headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    // With a session cookie the page may be someone's: kept by no cache, like the GET.
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.body).toBe('');
    expect(asked).toEqual([]);
    await pages.inject({ method: 'GET', url: '/home', headers });
    expect(asked).toEqual(['GET']);
    await pages.close();
  });

  it('compresses a page, whose HTML carries its first data', async () => {
    const account = await createAccount(ctx);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/home?tab=list',
      headers: { 'accept-encoding': 'gzip', cookie: account.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(firstViewData(gunzipSync(response.rawPayload).toString()).user?.id).toBe(account.id);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('makes unhashed files revalidate', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows the map tiles', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/config', () => {
  it('tells the browser the tile template and its credit, nothing secret', async () => {
    const response = await ctx.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      tileAttribution: 'Map tiles &copy; a.tiles.example.org',
    });
  });
});

/** The x/y of the standard web-map tile holding a point (the OpenStreetMap wiki's formula). */
function slippyTile(
  { latitude, longitude }: { latitude: number; longitude: number },
  zoom: number,
) {
  const n = 2 ** zoom;
  const lat = (latitude * Math.PI) / 180;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  return `${x}/${y}`;
}
