import type { Locator, Page } from '@playwright/test';
import type { ProviderPage } from '@shared/api/providers';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// The telehealth and language filters keep the practices nobody has reported on, so the count
// says how many are confirmed and how many have not reported, and the confirmed come first
// (docs/product.md#filters). A Raleigh family on Medicaid: the sample providers near it hold
// both kinds.

const LANGUAGES = [
  {
    locale: 'en-US',
    filters: 'Filters',
    done: 'Done',
    telehealthBox: 'Hide providers without telehealth',
    showDetails: 'Show details',
    telehealthYes: /^Yes, licensed in [A-Z]{2}$/,
    telehealth: (confirmed: number, notReported: number) =>
      `Telehealth: ${confirmed} confirmed, ${notReported} not reported`,
    spanish: (confirmed: number, notReported: number) =>
      `Spanish: ${confirmed} confirmed, ${notReported} not reported`,
    mapTab: 'Map',
  },
  {
    locale: 'es-US',
    filters: 'Filtros',
    done: 'Listo',
    telehealthBox: 'Ocultar proveedores sin telesalud',
    showDetails: 'Ver detalles',
    telehealthYes: /^Sí, con licencia en [A-Z]{2}$/,
    telehealth: (confirmed: number, notReported: number) =>
      `Telesalud: ${confirmed} confirmado${confirmed === 1 ? '' : 's'}, ${notReported} sin informar`,
    spanish: (confirmed: number, notReported: number) =>
      `Idioma español: ${confirmed} confirmado${confirmed === 1 ? '' : 's'}, ${notReported} sin informar`,
    mapTab: 'Mapa',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

async function raleighFamily(page: Page, language: Language) {
  await signUpThroughApi(page, newAccount());
  const code = language.locale.slice(0, 2);
  expect((await page.request.put('/api/account/language', { data: { language: code } })).ok()).toBe(
    true,
  );
  const saved = await page.request.put('/api/profile', {
    data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  expect(saved.ok()).toBe(true);
}

/** The first list page the page asks for with `param` on. */
const listAnswer = (page: Page, param: string) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/providers' &&
      response.url().includes(param) &&
      !response.url().includes('cursor='),
  );

/** The line stays whole at the width on screen: nothing cut, scrolled or past the edge. */
async function fitsWidth(line: Locator) {
  expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const box = (await line.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(line.page().viewportSize()!.width);
}

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(
      'Telehealth on: the count says how many are confirmed, and they come first',
      LAYOUT,
      async ({ page, isMobile }, testInfo) => {
        await raleighFamily(page, language);
        await page.goto('/home?tab=list');
        await expect(page.getByRole('article').first()).toBeVisible();

        const answered = listAnswer(page, 'telehealth=true');
        if (isMobile) {
          await page.getByRole('button', { name: new RegExp(`^${language.filters}`) }).click();
        }
        const box = page.getByRole('checkbox', { name: language.telehealthBox });
        await box.click();
        await expect(box).toBeChecked();
        if (isMobile) await page.getByRole('button', { name: language.done }).click();
        const answer = (await (await answered).json()) as ProviderPage;
        const counts = answer.known.telehealth!;
        expect(counts.confirmed).toBeGreaterThan(0);
        expect(counts.notReported).toBeGreaterThan(0);
        expect(counts.confirmed + counts.notReported).toBe(answer.total);
        expect(answer.known.language).toBeNull();

        // Beside the count, as text, in the one polite announcement.
        const line = page
          .getByRole('status')
          .getByText(language.telehealth(counts.confirmed, counts.notReported), {
            exact: true,
          });
        await expect(line).toBeVisible();
        await fitsWidth(line);

        // Known to take Medicaid first, then not reported; within each, video confirmed first.
        const tiers = answer.providers.map(
          (p) => (p.matchesInsurance ? 0 : 2) + (p.telehealth === true ? 0 : 1),
        );
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
        expect(new Set(tiers).size).toBeGreaterThan(1);
        const cards = page.getByRole('article');
        const shown = answer.providers.slice(0, 3).map((p) => p.name);
        for (const [i, name] of shown.entries()) {
          await expect(cards.nth(i).getByRole('heading', { name, exact: true })).toBeVisible();
        }
        // What the first card says of telehealth agrees with the count that ranked it.
        expect(answer.providers[0]!.telehealth).toBe(true);
        const first = cards.first();
        if (isMobile) await first.getByRole('button', { name: language.showDetails }).click();
        await expect(first.getByText(language.telehealthYes)).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`known-telehealth-${language.locale}.png`),
        });
        expect(await seriousAxeViolations(page)).toEqual([]);

        // With Spanish too, both lines, each fitting the screen. The server draws the first
        // view with its answer, so the same search is asked of the API to know the counts.
        const url = new URL(`${page.url()}&language=es`);
        await page.goto(url.pathname + url.search);
        url.searchParams.delete('tab');
        const bothAnswer = (await (
          await page.request.get(`/api/providers?${url.searchParams}`)
        ).json()) as ProviderPage;
        const spoken = bothAnswer.known.language!;
        const video = bothAnswer.known.telehealth!;
        const spanishLine = page.getByText(language.spanish(spoken.confirmed, spoken.notReported), {
          exact: true,
        });
        const videoLine = page.getByText(language.telehealth(video.confirmed, video.notReported), {
          exact: true,
        });
        await expect(spanishLine).toBeVisible();
        await expect(videoLine).toBeVisible();
        await fitsWidth(spanishLine);
        await fitsWidth(videoLine);
        await page.screenshot({
          path: testInfo.outputPath(`known-both-${language.locale}.png`),
        });
        expect(await seriousAxeViolations(page)).toEqual([]);

        // The map counts the same from its own answer.
        await page.getByRole('tab', { name: language.mapTab }).click();
        await expect(page.locator('.leaflet-container')).toBeVisible();
        await expect(videoLine).toBeVisible();
        await expect(spanishLine).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`known-map-${language.locale}.png`),
        });
        expect(await seriousAxeViolations(page)).toEqual([]);
      },
    );
  });
}
