import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpInBrowser } from './support/accounts';

// The first view follows the profile (docs/product.md#provider-search): the map opens on the
// family's area, the list is sorted soonest first, and the wanted services are removable chips.

/** Raleigh's ZIP 27601, whose centre the map opens on. */
const RALEIGH = { latitude: 35.77, longitude: -78.64 };

test('a family with a ZIP code and services starts on its own area, soonest first', async ({
  page,
}, testInfo) => {
  await signUpInBrowser(page, newAccount({ firstName: 'Tess', lastName: 'Ray' }));
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Insurance Type' }).click();
  await page.getByRole('option', { name: 'Medicaid' }).click();
  await page.getByRole('checkbox', { name: 'Autism Diagnosis' }).click();
  await page.getByRole('checkbox', { name: 'ADHD Evaluation' }).click();
  await page.getByLabel('ZIP Code').fill('27601');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  await page.goto('/home');
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chips).toHaveText(['Autism Diagnosis', 'ADHD Evaluation']);
  const map = page.getByRole('region', { name: 'Provider map' });
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  const [latitude, longitude] = (await map.getAttribute('data-map-center'))!
    .split(',')
    .map(Number) as [number, number];
  expect(Math.abs(latitude - RALEIGH.latitude)).toBeLessThan(0.05);
  expect(Math.abs(longitude - RALEIGH.longitude)).toBeLessThan(0.05);
  const zoom = Number(await map.getAttribute('data-map-zoom'));
  expect(zoom).toBeLessThanOrEqual(11);
  expect(zoom).toBeGreaterThanOrEqual(7);
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-view-map.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Soonest');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/ mi away$/),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('first-view-list.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // One removable chip, then everything at once.
  await page.getByRole('button', { name: 'Remove filter: ADHD Evaluation' }).click();
  await expect(chips).toHaveText(['Autism Diagnosis']);
  const all = await page.request.get('/api/providers?limit=1');
  const total = ((await all.json()) as { total: number }).total;
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(page.getByText(`${total} provider(s) found`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/home\?tab=list$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Soonest');
});
