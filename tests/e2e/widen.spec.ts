import type { Page } from '@playwright/test';
import type { ProviderPage } from '../../src/shared/api/providers';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { ADMIN_EMAILS, adminAccount, newAccount, signUpThroughApi } from './support/accounts';
import type { AppServer } from './support/mailbox';
import { startOwnServer } from './support/own-server';

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
    withinStep: /^Within 100 miles: (\d+) providers?$/,
    notListedStep: (count: number) =>
      `Also those not listing Blue Cross Blue Shield, to ask: ${count} provider${count === 1 ? '' : 's'}`,
    withinChip: 'Within 50 mi',
    withinChip100: 'Within 100 mi',
    askChip: 'Any insurance: ask about Blue Cross Blue Shield',
    notOnList: 'Blue Cross Blue Shield not on their list: ask',
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
    withinStep: /^Hasta 100 millas: (\d+) proveedor(?:es)?$/,
    notListedStep: (count: number) =>
      `También los que no indican Blue Cross Blue Shield, para preguntar: ${count} proveedor${count === 1 ? '' : 'es'}`,
    withinChip: 'Hasta 50 mi',
    withinChip100: 'Hasta 100 mi',
    askChip: 'Cualquier seguro: pregunte por Blue Cross Blue Shield',
    notOnList: 'Blue Cross Blue Shield no figura en su lista: pregunte',
    insuranceChip: 'Blue Cross Blue Shield: aceptado o sin confirmar',
    found: (count: number) => `${count} proveedor${count === 1 ? ' encontrado' : 'es encontrados'}`,
    emptyMap: /^No encontramos proveedores a 50 millas de casa o menos con /,
    clear: 'Borrar filtros',
    kept: 'Su seguro médico y la distancia se mantienen. Cámbielos con sus filtros activos o en Filtros.',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A new family at 31750 with BCBS wanting ABA and speech therapy, reading `language`. */
async function ruralFamily(page: Page, language: Language, server?: AppServer) {
  await signUpThroughApi(page, newAccount(), server);
  const origin = server?.url ?? '';
  const code = language.locale.slice(0, 2);
  expect(
    (await page.request.put(`${origin}/api/account/language`, { data: { language: code } })).ok(),
  ).toBe(true);
  const saved = await page.request.put(`${origin}/api/profile`, {
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

// The sample providers near Fitzgerald are all reached by video, so no distance step can add to
// them. On a server of its own, Georgia comes from the registry (real ZIP codes across the state)
// and an admin records what two practices told: one 50 to 100 miles away offers both services and
// takes BCBS; one nearer offers both but lists only Aetna. The family then sees every kind of step.
test(
  'on registry providers, the rural family widens by distance, then asks about its insurance',
  LAYOUT,
  async ({ browser, page }, testInfo) => {
    test.setTimeout(180_000);
    const language = testInfo.project.name === 'phone' ? LANGUAGES[1] : LANGUAGES[0];
    const server = await startOwnServer({
      ADMIN_EMAILS: ADMIN_EMAILS.join(','),
      NPPES_API_URL: process.env.NPPES_API_URL!,
    });
    const adminContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signUpThroughApi(admin, adminAccount(testInfo, 10), server);
      const started = await admin.request.post(`${server.url}/api/providers/import-ga`, {
        data: {},
      });
      expect(started.status()).toBe(202);
      const runId = ((await started.json()) as { id: string }).id;
      await expect
        .poll(
          async () =>
            (
              (await (
                await admin.request.get(`${server.url}/api/admin/import-runs/${runId}`)
              ).json()) as { status: string }
            ).status,
          { timeout: 60_000 },
        )
        .toBe('succeeded');

      await ruralFamily(page, language, server);
      const near = (await (
        await page.request.get(`${server.url}/api/providers?within=100&limit=100`)
      ).json()) as ProviderPage;
      const miles = (provider: ProviderPage['providers'][number]) => provider.distanceMiles ?? 999;
      const farther = near.providers.find((p) => miles(p) > 55 && miles(p) < 95)!;
      const nearer = near.providers.find((p) => miles(p) < 45)!;
      expect(farther && nearer).toBeTruthy();
      const told = (insurance: string) => ({
        acceptedInsurance: [insurance],
        servicesOffered: [ABA, SPEECH],
        averageWaitTime: null,
        acceptingNewPatients: true,
        agesFrom: null,
        agesTo: null,
        languages: null,
        telehealth: false,
      });
      for (const [provider, insurance] of [
        [farther, 'Blue Cross Blue Shield'],
        [nearer, 'Aetna'],
      ] as const) {
        const saved = await admin.request.put(
          `${server.url}/api/providers/${provider.id}/details`,
          {
            data: told(insurance),
          },
        );
        expect(saved.ok()).toBe(true);
      }

      await page.goto(`${server.url}/home?tab=list`);
      const widen = page.getByRole('region', { name: language.heading });
      const farStep = widen.getByRole('button', { name: language.withinStep });
      await expect(farStep).toBeVisible();
      // Beside the admin's practice, the registry may hold others 50 to 100 miles away offering both.
      const within100 = Number(language.withinStep.exec((await farStep.textContent()) ?? '')![1]);
      expect(within100).toBeGreaterThanOrEqual(1);
      expect(within100).toBeLessThan(3);
      await expect(widen.getByRole('button', { name: language.anyService })).toBeVisible();
      await expect(widen.getByRole('button', { name: language.notListedStep(1) })).toBeVisible();
      await expect(foundCount(page)).toHaveText(language.found(0));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`widen-registry-${language.locale}-${testInfo.project.name}.png`),
      });

      // First tap: the practices 50 to 100 miles away, the distance a chip.
      await farStep.click();
      const chips = page.getByRole('list', { name: /Active filters|Filtros activos/ });
      await expect(chips.getByText(language.withinChip100)).toBeVisible();
      await expect(foundCount(page)).toHaveText(language.found(within100));
      await expect(page.getByRole('article', { name: farther.name })).toBeVisible();
      // Still thin: second tap, the nearer practice whose list leaves BCBS out, to ask.
      await widen.getByRole('button', { name: language.notListedStep(within100 + 1) }).click();
      await expect(chips.getByText(language.askChip)).toBeVisible();
      await expect(foundCount(page)).toHaveText(language.found(within100 + 1));
      // Its card says the family's insurance is not on its list, a question to ask.
      await expect(
        page.getByRole('article', { name: nearer.name }).getByText(language.notOnList),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`widen-two-taps-${language.locale}-${testInfo.project.name}.png`),
      });
    } finally {
      await adminContext.close();
      await server.stop();
    }
  },
);
