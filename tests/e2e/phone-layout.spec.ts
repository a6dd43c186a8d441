import type { Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// On a phone the list shows compact cards with their details behind 'Show details', and a
// non-empty basket gets a bar at the bottom (docs/product.md#list, #care-basket).

/** `search` adds to the list's address, e.g. to lift the family's insurance. */
async function signUpWithProfile(page: Page, search = '') {
  await signUpThroughApi(page, newAccount());
  const saved = await page.request.put('/api/profile', {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`/home?tab=list${search}`);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  return card;
}

test(
  'a phone shows compact cards and a basket bar that opens the basket',
  LAYOUT,
  async ({ page, isMobile }, testInfo) => {
    test.skip(!isMobile, 'compact cards and the basket bar are for phones');
    const card = await signUpWithProfile(page);
    // At most 240 px, so a screen holds several: the tallest card of the page, whatever its name,
    // distance and insurance match (a card with its details out is ~550).
    // The list skips laying out cards off screen (content-visibility); laid out here, every card is
    // measured as a family scrolling down would see it.
    // A published or replied next opening, or who said the clinic takes no new patients, adds a
    // line or two (other tests' clinics may have said either); such a card stays within 300 px.
    const measured = await page.getByRole('article').evaluateAll((cards) =>
      cards.map((each) => {
        (each.parentElement as HTMLElement).style.contentVisibility = 'visible';
        const said = each.querySelector(
          '[data-testid="next-opening"], [data-testid="not-accepting"]',
        );
        return { height: each.getBoundingClientRect().height, said: said !== null };
      }),
    );
    expect(measured.length).toBeGreaterThan(1);
    const heights = measured.filter((each) => !each.said).map((each) => each.height);
    const tallest = Math.max(...heights);
    testInfo.annotations.push({ type: 'tallest card height', description: String(tallest) });
    console.log(`${heights.length} cards, the tallest ${tallest} px`);
    expect(tallest).toBeLessThanOrEqual(240);
    for (const each of measured) expect(each.height).toBeLessThanOrEqual(300);
    const box = await card.boundingBox();
    // Nothing is wider than the screen (a card's buttons once pushed it past the edge).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(box!.x + box!.width).toBeLessThanOrEqual(375 - 8);
    await expect(card.getByText(/ mi away$/)).toBeVisible();
    await expect(card.getByText(/ wait$|^Wait time not reported$/)).toBeVisible();
    await expect(card.getByText('Services Offered')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('phone-list.png') });
    // The first result starts on the first screen, with room to read it.
    const first = (await page.getByRole('article').first().boundingBox())!;
    console.log(`phone: the first result starts at ${first.y} px of 812`);
    expect(first.y).toBeLessThanOrEqual(400);

    const details = card.getByRole('button', { name: 'Show details' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(card.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(card.getByText('Services Offered')).toBeVisible();
    await expect(card.getByText('Insurance Accepted')).toBeVisible();
    await card.getByRole('button', { name: 'Hide details' }).click();
    await expect(card.getByText('Services Offered')).toHaveCount(0);

    await card.getByRole('button', { name: 'Add to Care Basket' }).click();
    const bar = page.getByRole('button', { name: '1 in basket — Send requests' });
    await expect(bar).toBeVisible();
    // Nothing of the page hides under the bar: scrolled to the end, the last card ends above it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastCard = await page.getByRole('article').last().boundingBox();
    const barBox = await page.getByRole('region', { name: 'Care basket' }).boundingBox();
    expect(lastCard!.y + lastCard!.height).toBeLessThanOrEqual(barBox!.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('phone-basket-bar.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Care Basket' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Submit Appointment Requests' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('phone-basket-sheet.png') });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The basket page is the basket already: no bar there.
    await page.goto('/care-basket');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
  },
);

test(
  'the wait source explains itself by tap or keyboard; large screens show whole cards',
  LAYOUT,
  async ({ page, isMobile }, testInfo) => {
    await signUpWithProfile(page);
    // The first card whose wait is a wait (a clinic's published or replied opening says its own
    // source instead), and which a family can still add.
    const explained = page.getByRole('button', { name: /^What '.+' means$/ });
    const card = page
      .getByRole('article')
      .filter({ has: explained })
      .filter({ has: page.getByRole('button', { name: 'Add to Care Basket' }) })
      .first();
    const info = card.getByRole('button', { name: /^What '.+' means$/ }).first();
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    if (isMobile) {
      await info.tap();
    } else {
      await info.focus();
      await page.keyboard.press('Enter');
    }
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    const explanation = page.locator(`[id="${await info.getAttribute('aria-controls')}"]`);
    await expect(explanation).toBeVisible();
    await expect(explanation).toHaveText(/families|clinic/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-wait-source.png`),
    });

    if (!isMobile) {
      // Large screens keep every field on the card and need neither the toggle nor the bar.
      await expect(card.getByText('Services Offered')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Show details' })).toHaveCount(0);
      await card.getByRole('button', { name: 'Add to Care Basket' }).click();
      await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
      await expect(page.getByRole('button', { name: '1 in basket — Send requests' })).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath('desktop-list.png') });
    }
  },
);

test(
  'after the first requests the map still starts on the first screen, clear of the basket bar',
  LAYOUT,
  async ({ page }, testInfo) => {
    // Any insurance: enough clinics with an e-mail address near home to ask two of them.
    await signUpWithProfile(page, '&anyInsurance=true');
    // Two requests, so both top appointment options show above the results.
    const adds = page.getByRole('button', { name: 'Add to Care Basket' });
    await adds.nth(0).click();
    await expect(page.getByRole('button', { name: /^Care basket, 1 provider$/ })).toBeVisible();
    await adds.nth(0).click();
    await expect(page.getByRole('button', { name: /^Care basket, 2 providers$/ })).toBeVisible();
    await page.getByRole('button', { name: /^Care basket, 2 providers$/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Care Basket' });
    await sheet.getByRole('button', { name: 'Submit Appointment Requests' }).click();
    await expect(sheet).toBeHidden();

    await page.goto('/home?tab=map');
    await expect(page.getByRole('heading', { name: 'Top Appointment Options' })).toBeVisible();
    await expect(page.getByText('Option 2')).toBeVisible();
    const map = page.getByRole('region', { name: 'Provider map' });
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    const viewport = page.viewportSize()!;
    const top = (await map.boundingBox())!.y;
    testInfo.annotations.push({ type: 'map top after a request', description: String(top) });
    console.log(`${testInfo.project.name}: the map starts at ${top} px of ${viewport.height}`);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-map-top-options.png`),
    });
    // A good part of the map, not only its edge, is on the first screen.
    expect(top).toBeLessThanOrEqual(viewport.height - 200);
    // Long provider names in the options never widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The list too: the first result starts on the first screen, below both options.
    await page.getByRole('tab', { name: 'List' }).click();
    const firstResult = page.getByRole('article').first();
    await expect(firstResult).toBeVisible();
    const resultTop = (await firstResult.boundingBox())!.y;
    console.log(`${testInfo.project.name}: the first result starts at ${resultTop} px`);
    await page.screenshot({
      path: testInfo.outputPath(`${testInfo.project.name}-list-top-options.png`),
    });
    if (viewport.width < 640) expect(resultTop).toBeLessThanOrEqual(400);
    await page.getByRole('tab', { name: 'Map' }).click();

    // With something in the basket again, a phone's bar never covers the map's controls: at the
    // end of the page the map, attribution and all, ends above the bar.
    await page.getByRole('tab', { name: 'List' }).click();
    await adds.nth(0).click();
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    const bar = page.getByRole('region', { name: 'Care basket' });
    if (viewport.width >= 1024) {
      await expect(bar).toHaveCount(0);
      return;
    }
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const mapBox = (await map.boundingBox())!;
    expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(barTop);
    const attribution = (await map.locator('.leaflet-control-attribution').boundingBox())!;
    expect(attribution.y + attribution.height).toBeLessThanOrEqual(barTop);
    await page.screenshot({ path: testInfo.outputPath('phone-map-basket-bar.png') });
  },
);
