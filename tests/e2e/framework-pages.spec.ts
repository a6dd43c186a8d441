import type { Page } from '@playwright/test';
import { newAccount, signUpThroughApi } from './support/accounts';
import { holdScripts } from './support/hold-scripts';
import { startOwnServer } from './support/own-server';
import { expect, seriousAxeViolations, test, untilHydrated } from './fixtures';

// The pages on React Router's framework mode, served by a server of the spec's own (with the
// sample providers): drawn by the server, hydrated under the page's script nonce, in the
// visitor's language; sessions sent where the page rules say, and navigations answered by the
// routes' loaders.

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // With the sample providers, for the provider search's first view.
  server = await startOwnServer({ SAMPLE_DATA: 'on' });
});
test.afterAll(async () => {
  await server.stop();
});

/** Collects what the page's Content-Security-Policy refused, from the document's first script. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refused: string[] }).refused = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { refused: string[] }).refused);
}

test('the landing page comes drawn, with a nonce on every script, and hydrates in its language', async ({
  page,
  request,
}, testInfo) => {
  const answer = await request.get(`${server.url}/`, { headers: { 'accept-language': 'es' } });
  expect(answer.status()).toBe(200);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
    answer.headers()['content-security-policy']!,
  )?.[1];
  expect(nonce).toBeTruthy();
  const html = await answer.text();
  // The visitor's language, before any script runs.
  expect(html).toContain('<html lang="es"');
  expect(html).toContain('Conectamos a las familias con la atención del autismo');
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  // A second request gets a nonce of its own.
  const again = await request.get(`${server.url}/`);
  expect(again.headers()['content-security-policy']).not.toContain(nonce);

  const refused = await watchPolicyViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/`);
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Connecting Families with Autism Care',
  );
  // Every script ran (zod's probe of whether it may compile validators, which it catches, is the
  // one thing the policy refuses: `eval`).
  expect((await refused()).filter((what) => !what.startsWith('script-src eval'))).toEqual([]);
  expect(errors).toEqual([]);
  await testInfo.attach('landing-framework', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a family is sent where the page rules say, and moves between pages on the loaders’ data', async ({
  page,
  request,
}) => {
  // A clinic's page, signed out: to the clinic's sign-in, before anything is drawn.
  const clinic = await request.get(`${server.url}/clinic`, { maxRedirects: 0 });
  expect(clinic.status()).toBe(302);
  expect(clinic.headers().location).toBe('/clinic/sign-in');

  await signUpThroughApi(page, newAccount(), server);
  await untilHydrated(page);
  // Signed in, the sign-in page leads home.
  await page.goto(`${server.url}/sign-in`);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A link asks the server for the gates' loader data only: no page is loaded anew.
  await untilHydrated(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document' || r.url().includes('.data')) asked.push(r.url());
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  expect(asked.map((url) => new URL(url).pathname)).toEqual(['/profile.data']);

  // The provider search, drawn on the server and then by the browser: its map comes with its
  // script, which only a browser can run.
  await page.goto(`${server.url}/home`);
  await untilHydrated(page);
  await expect(page.getByRole('region', { name: 'Provider map' })).toHaveAttribute(
    'data-map-state',
    'ready',
    { timeout: 45_000 },
  );
  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page).toHaveURL(/tab=list/);
  // A change of the query string alone asks the loaders nothing.
  expect(asked.filter((url) => url.includes('.data')).map((url) => new URL(url).pathname)).toEqual([
    '/profile.data',
  ]);

  // A path no page has: the 404 page, signed in, with the hint for whoever added a link to it.
  await page.goto(`${server.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/add the page to the router/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A signed-out page is not there for someone signed in; a reset link is, never the 404 page;
  // an admin's page tells a family it is for admins only.
  await page.goto(`${server.url}/forgot-password`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.goto(`${server.url}/reset-password?token=abc`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.goto(`${server.url}/provider-management`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
});

test('a family’s list and appointments arrive drawn with their data, and the scripts take them over asking nothing', async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount(), server);
  const saved = await page.request.put(`${server.url}/api/profile`, {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(saved.ok()).toBe(true);
  const soonest = await page.request.get(
    `${server.url}/api/providers?sort=soonest&limit=1&service=Autism%20Diagnosis`,
  );
  const first = ((await soonest.json()) as { providers: { name: string }[] }).providers[0]!;
  // The map opens with its first tiles in the page, before any script.
  const mapPage = await (await page.request.get(`${server.url}/home`)).text();
  expect(mapPage).toContain('map-preview-tile');
  // It names what it loads on demand beside its route modules, all fetched at once after the
  // first paint: the layout, the search page, the map, and the map's style at once.
  const preloads = /data-preload="([^"]*)"/.exec(mapPage)?.[1]?.split(' ') ?? [];
  for (const chunk of ['signed-in-layout', 'providers-page', 'provider-map']) {
    expect(preloads.some((src) => src.startsWith(`/assets/${chunk}-`))).toBe(true);
  }
  // Nothing that only the other pages use: neither the form library nor their shared chunk
  // (the search page's own scripts run all they hold, at once, on a phone's slow processor).
  const scripts = [...mapPage.matchAll(/\/assets\/([a-z-]+?)-[\w-]{8}\.js/g)].map((m) => m[1]);
  expect(scripts).toContain('app');
  expect(scripts).not.toContain('forms');
  expect(scripts).not.toContain('pages');
  expect(mapPage).toMatch(
    /<link rel="preload" as="style" crossorigin href="\/assets\/provider-map-/,
  );

  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The stream of request news is opened by every signed-in page: it asks for nothing.
    if (request.method() !== 'GET' || pathname === '/api/events') return;
    if (pathname.startsWith('/api/') || pathname.endsWith('.data')) asked.push(pathname);
  });
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  const release = await holdScripts(page);

  // The list with no search of its own is drawn on the family's: its services, its first card.
  await page.goto(`${server.url}/home?tab=list`);
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chips).toContainText(['Autism Diagnosis']);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: first.name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  release();
  await untilHydrated(page);
  // The address takes over the search the page was drawn for; the page came with who is signed
  // in, the profile, the basket, the requests, the filters' choices and this search's first page.
  await expect(page).toHaveURL(/\/home\?tab=list&service=Autism\+Diagnosis$/);
  await expect(card.getByRole('heading', { name: first.name, exact: true })).toBeVisible();
  expect(asked).toEqual([]);
  expect(complaints).toEqual([]);

  // Another search asks as usual.
  await page.getByRole('button', { name: 'Remove filter: Autism Diagnosis' }).click();
  await expect.poll(() => asked).toEqual(['/api/providers']);

  // A tap before the scripts have arrived is kept, and answered once they have.
  const later = await holdScripts(page);
  await page.goto(`${server.url}/home?tab=list&service=Autism+Diagnosis`);
  const chip = page.getByRole('button', { name: 'Remove filter: Autism Diagnosis' });
  await chip.click();
  await expect(chip).toBeVisible();
  later();
  await expect(chip).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\?tab=list$/);

  // The appointments page, drawn with what the family has sent (nothing yet).
  asked.length = 0;
  const held = await holdScripts(page);
  await page.goto(`${server.url}/appointments`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'No appointment requests yet' }),
  ).toBeVisible();
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  held();
  await untilHydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: 'No appointment requests yet' }),
  ).toBeVisible();
  expect(asked).toEqual([]);
  expect(complaints).toEqual([]);
});

test('a page that fails while drawing shows its error page under the header, in the account’s language', async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount(), server);
  const language = await page.request.put(`${server.url}/api/account/language`, {
    data: { language: 'es' },
  });
  expect(language.ok()).toBe(true);
  // A date the sessions card cannot read: the profile page throws while it renders.
  const broken = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({
      json: [
        { id: 's1', device: null, createdAt: 'yesterday', lastSeenAt: 'yesterday', current: true },
      ],
    });
  await page.route('**/api/account/sessions', broken);
  const reported = page.waitForRequest('**/api/client-errors');
  await page.goto(`${server.url}/profile`);

  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
  // Only the page gave way: the header and its menu are still there.
  await expect(page.getByRole('button', { name: 'Menú de la cuenta' })).toBeVisible();
  // Reported by the route's pattern.
  expect((await reported).postDataJSON()).toMatchObject({ name: 'RangeError', route: '/profile' });

  await page.unroute('**/api/account/sessions', broken);
  await page.getByRole('button', { name: 'Inténtelo de nuevo' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuración del perfil' }),
  ).toBeVisible();
});
