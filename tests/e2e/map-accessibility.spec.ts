import type { Locator, Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// Markers and clusters are targets of at least 24 x 24 px that never cover one another, at every
// zoom and on any screen (docs/product.md#map); axe runs WCAG 2.2's target-size rule on them.

const CLUSTER = /^Cluster of [\d,]+ providers?, zoom in$/;

async function drawn(map: Locator) {
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  const markers = map.locator('.leaflet-marker-icon');
  await expect(markers.first()).toBeVisible();
  return markers;
}

/** Every marker's box on screen is at least 24 px each way, and no two overlap. */
async function expectApartAndLargeEnough(map: Locator) {
  const boxes = await (
    await drawn(map)
  ).evaluateAll((icons) =>
    icons.map((icon) => {
      const { left, top, width, height } = icon.getBoundingClientRect();
      return { left, top, width, height, name: icon.getAttribute('title') };
    }),
  );
  for (const [i, a] of boxes.entries()) {
    expect(Math.min(a.width, a.height), a.name ?? '').toBeGreaterThanOrEqual(24);
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.left + a.width <= b.left ||
        b.left + b.width <= a.left ||
        a.top + a.height <= b.top ||
        b.top + b.height <= a.top;
      expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
  return boxes;
}

const IN_THE_OPEN = 'data-test-in-the-open';

/** Marks the markers wholly inside the map and clear of its controls; returns how many. */
async function markMarkersInTheOpen(map: Locator): Promise<number> {
  return map.evaluate((element, attribute) => {
    const frame = element.getBoundingClientRect();
    const controls = [...element.querySelectorAll('.leaflet-control')].map((control) =>
      control.getBoundingClientRect(),
    );
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    let count = 0;
    for (const marker of element.querySelectorAll('.leaflet-marker-icon')) {
      const box = marker.getBoundingClientRect();
      const inside =
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom;
      const open = inside && !controls.some((control) => overlaps(box, control));
      marker.toggleAttribute(attribute, open);
      if (open) count += 1;
    }
    return count;
  }, IN_THE_OPEN);
}

async function zoomOf(map: Locator) {
  return Number(await map.getAttribute('data-map-zoom'));
}

/**
 * The cluster nearest the map's centre: one at the edge may sit under the zoom buttons or the
 * attribution, where a finger could not press it either.
 */
async function centralCluster(map: Locator, clusters: Locator) {
  const frame = (await map.boundingBox())!;
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  let nearest = clusters.first();
  let best = Infinity;
  for (const cluster of await clusters.all()) {
    const box = await cluster.boundingBox();
    if (!box) continue;
    const distance = Math.hypot(
      box.x + box.width / 2 - centre.x,
      box.y + box.height / 2 - centre.y,
    );
    if (distance < best) [nearest, best] = [cluster, distance];
  }
  return nearest;
}

async function openMap(page: Page) {
  // A new account has no profile: the map fits the whole directory, in clusters.
  await signUpThroughApi(page, newAccount());
  await page.goto('/home?tab=map');
  return page.getByRole('region', { name: 'Provider map' });
}

test(
  'clusters and markers are large enough and apart, named, and pass axe at every zoom',
  LAYOUT,
  async ({ page }, testInfo) => {
    const map = await openMap(page);
    const clusters = map.getByRole('button', { name: CLUSTER });
    await expect(clusters.first()).toBeVisible();
    await expectApartAndLargeEnough(map);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-map-clusters.png`),
    });

    // By keyboard: a cluster shows its focus and zooms in on Enter.
    const cluster = clusters.first();
    await cluster.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cluster).toBeFocused();
    expect(
      await cluster.evaluate((element) => {
        const style = getComputedStyle(element);
        return element.matches(':focus-visible') && style.outlineStyle !== 'none'
          ? parseFloat(style.outlineWidth)
          : 0;
      }),
    ).toBeGreaterThanOrEqual(2);
    const before = await zoomOf(map);
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);

    // Closer, until single providers show as markers of their own.
    const pins = map.locator('.leaflet-marker-icon:not([title^="Cluster of"])');
    for (let step = 0; step < 8 && (await pins.count()) === 0; step += 1) {
      await drawn(map);
      if ((await pins.count()) > 0) break;
      const zoom = await zoomOf(map);
      await (await centralCluster(map, clusters)).click();
      await expect.poll(() => zoomOf(map)).toBeGreaterThan(zoom);
    }
    await expect(pins.first()).toBeVisible();
    await expectApartAndLargeEnough(map);
    // A marker is named exactly as its provider, saying when the insurance matches.
    const title = (await pins.first().getAttribute('title'))!;
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(pins.first()).toHaveAccessibleName(
      new RegExp(`^${escaped}(, matches your insurance)?$`),
    );
    // A marker cut by the map's edge or under its buttons and credit is reached by moving the map
    // (or in the list); the size rule is checked on every marker in the open.
    expect(await seriousAxeViolations(page, { targetSize: false })).toEqual([]);
    expect(await markMarkersInTheOpen(map)).toBeGreaterThan(0);
    expect(await seriousAxeViolations(page, { include: `[${IN_THE_OPEN}]` })).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-map-markers.png`),
    });
  },
);
