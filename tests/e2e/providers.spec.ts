import type { Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

async function firstProviderName(page: Page, query = ''): Promise<string> {
  const response = await page.request.get(`/api/providers?limit=1${query}`);
  return (await response.json()).providers[0].name as string;
}

test.describe('find providers', () => {
  test.beforeEach(async ({ page }) => {
    await signUpThroughApi(page, newAccount());
  });

  test(
    'the list shows provider cards, and a card adds to and removes from the basket',
    LAYOUT,
    async ({ page, isMobile }, testInfo) => {
      await page.goto('/home?tab=list');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find Healthcare Providers' }),
      ).toBeVisible();
      // The introduction is for large screens; a phone goes straight to the results.
      const intro = page.getByText(
        'Find providers who accept your insurance and offer the services you need',
      );
      if (isMobile) await expect(intro).toBeHidden();
      else await expect(intro).toBeVisible();
      await expect(
        page.getByText('Complete your profile to find providers that accept your insurance'),
      ).toBeVisible();
      // The list opens soonest first.
      const name = await firstProviderName(page, '&sort=soonest');
      const card = page
        .getByRole('article', { name })
        .or(page.locator('li', { has: page.getByRole('heading', { name, exact: true }) }))
        .first();
      await expect(card).toBeVisible();
      // Phones keep a card's details behind 'Show details'.
      if (isMobile) await card.getByRole('button', { name: 'Show details' }).click();
      await expect(card.getByText('Services Offered')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('home-list.png'), fullPage: false });

      await card.getByRole('button', { name: 'Add to Care Basket' }).click();
      await expect(page.getByText('Added to Care Basket')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('home-basket-toast.png') });
      await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
      await card.getByRole('button', { name: 'In Care Basket' }).click();
      await expect(page.getByText('Removed from Care Basket')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Care basket', exact: true })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  test('a keyboard alone can add a provider from the list', async ({ page }) => {
    await page.goto('/home?tab=list');
    const add = page.getByRole('button', { name: 'Add to Care Basket' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'In Care Basket' }).first()).toBeFocused();
  });

  test('the state filter shows its badge and the text search narrows the list', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the filter controls live in the bottom sheet on phones (tested below)');
    await page.goto('/home?tab=list');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: /^GA \(\d+\)$/ }).click();
    await expect(page.getByText(/^Showing \d+ providers in GA$/)).toBeVisible();
    await expect(page).toHaveURL(/state=GA/);

    const name = await firstProviderName(page, '&state=GA');
    await page.getByPlaceholder('Name or city...').fill(name);
    await expect(page.getByText(/^1 provider\(s\) found$/)).toBeVisible();
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test(
    'the map shows providers, and a marker popup adds to the basket',
    LAYOUT,
    async ({ page, isMobile }, testInfo) => {
      await page.goto('/home');
      const map = page.getByRole('region', { name: 'Provider map' });
      // The map's script and tiles on a machine busy with the other worker's specs.
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
      await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('home-map.png') });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // One provider, found by name, is drawn as its own marker.
      const name = await firstProviderName(page, '&state=OR');
      await page.goto(`/home?q=${encodeURIComponent(name)}`);
      await expect(map).toHaveAttribute('data-map-state', 'ready');
      const marker = map.locator(`.leaflet-marker-icon[title="${name}"]`);
      await expect(marker).toBeVisible();
      await marker.click();
      const popup = page.locator('.leaflet-popup');
      await expect(popup.getByText(name)).toBeVisible();
      await expect(popup.getByText(/^Wait: /)).toBeVisible();
      // Opening the popup pans the map to fit it, and the map then asks for the new view (after a
      // 150 ms debounce): click once that view has arrived, so the popup does not change under
      // the pointer.
      await page.waitForLoadState('networkidle');
      await expect(map).toHaveAttribute('data-map-state', 'ready');
      await popup.getByRole('button', { name: 'Add to Care Basket' }).click();
      await expect(page.getByText('Added to Care Basket')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
      await expect(popup.getByRole('button', { name: 'Already in Basket' })).toBeDisabled();
      if (!isMobile) await page.screenshot({ path: testInfo.outputPath('home-map-popup.png') });
    },
  );

  test(
    'on a phone the filters open in a bottom sheet',
    LAYOUT,
    async ({ page, isMobile }, testInfo) => {
      test.skip(!isMobile, 'phone layout');
      await page.goto('/home?tab=list');
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: /^Filter Providers \(\d+\)$/ });
      await expect(sheet).toBeVisible();
      await sheet.getByPlaceholder('Name or city...').fill('portland');
      await expect(
        sheet.getByRole('heading', { name: /^Filter Providers \(\d+\)$/ }),
      ).not.toHaveText('Filter Providers (300)');
      await page.screenshot({ path: testInfo.outputPath('home-filter-sheet.png') });
      expect(await seriousAxeViolations(page)).toEqual([]);
    },
  );

  test('the care basket page lists what was added', async ({ page }) => {
    await page.goto('/home?tab=list');
    await page.getByRole('button', { name: 'Add to Care Basket' }).first().click();
    await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
    await page.goto('/care-basket');
    await expect(page.getByRole('heading', { level: 1, name: 'Care Basket' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit All Requests (1)' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Provider removed')).toBeVisible();
    await expect(page.getByText('Your care basket is empty')).toBeVisible();
  });
});
