import type { Page, Request, TestInfo } from '@playwright/test';
import type { ClientError } from '@shared/api/client-errors';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// What a family sees when a page fails (docs/product.md#page-errors): the error page in the
// page's place under the header, in its language, and 'Try again' once the fault is gone; a
// script that a deploy removed reloads the page once, and only once.

/** The profile page's script: the build names it `profile-page-<hash>.js`. */
const PROFILE_SCRIPT = '**/assets/profile-page-*.js';

/**
 * A sessions answer the schema takes but the page cannot show: a date that is no date. Formatting
 * it throws a RangeError while the profile page renders, as a server's changed date format would.
 */
async function breakSessionsAnswer(page: Page): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({
      json: [
        { id: 's1', device: null, createdAt: 'yesterday', lastSeenAt: 'yesterday', current: true },
      ],
    });
  await page.route('**/api/account/sessions', handler);
  return () => page.unroute('**/api/account/sessions', handler);
}

const reportOf = (request: Request) => request.postDataJSON() as ClientError;

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test(
  'a page that fails while rendering shows the error page under the header, in English and Spanish',
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Iris', lastName: 'Vale' }));
    const width = page.viewportSize()?.width ?? 1280;

    for (const words of [
      {
        language: 'en',
        heading: 'Something went wrong',
        retry: 'Try again',
        home: 'Go to the home page',
        menu: 'Account menu',
        page: 'Profile Settings',
      },
      {
        language: 'es',
        heading: 'Algo salió mal',
        retry: 'Inténtelo de nuevo',
        home: 'Ir a la página de inicio',
        menu: 'Menú de la cuenta',
        page: 'Configuración del perfil',
      },
    ]) {
      const language = await page.request.put('/api/account/language', {
        data: { language: words.language },
      });
      expect(language.ok()).toBe(true);
      const lift = await breakSessionsAnswer(page);
      const reported = page.waitForRequest('**/api/client-errors');
      await page.goto('/profile');

      const heading = page.getByRole('heading', { level: 1, name: words.heading });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: words.heading })).toBeVisible();
      // Only the page gave way: the header and its menu are still there.
      await expect(page.getByRole('button', { name: words.menu })).toBeVisible();
      await expect(page.getByRole('link', { name: words.home })).toHaveAttribute('href', '/home');
      const retry = page.getByRole('button', { name: words.retry });
      const box = await retry.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(24);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, testInfo, `error-page-${words.language}-${width}`);

      // The server hears of it by names only: no message, no address.
      const report = reportOf(await reported);
      expect(report).toEqual({
        name: 'RangeError',
        route: '/profile',
        buildId: expect.stringMatching(/^[\w-]{6,}$/),
        staleChunk: false,
      });

      await lift();
      await retry.click();
      await expect(page.getByRole('heading', { level: 1, name: words.page })).toBeVisible();
      await expect(heading).toBeHidden();
    }
  },
);

test(
  "a page whose data cannot be loaded shows the error page, and the page once 'Try again' finds it",
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Ines', lastName: 'Moreau' }));
    const width = page.viewportSize()?.width ?? 1280;
    for (const words of [
      { language: 'en', heading: 'Something went wrong', retry: 'Try again', page: 'Care Basket' },
      {
        language: 'es',
        heading: 'Algo salió mal',
        retry: 'Inténtelo de nuevo',
        page: 'Canasta de atención',
      },
    ]) {
      const language = await page.request.put('/api/account/language', {
        data: { language: words.language },
      });
      expect(language.ok()).toBe(true);
      // The basket page's loader asks for the basket, which the server cannot give for now.
      const failing = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
      await page.route('**/api/care-basket', failing);
      const reported = page.waitForRequest('**/api/client-errors');
      await page.goto('/care-basket');

      const heading = page.getByRole('heading', { level: 1, name: words.heading });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: words.page })).toBeHidden();
      expect(reportOf(await reported)).toEqual(
        expect.objectContaining({ route: '/care-basket', staleChunk: false }),
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await lookAt(page, testInfo, `loader-error-${words.language}-${width}`);

      await page.unroute('**/api/care-basket', failing);
      await page.getByRole('button', { name: words.retry }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.page })).toBeVisible();
      await expect(heading).toBeHidden();
    }
  },
);

/** From now on: how often the page loaded again, and what it reported to the server. */
function watch(page: Page): { loads: () => number; reports: ClientError[] } {
  let loads = 0;
  const reports: ClientError[] = [];
  page.on('load', () => (loads += 1));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-errors') reports.push(reportOf(request));
  });
  return { loads: () => loads, reports };
}

test("a page's script gone after a deploy reloads the page once, and then the page works", async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount({ firstName: 'Omar', lastName: 'Field' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The deploy: the tab's build has no profile page any more; the reload brings the new one.
  let refused = 0;
  await page.route(PROFILE_SCRIPT, (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  const watched = watch(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  expect(refused).toBe(1);
  expect(watched.loads()).toBe(1);
  // The reload mended it: no error page was shown, so none was reported.
  expect(watched.reports).toEqual([]);
});

test('a script that stays gone reloads once, then shows the error page: no loop', async ({
  page,
}, testInfo) => {
  await signUpThroughApi(page, newAccount({ firstName: 'Lena', lastName: 'Park' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(PROFILE_SCRIPT, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const watched = watch(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // A fixed wait, to prove that nothing more happens: one reload, and no other.
  await page.waitForTimeout(2000);
  expect(watched.loads()).toBe(1);
  // Only the error page shown after the reload was reported; nothing before it.
  expect(watched.reports).toEqual([
    expect.objectContaining({ name: 'TypeError', route: '/profile', staleChunk: true }),
  ]);
  await expect(heading).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await lookAt(page, testInfo, 'stale-script-error-page');
});
