import type { Locator, Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test, untilHydrated } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { holdScripts } from './support/hold-scripts';

// The first view follows the profile (docs/product.md#provider-search): the map opens on the
// family's area, the list is sorted soonest first, and the wanted services are removable chips
// between the family's own two (docs/product.md#within-reach): its travel distance first, its
// insurance last.

/** Raleigh's ZIP 27601, whose centre the map opens on. */
const RALEIGH = { latitude: 35.77, longitude: -78.64 };

/** The family's travel distance until it chooses one, and the chips of its distance and insurance. */
const TRAVEL_MILES = 50;
const WITHIN = `Within ${TRAVEL_MILES} mi`;
const MEDICAID = 'Medicaid: accepted or unknown';

test(
  'a family with a ZIP code and services starts on its own area, soonest first',
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Tess', lastName: 'Ray' }));
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
    await expect(chips).toHaveText([WITHIN, 'Autism Diagnosis', 'ADHD Evaluation', MEDICAID]);
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
    // Within reach and soonest: every card is within the family's travel distance of home, and
    // inside it the shortest wait comes first (no distance bands), those known to take Medicaid
    // before those nobody has reported on.
    const cards = page.getByRole('article');
    await expect(cards.first().getByText(/ mi away$/)).toBeVisible();
    const miles = (await cards.getByText(/ mi away$/).allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
    expect(miles).toHaveLength(await cards.count());
    for (const distance of miles) expect(distance).toBeLessThanOrEqual(TRAVEL_MILES);
    // The API applies the same profile defaults to the signed-in family: like is compared with like.
    const soonest = await page.request.get(
      '/api/providers?sort=soonest&service=ADHD%20Evaluation&service=Autism%20Diagnosis',
    );
    const ranked = (
      (await soonest.json()) as {
        providers: {
          name: string;
          averageWaitTime: number | null;
          nextOpening: { start: string } | null;
          matchesInsurance: boolean;
          distanceMiles: number | null;
        }[];
      }
    ).providers;
    expect(ranked.length).toBeGreaterThan(0);
    await expect(
      cards.first().getByRole('heading', { name: ranked[0]!.name, exact: true }),
    ).toBeVisible();
    for (const provider of ranked) expect(provider.distanceMiles).toBeLessThanOrEqual(TRAVEL_MILES);
    // Soonest is the next opening: a listed wait from today, or a time another test's clinic
    // offered or published in this shared server.
    const order = ranked.map((p) => [
      p.matchesInsurance ? 0 : 1,
      p.nextOpening ? Date.parse(p.nextOpening.start) : Infinity,
    ]);
    expect(order).toEqual(
      [...order].sort(([tierA, waitA], [tierB, waitB]) => tierA! - tierB! || waitA! - waitB!),
    );
    await page.screenshot({ path: testInfo.outputPath('first-view-list.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // One removable chip, then all the others at once: the family's own distance and insurance
    // stay, and the page says so.
    await page.getByRole('button', { name: 'Remove filter: ADHD Evaluation' }).click();
    await expect(chips).toHaveText([WITHIN, 'Autism Diagnosis', MEDICAID]);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(chips).toHaveText([WITHIN, MEDICAID]);
    await expect(
      page.getByText(
        'Your insurance and travel distance stay. Change them with their chips or in Filters.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    // Lifted one by one, they give the whole directory; the insurance is still named, to ask.
    const all = await page.request.get('/api/providers?limit=1&anyInsurance=true&within=any');
    const total = ((await all.json()) as { total: number }).total;
    await page.getByRole('button', { name: `Remove filter: ${WITHIN}` }).click();
    await page.getByRole('button', { name: `Remove filter: ${MEDICAID}` }).click();
    await expect(chips).toHaveText(['Any insurance: ask about Medicaid']);
    await expect(page.getByText(`${total} provider(s) found`).first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]anyInsurance=true(&|$)/);
    await expect(page).toHaveURL(/[?&]within=any(&|$)/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Soonest');

    // The map searches every provider again (it opens on home, so it shows the nearest), and its
    // clusters and markers add up to the providers it says are on it.
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await expect(page.getByText(`${total} provider(s) found`).first()).toBeVisible();
    await expect(map.getByRole('status')).toHaveText(/^[\d,]+ providers? on the map$/);
    const onMap = Number((await map.getByRole('status').textContent())!.replace(/\D/g, ''));
    expect(onMap).toBeGreaterThan(0);
    await expect.poll(() => providersDrawn(map)).toBe(onMap);
  },
);

test(
  'a reload of the list shows the family and its first results without asking the server again',
  LAYOUT,
  async ({ page }) => {
    await familyNearRaleigh(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // The stream of request news is opened by every signed-in page: it asks for nothing.
      // Asking is reading: keeping the search for the next visit is a write, made once it settles.
      if (request.method() !== 'GET') return;
      if (pathname.startsWith('/api/') && pathname !== '/api/events') asked.push(pathname);
    });

    await page.goto('/home?tab=list');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chips).toHaveText([WITHIN, 'Autism Diagnosis', MEDICAID]);
    await expect(page).toHaveURL(/\/home\?tab=list&service=Autism\+Diagnosis$/);
    const soonest = await page.request.get(
      '/api/providers?sort=soonest&limit=1&service=Autism%20Diagnosis',
    );
    const first = ((await soonest.json()) as { providers: { name: string }[] }).providers[0]!;
    await expect(
      page.getByRole('article').first().getByRole('heading', { name: first.name, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // The page came with who is signed in, the profile, the first page of this very search, the
    // basket, the requests and the filters' choices: taking it over asks the server nothing.
    await untilHydrated(page);
    expect(asked).toEqual([]);

    // Another search asks as usual.
    await page.getByRole('button', { name: 'Remove filter: Autism Diagnosis' }).click();
    await expect(chips).toHaveText([WITHIN, MEDICAID]);
    await expect.poll(() => asked).toEqual(['/api/providers']);
  },
);

test(
  'the list arrives drawn, and the scripts take it over without drawing it again',
  LAYOUT,
  async ({ page }) => {
    await familyNearRaleigh(page);
    // Headings the page loses after it has shown them (a redraw), and what React complains about.
    await page.addInitScript(() => {
      const lost: string[] = [];
      Object.assign(window, { lostHeadings: lost });
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes)
            if (node instanceof Element)
              for (const heading of node.querySelectorAll('h3'))
                lost.push(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));

    const served = await (await page.request.get('/home?tab=list')).text();
    const soonest = await page.request.get(
      '/api/providers?sort=soonest&limit=1&service=Autism%20Diagnosis',
    );
    const first = ((await soonest.json()) as { providers: { name: string }[] }).providers[0]!;
    // The first card is in the page as it arrives, before any script has run.
    expect(served).toContain(`>${first.name}</h3>`);

    await page.goto('/home?tab=list');
    await untilHydrated(page);
    const heading = page.getByRole('article').first().getByRole('heading', { name: first.name });
    await expect(heading).toBeVisible();
    // Hydrated, not drawn again: no card's heading was taken out of the page.
    const lostHeadings = () =>
      page.evaluate(() => (window as unknown as { lostHeadings: string[] }).lostHeadings);
    expect(await lostHeadings()).toEqual([]);

    // And it answers: a chip comes off, the list follows (the family's own two chips stay).
    const everyService = await page.request.get('/api/providers?limit=1');
    const total = ((await everyService.json()) as { total: number }).total;
    await page.getByRole('button', { name: 'Remove filter: Autism Diagnosis' }).click();
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('listitem'),
    ).toHaveText([WITHIN, MEDICAID]);
    await expect(page).toHaveURL(/\/home\?tab=list$/);
    await expect(page.getByText(`${total} provider(s) found`).first()).toBeVisible();
    expect(complaints).toEqual([]);
  },
);

test(
  'a tap on the list before its scripts have arrived is answered once they have',
  LAYOUT,
  async ({ page }) => {
    await familyNearRaleigh(page);
    const release = await holdScripts(page);

    await page.goto('/home?tab=list');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await chips.getByRole('button', { name: 'Remove filter: Autism Diagnosis' }).click();
    // Nothing can answer yet: the page is the server's, without its scripts.
    await expect(chips).toHaveText([WITHIN, 'Autism Diagnosis', MEDICAID]);
    release();
    await expect(chips).toHaveText([WITHIN, MEDICAID]);
    await expect(page).toHaveURL(/\/home\?tab=list$/);
  },
);

test(
  'the map arrives with its first tiles, and the map takes them over where they are',
  LAYOUT,
  async ({ page }, testInfo) => {
    await familyNearRaleigh(page);
    // The screen the server expects for this kind of browser (phone or large), so its first answer
    // is this map's answer.
    const phone = (page.viewportSize()?.width ?? 0) < 1024;
    await page.setViewportSize(phone ? { width: 412, height: 823 } : { width: 1280, height: 800 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/providers/map' || pathname === '/api/config') asked.push(pathname);
    });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') complaints.push(message.text());
    });
    const release = await holdScripts(page);

    await page.goto('/home');
    // Before any script: the tiles around home, saying the map is on its way.
    await expect(page.getByRole('status').filter({ hasText: 'Loading map...' })).toBeVisible();
    const preview = page.locator('img.map-preview-tile');
    await expect(preview.first()).toBeVisible();
    const placed = async (selector: string) =>
      new Map(
        await page.locator(selector).evaluateAll((tiles) =>
          tiles.map((tile) => {
            const box = tile.getBoundingClientRect();
            return [(tile as HTMLImageElement).src, [box.left, box.top]] as const;
          }),
        ),
      );
    const previewed = await placed('img.map-preview-tile');
    expect(previewed.size).toBeGreaterThanOrEqual(4);
    await page.screenshot({ path: testInfo.outputPath('map-before-scripts.png') });

    release();
    const map = page.getByRole('region', { name: 'Provider map' });
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    // The map's own tiles replaced the preview: the same images, at the same places.
    await expect(preview).toHaveCount(0);
    const drawn = await placed('img.leaflet-tile');
    const shared = [...previewed].filter(([src]) => drawn.has(src));
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const [src, [left, top]] of shared) {
      const [drawnLeft, drawnTop] = drawn.get(src)!;
      expect(Math.abs(drawnLeft - left), src).toBeLessThan(0.5);
      expect(Math.abs(drawnTop - top), src).toBeLessThan(0.5);
    }
    // The page came with the map's answer and the tile settings: the map asked for neither.
    expect(asked).toEqual([]);
    expect(complaints).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  },
);

/** A signed-in family in Raleigh on Medicaid, looking for an autism diagnosis. */
async function familyNearRaleigh(page: Page) {
  await signUpThroughApi(page, newAccount());
  const saved = await page.request.put('/api/profile', {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(saved.ok()).toBe(true);
}

/** The providers the map's markers stand for: one per marker, N per 'Cluster of N providers'. */
async function providersDrawn(map: Locator): Promise<number> {
  const titles = await map
    .locator('.leaflet-marker-icon')
    .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title') ?? ''));
  return titles.reduce((sum, title) => {
    const cluster = /^Cluster of ([\d,]+) provider/.exec(title);
    return sum + (cluster ? Number(cluster[1]!.replace(/,/g, '')) : 1);
  }, 0);
}

// On a large screen the search box is in the server's page; on a phone it waits in the filter
// sheet, which only the app opens.
test('text typed into the search box before the scripts arrive is searched for', async ({
  page,
}) => {
  await familyNearRaleigh(page);
  const release = await holdScripts(page);

  await page.goto('/home?tab=list');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.pressSequentially('oak');
  release();
  await untilHydrated(page);
  await expect(page).toHaveURL(/[?&]q=oak(&|$)/);
  await expect(box).toHaveValue('oak');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Search: "oak"');
});
