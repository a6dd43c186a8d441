import type { Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// Widen, don't clear (docs/product.md#widen): a rural Georgia family (ZIP 31750, Blue Cross Blue
// Shield, ABA and speech therapy) finds nobody offering both within 50 miles. The page proposes
// the next steps with their counts, each one tap away; an empty map says why; 'Clear filters'
// keeps the family's insurance and distance; the search is kept for the next visit. The sample
// providers hold what this needs: none near Fitzgerald offers both services, several practices
// in Georgia offer one of them by video.

const ABA = 'Applied Behavior Analysis (ABA)';
const SPEECH = 'Speech-Language Therapy';

const LANGUAGES = [
  {
    locale: 'en-US',
    heading: 'Find more',
    anyService: /^Any of the services: (\d+) providers?$/,
    anyServiceChip: 'Any of the services',
    withinChip: 'Within 50 mi',
    insuranceChip: 'Blue Cross Blue Shield: accepted or unknown',
    found: (count: number) => `${count} provider(s) found`,
    emptyMap: /^No providers found within 50 miles of home with /,
    clear: 'Clear filters',
    kept: 'Your insurance and travel distance stay. Change them with their chips or in Filters.',
  },
  {
    locale: 'es-US',
    heading: 'Encontrar más',
    anyService: /^Cualquiera de los servicios: (\d+) proveedor(?:es)?$/,
    anyServiceChip: 'Cualquiera de los servicios',
    withinChip: 'Hasta 50 mi',
    insuranceChip: 'Blue Cross Blue Shield: aceptado o sin confirmar',
    found: (count: number) => `${count} proveedor${count === 1 ? ' encontrado' : 'es encontrados'}`,
    emptyMap: /^No encontramos proveedores a 50 millas de casa o menos con /,
    clear: 'Borrar filtros',
    kept: 'Su seguro médico y la distancia se mantienen. Cámbielos con sus filtros activos o en Filtros.',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A new family at 31750 with BCBS wanting ABA and speech therapy, reading `language`. */
async function ruralFamily(page: Page, language: Language) {
  await signUpThroughApi(page, newAccount());
  const code = language.locale.slice(0, 2);
  expect((await page.request.put('/api/account/language', { data: { language: code } })).ok()).toBe(
    true,
  );
  const saved = await page.request.put('/api/profile', {
    data: {
      insuranceType: 'Blue Cross Blue Shield',
      desiredServices: [ABA, SPEECH],
      zipCode: '31750',
    },
  });
  expect(saved.ok()).toBe(true);
}

/** The search's count ('N providers found'), on the filter bar or the side panel. */
const foundCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^\d+ (provider\(s\) found|proveedor(es)? encontrados?)$/ })
    .first();

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(
      'the rural family gets the next steps with their counts and reaches providers in two taps',
      LAYOUT,
      async ({ page }, testInfo) => {
        await ruralFamily(page, language);
        await page.goto('/home?tab=list');
        const widen = page.getByRole('region', { name: language.heading });
        await expect(widen).toBeVisible();
        const step = widen.getByRole('button', { name: language.anyService });
        await expect(step).toBeVisible();
        const proposed = Number(language.anyService.exec((await step.textContent()) ?? '')![1]);
        expect(proposed).toBeGreaterThan(0);
        // The count is whole at 375 px in Spanish too: no word cut.
        const count = foundCount(page);
        await expect(count).toHaveText(language.found(0));
        expect(await count.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(`widen-${language.locale}-${testInfo.project.name}.png`),
        });

        // One tap: it becomes a chip, removable like the others, and the list finds what it said.
        await step.click();
        const chips = page.getByRole('list', { name: /Active filters|Filtros activos/ });
        await expect(chips.getByText(language.anyServiceChip, { exact: true })).toBeVisible();
        await expect(count).toHaveText(language.found(proposed));
        await expect(page.getByRole('article')).toHaveCount(Math.min(proposed, 24));
        expect(await count.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
        // The family's distance and insurance still apply.
        await expect(chips.getByText(language.withinChip)).toBeVisible();
        await expect(chips.getByText(language.insuranceChip)).toBeVisible();
      },
    );

    test('an empty map says why and offers the same steps', LAYOUT, async ({ page }, testInfo) => {
      await ruralFamily(page, language);
      await page.goto('/home?tab=map');
      const note = page.getByText(language.emptyMap);
      await expect(note).toBeVisible();
      const step = page
        .getByRole('region', { name: language.heading })
        .getByRole('button', { name: language.anyService });
      await expect(step).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`widen-map-${language.locale}-${testInfo.project.name}.png`),
      });
      await step.click();
      await expect(note).toHaveCount(0);
      await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    });
  });
}

test('the search is kept for the next visit, and Clear filters keeps insurance and distance', async ({
  page,
}) => {
  const language = LANGUAGES[0];
  await ruralFamily(page, language);
  await page.goto('/home?tab=list');
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/profile/search') &&
      response.request().postDataJSON()?.search?.includes('anyService=true'),
  );
  await page.getByRole('button', { name: language.anyService }).click();
  expect((await kept).ok()).toBe(true);

  // A new visit to the search without parameters starts where the family left off.
  await page.goto('/home?tab=list');
  await expect(page).toHaveURL(/anyService=true/);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText(language.anyServiceChip, { exact: true })).toBeVisible();
  await page.reload();
  await expect(chips.getByText(language.anyServiceChip, { exact: true })).toBeVisible();

  // Clear filters lifts the services, not the family's distance and insurance, and says so.
  await page.getByRole('button', { name: language.clear }).click();
  await expect(page.getByText(language.kept)).toBeVisible();
  await expect(chips.getByText(language.withinChip)).toBeVisible();
  await expect(chips.getByText(language.insuranceChip)).toBeVisible();
  await expect(chips.getByText(language.anyServiceChip, { exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/service=|within=any|anyInsurance/);
});
