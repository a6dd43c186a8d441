import type { ProviderPage } from '../../src/shared/api/providers';
import { expect, LAYOUT, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// One opening per provider, said one way (docs/product.md#one-opening): its card and the care
// basket say the same wait, and once a family has asked the clinic, its card, its map popup, the
// top appointment options and its request card state it in the same words, in English and in
// Spanish, on a phone and on a desktop.

const LANGUAGES = [
  {
    locale: 'en-US',
    cardWait: /^(.+) wait$/,
    popup: (wait: string) => `Wait: ${wait}`,
    basket: (wait: string) => `${wait} wait`,
    top: 'Estimated wait:',
    requestTerm: 'Estimated wait:',
  },
  {
    locale: 'es-US',
    cardWait: /^(.+) de espera$/,
    popup: (wait: string) => `Espera: ${wait}`,
    basket: (wait: string) => `Espera de ${wait}`,
    top: 'Espera estimada:',
    requestTerm: 'Espera estimada:',
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(
      'a clinic shows the same wait on its card, in the basket, popup, top options and request card',
      LAYOUT,
      async ({ page }, testInfo) => {
        await signUpThroughApi(page, newAccount());
        const code = language.locale.slice(0, 2);
        await page.request.put('/api/account/language', { data: { language: code } });
        await page.request.put('/api/profile', {
          data: {
            insuranceType: 'Medicaid',
            desiredServices: ['Autism Diagnosis'],
            zipCode: '27601',
          },
        });
        // A clinic near home that takes e-mail and lists a wait, asked through the basket.
        const page1 = (await (
          await page.request.get('/api/providers?sort=soonest&service=Autism%20Diagnosis')
        ).json()) as ProviderPage;
        const clinic = page1.providers.find(
          (provider) => provider.requestBy === 'email' && provider.averageWaitTime !== null,
        )!;
        expect(clinic).toBeDefined();
        await page.request.post('/api/care-basket', { data: { providerId: clinic.id } });

        // The card, before the family asks.
        const shot = (name: string) =>
          page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
        await page.goto(`/home?tab=list&q=${encodeURIComponent(clinic.name)}`);
        const card = page.getByRole('article', { name: clinic.name });
        const badge = card.getByText(language.cardWait);
        await expect(badge).toBeVisible();
        const badgeText = (await badge.textContent())!;
        const wait = language.cardWait.exec(badgeText)![1]!;
        await card.scrollIntoViewIfNeeded();
        await shot(`${code}-card`);

        // The care basket page, in the card's words.
        await page.goto('/care-basket');
        const item = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: clinic.name }) });
        await expect(item.getByText(language.basket(wait), { exact: true })).toBeVisible();
        await shot(`${code}-basket`);

        expect((await page.request.post('/api/appointment-requests/submit')).ok()).toBe(true);
        // Asked today, the card still says the same.
        await page.goto(`/home?tab=list&q=${encodeURIComponent(clinic.name)}`);
        await expect(card.getByText(language.cardWait)).toHaveText(badgeText);

        // The top appointment options, above the results.
        const top = page.getByRole('region', { name: /Top Appointment Options|Mejores opciones/ });
        await expect(top).toContainText(`${language.top} ${wait}`);

        // The map popup.
        await page.goto(`/home?tab=map&q=${encodeURIComponent(clinic.name)}`);
        const map = page.getByRole('region', { name: /Provider map|Mapa de proveedores/ });
        await expect(map).toHaveAttribute('data-map-state', 'ready');
        await map.locator(`.leaflet-marker-icon[title="${clinic.name}"]`).click();
        await expect(page.locator('.leaflet-popup').getByText(language.popup(wait))).toBeVisible();

        // The request card.
        await page.goto('/appointments');
        const request = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: clinic.name }) });
        // The term and its value are separate elements (dt, dd) with no text between them.
        await expect(request).toContainText(`${language.requestTerm}${wait}`);
      },
    );
  });
}
