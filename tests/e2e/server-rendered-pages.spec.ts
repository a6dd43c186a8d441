import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test, untilHydrated } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { holdScripts } from './support/hold-scripts';
import { requestFromOneClinic } from './support/reachable-clinics';

// Pages the server draws: their content is on screen before any script has run (a slow
// connection, a script blocker), and the scripts then take the same page over without drawing it
// again (docs/product.md#performance-budgets).

/** What React says of a page whose scripts drew something else than the server had. */
function complaintsOf(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  return complaints;
}

test(
  "the landing page arrives drawn, in the visitor's language, before its scripts",
  LAYOUT,
  async ({ page }, testInfo) => {
    const complaints = complaintsOf(page);
    const release = await holdScripts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connecting Families with Autism Care' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath('landing-before-scripts.png'),
      fullPage: true,
    });

    release();
    await untilHydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(complaints).toEqual([]);
    // Nor does it carry the toasts: their library writes its stylesheet into the page when it
    // loads, which happens on the first toast.
    const toastStyles = await page.evaluate(() =>
      [...document.querySelectorAll('style')].some((style) =>
        style.textContent.includes('data-sonner-toaster'),
      ),
    );
    expect(toastStyles).toBe(false);

    // The landing page's script carries its own words only: the other pages' words come with
    // the first page beyond it, before that page shows.
    const pageWords = page.waitForResponse((response) => /\/catalog-en-/.test(response.url()));
    await page.getByRole('contentinfo').getByRole('link', { name: 'For clinics' }).click();
    await pageWords;
    await expect(page.getByRole('heading', { level: 1, name: 'For clinics' })).toBeVisible();
    await expect(page.getByText('page.intro')).toHaveCount(0);

    // A visitor who chose Spanish gets it from the server too.
    const url = new URL(page.url());
    await page.context().addCookies([{ name: 'lang', value: 'es', url: url.origin }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Conectamos a las familias con la atención del autismo',
      }),
    ).toBeVisible();
    await untilHydrated(page);
    expect(complaints).toEqual([]);
  },
);

test(
  "a family's services and appointments pages arrive drawn, and work once their scripts arrive",
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: `Noor${randomInt(1_000_000)}` }));
    const clinic = await requestFromOneClinic(page.request);

    // The services page, the family's home, is drawn with each service's typical wait.
    const complaints = complaintsOf(page);
    const release = await holdScripts(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Autism and Developmental Care Services' }),
    ).toBeVisible();
    await expect(page.getByText(/the middle wait of \d+ providers?/).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath('services-before-scripts.png'),
      fullPage: true,
    });

    await page.goto('/appointments');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Appointment Requests' }),
    ).toBeVisible();
    const card = page.locator('[id^="request-"]').filter({ hasText: clinic.name });
    await expect(card).toContainText('requested');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    await page.screenshot({
      path: testInfo.outputPath('appointments-before-scripts.png'),
      fullPage: true,
    });

    release();
    await untilHydrated(page);
    await expect(card).toContainText('requested');
    // Taken over: its buttons answer.
    await card.getByRole('button', { name: 'I already arranged a time by phone' }).click();
    await expect(page.getByRole('dialog', { name: 'A time you arranged by phone' })).toBeVisible();
    expect(complaints).toEqual([]);
  },
);

test("a narrow window on a computer gets the search's compact layout from the server once it has told its width", async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount({ firstName: `Ines${randomInt(1_000_000)}` }));
  // A computer's browser says nothing of a phone: only the window's width tells.
  await page.setViewportSize({ width: 800, height: 900 });
  // The first page asks for the width; the browser sends it with the requests that follow.
  await page.goto('/services');
  const complaints = complaintsOf(page);
  const release = await holdScripts(page);
  await page.goto('/home?tab=list');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  // The scripts take over the same layout: nothing is drawn again, nothing complains.
  release();
  await untilHydrated(page);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  expect(complaints).toEqual([]);
});
