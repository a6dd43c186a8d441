import { expect, LAYOUT, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// The map asks the server once to open, once per filter change and once per settled pan or zoom:
// the answer for new filters carries the view the server fitted, so the map never asks for the
// extent first and the view second.

/** Long enough for any request a settled view would still make (it waits 150 ms). */
const SETTLE_MS = 600;

test(
  'the map costs no request to open at the size the page expects, one per filter change and one per zoom',
  LAYOUT,
  async ({ page }) => {
    await signUpThroughApi(page, newAccount());
    // The size the server expects for this kind of screen (a phone, or a 1280 x 800 window).
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    await page.setViewportSize(phone ? { width: 412, height: 823 } : { width: 1280, height: 800 });
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
    // The page carried the map's first answer for this size.
    expect(mapRequests).toHaveLength(0);

    let before = await generation();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: /^GA \(\d+\)$/ }).click();
    await drawnAfter(before);
    expect(mapRequests).toHaveLength(1);
    expect(mapRequests[0]!.get('state')).toBe('GA');
    expect(mapRequests[0]!.get('width')).toMatch(/^\d+$/);
    expect(mapRequests[0]!.has('bounds')).toBe(false);
    // Georgia's providers are what the map shows: its centre moved into the state.
    const [latitude, longitude] = (await map.getAttribute('data-map-center'))!
      .split(',')
      .map(Number);
    expect(latitude).toBeGreaterThan(30);
    expect(latitude).toBeLessThan(35.1);
    expect(longitude).toBeGreaterThan(-85.7);
    expect(longitude).toBeLessThan(-80.8);

    before = await generation();
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await drawnAfter(before);
    expect(mapRequests).toHaveLength(2);
    expect(mapRequests[1]!.get('state')).toBe('GA');
    expect(mapRequests[1]!.get('bounds')).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);

    // A map of another size asks to open: for its own box where its first view is the server's,
    // else for its own first answer (never again for the server's size).
    await page.setViewportSize(phone ? { width: 360, height: 700 } : { width: 1100, height: 700 });
    mapRequests.length = 0;
    await page.goto('/home');
    await drawnAfter(0);
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    const opening = mapRequests[0]!;
    expect(
      opening.has('width')
        ? opening.get('width') !== (phone ? '378' : '918')
        : opening.has('bounds'),
      opening.toString(),
    ).toBe(true);
  },
);
