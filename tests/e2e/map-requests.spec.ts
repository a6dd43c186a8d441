import { expect, test } from './fixtures';
import { newAccount, signUpInBrowser } from './support/accounts';

// The map asks the server once to open, once per filter change and once per settled pan or zoom:
// the answer for new filters carries the view the server fitted, so the map never asks for the
// extent first and the view second.

/** Long enough for any request a settled view would still make (it waits 150 ms). */
const SETTLE_MS = 600;

test('the map costs one request to open, one per filter change and one per zoom', async ({
  page,
}) => {
  await signUpInBrowser(page, newAccount());
  const mapRequests: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/providers/map') mapRequests.push(url.searchParams);
  });
  const map = page.getByRole('region', { name: 'Provider map' });
  const generation = async () => Number(await map.getAttribute('data-map-generation'));
  const drawnAfter = async (before: number) => {
    await expect.poll(generation).toBeGreaterThan(before);
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await page.waitForTimeout(SETTLE_MS);
  };

  await page.goto('/home');
  await drawnAfter(0);
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(mapRequests).toHaveLength(1);
  expect(mapRequests[0]!.get('width')).toMatch(/^\d+$/);
  expect(mapRequests[0]!.has('bounds')).toBe(false);

  let before = await generation();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: /^GA \(\d+\)$/ }).click();
  await drawnAfter(before);
  expect(mapRequests).toHaveLength(2);
  expect(mapRequests[1]!.get('state')).toBe('GA');
  expect(mapRequests[1]!.has('width')).toBe(true);
  // Georgia's providers are what the map shows: its centre moved into the state.
  const [latitude, longitude] = (await map.getAttribute('data-map-center'))!.split(',').map(Number);
  expect(latitude).toBeGreaterThan(30);
  expect(latitude).toBeLessThan(35.1);
  expect(longitude).toBeGreaterThan(-85.7);
  expect(longitude).toBeLessThan(-80.8);

  before = await generation();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await drawnAfter(before);
  expect(mapRequests).toHaveLength(3);
  expect(mapRequests[2]!.get('state')).toBe('GA');
  expect(mapRequests[2]!.get('bounds')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
});
