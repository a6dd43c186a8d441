import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpInBrowser } from './support/accounts';

// On a phone the list shows compact cards with their details behind 'Show details', and a
// non-empty basket gets a bar at the bottom (docs/product.md#list, #care-basket).

async function signUpWithProfile(page: Page) {
  await signUpInBrowser(page, newAccount());
  const saved = await page.request.put('/api/profile', {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/home?tab=list');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  return card;
}

test('a phone shows compact cards and a basket bar that opens the basket', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'compact cards and the basket bar are for phones');
  const card = await signUpWithProfile(page);
  const box = await card.boundingBox();
  testInfo.annotations.push({ type: 'first card height', description: String(box?.height) });
  console.log(`first card: ${box?.width} x ${box?.height} px`);
  // About 200 px: the first card depends on what the shared server holds (a long name, a verified
  // insurance), and the fullest one seen measures 226 px; a card with its details out is ~550.
  expect(box!.height).toBeLessThanOrEqual(240);
  // Nothing is wider than the screen (a card's buttons once pushed it past the edge).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375 - 8);
  await expect(card.getByText(/ mi away$/)).toBeVisible();
  await expect(card.getByText(/ wait$|^Wait time not reported$/)).toBeVisible();
  await expect(card.getByText('Services Offered')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('phone-list.png') });

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
});

test('the wait source explains itself by tap or keyboard; large screens show whole cards', async ({
  page,
  isMobile,
}, testInfo) => {
  const card = await signUpWithProfile(page);
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
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-wait-source.png`) });

  if (!isMobile) {
    // Large screens keep every field on the card and need neither the toggle nor the bar.
    await expect(card.getByText('Services Offered')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show details' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Add to Care Basket' }).click();
    await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
    await expect(page.getByRole('button', { name: '1 in basket — Send requests' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('desktop-list.png') });
  }
});
