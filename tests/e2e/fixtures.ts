import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { classConflicts } from '../support/class-conflicts';

// A 1x1 transparent PNG answers every map-tile request, so no test reaches the internet.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Servers the tests start themselves live on this machine; nothing else is reachable. */
export async function keepLocal(target: Page | BrowserContext): Promise<void> {
  await target.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      /\/\d+\/\d+\/\d+\.png$/.test(route.request().url())
        ? route.fulfill({ contentType: 'image/png', body: TILE })
        : route.abort('blockedbyclient'),
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await keepLocal(page);
    // Each test signs in from its own address (the test server lists loopback in TRUSTED_PROXIES), so
    // the per-address sign-in limit is exercised by the test meant for it, not by the suite.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.20.${randomInt(250)}.${randomInt(250)}`,
    });
    await use(page);
    // Whatever the test left on screen: no element's classes set one thing twice (`cn` does not
    // merge, so the stylesheet's order would decide between them).
    const lists = await page
      .evaluate(() =>
        [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class')!),
      )
      .catch(() => []);
    expect(classConflicts(lists), 'classes that set one thing twice').toEqual([]);
  },
});

export { expect };

/**
 * Marks a test whose outcome depends on the screen (layout, touch, what the server renders for a
 * phone): it runs at 375 px as well as at 1280 px. Every other test runs once, at 1280 px.
 */
export const LAYOUT = { tag: '@layout' };

/** Waits until the app's scripts have taken over the page the server drew (`data-hydrated`). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Serious and critical axe-core violations on the current page, as readable strings, WCAG 2.2's
 * target-size rule (24 x 24 px) included: axe leaves it off unless asked, and every page here is
 * held to it.
 */
export async function seriousAxeViolations(
  page: Page,
  {
    include,
    targetSize = true,
  }: {
    /** Checks only the elements this selector matches (the rest of the page still counts). */
    include?: string;
    /**
     * False only where the test checks target size itself on a narrower part (the map's markers
     * cut by its edge are reached by moving the map, so only those in the open are held to it).
     */
    targetSize?: boolean;
  } = {},
): Promise<string[]> {
  // Judged once the page has settled: a fade still running would read as low contrast. Endless
  // animations (spinners) never settle and are left out.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  // Evaluated through the DevTools protocol: the app's CSP (rightly) forbids inline scripts.
  await page.evaluate(axeSource);
  await renderSkippedContent(page, true);
  try {
    const found = await axeViolations(page, include, targetSize);
    if (found.length === 0) return found;
    // Judged again a moment later: a page still settling (its scripts taking over the server's
    // markup, a layout following late data) can read as low contrast for an instant. A real
    // violation is there both times.
    await page.waitForTimeout(1000);
    return await axeViolations(page, include, targetSize);
  } finally {
    await renderSkippedContent(page, false);
  }
}

/**
 * Lays out what `content-visibility: auto` skips far from the screen (the list's cards), as a
 * reader scrolling there would see it. Skipped content keeps a placeholder height, so its text
 * seems to overflow onto the next card and axe reads it against that card's button (a known axe
 * limitation): about one run in eight failed on low contrast that nobody can see.
 */
async function renderSkippedContent(page: Page, render: boolean): Promise<void> {
  await page.evaluate((render) => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (render && getComputedStyle(element).contentVisibility === 'auto') {
        element.dataset.axeRendered = '';
        element.style.contentVisibility = 'visible';
      } else if (!render && element.dataset.axeRendered !== undefined) {
        delete element.dataset.axeRendered;
        element.style.contentVisibility = '';
      }
    }
  }, render);
}

async function axeViolations(
  page: Page,
  include: string | undefined,
  targetSize: boolean,
): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ include, targetSize }) => {
      type Context = Document | { include: string[] };
      type Axe = { run(context: Context, options: RunOptions): Promise<AxeResults> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const results = await axe.run(include ? { include: [include] } : document, {
        resultTypes: ['violations'],
        rules: { 'target-size': { enabled: targetSize } },
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        // Each node's summary says what axe measured (for contrast: both colours and the ratio).
        targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      }));
    },
    { include, targetSize },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
