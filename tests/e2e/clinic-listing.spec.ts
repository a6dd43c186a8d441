import type { Page } from '@playwright/test';
import type { ProviderPage } from '../../src/shared/api/providers';
import { expect, keepLocal, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { letKeepListing } from './support/listing-staff';

// A clinic keeps its own listing (docs/product.md#what-a-clinic-keeps): its staff change the
// e-mail for requests and publish an opening, and a family then reads on the card that the clinic
// said so, and when. Each run takes a North Carolina sample provider of its own.

const LANGUAGES = [
  {
    locale: 'en-US',
    edit: 'Edit requests and contact',
    emailLabel: 'E-mail for requests',
    save: 'Save',
    said: 'Said by the clinic on',
    date: 'Date',
    time: 'Start time',
    add: 'Add opening',
    details: /Show details/,
  },
  {
    locale: 'es-US',
    edit: 'Editar solicitudes y contacto',
    emailLabel: 'Correo electrónico para solicitudes',
    save: 'Guardar',
    said: 'Lo dijo la clínica el',
    date: 'Fecha',
    time: 'Hora de inicio',
    add: 'Agregar cita disponible',
    details: /Mostrar detalles|Ver detalles/,
  },
] as const;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function useLanguage(page: Page, locale: string) {
  await page.request.put('/api/account/language', { data: { language: locale.slice(0, 2) } });
}

LANGUAGES.forEach((language, languageIndex) => {
  test.describe(language.locale, () => {
    test.use({ locale: language.locale });

    test(
      'a clinic edits its e-mail and publishes an opening; a family sees who said it',
      // English at both widths; Spanish once, at the desktop's.
      languageIndex === 0 ? LAYOUT : {},
      async ({ page, browser }, testInfo) => {
        test.setTimeout(90_000);
        // A family near the clinic, whose own search lists it.
        const family = await browser.newContext({
          locale: language.locale,
          viewport: page.viewportSize()!,
        });
        await keepLocal(family);
        const familyPage = await family.newPage();
        await signUpThroughApi(familyPage, newAccount());
        await useLanguage(familyPage, language.locale);
        await familyPage.request.put('/api/profile', {
          data: {
            insuranceType: 'Medicaid',
            desiredServices: ['Autism Diagnosis'],
            zipCode: '27601',
          },
        });
        const staff = newAccount({
          email: `desk-${testInfo.project.name}-${languageIndex}-${Date.now()}@clinic.example`,
        });
        await signUpThroughApi(page, staff);
        await useLanguage(page, language.locale);
        const found = (await (
          await familyPage.request.get('/api/providers?limit=100')
        ).json()) as ProviderPage;
        // From the end of the list, away from other specs' picks.
        const slot = 1 + languageIndex * 2 + (testInfo.project.name === 'phone' ? 1 : 0);
        const clinic = found.providers.at(-slot)!;
        await letKeepListing(clinic.id, staff.email);

        await page.goto(`/clinic/listings/${clinic.id}`);
        await expect(page.getByRole('heading', { level: 1, name: clinic.name })).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);

        // The e-mail for requests.
        const contact = page.getByRole('region', { name: /contact|contacto/i });
        await contact.getByRole('button', { name: language.edit }).click();
        const address = `requests-${slot}@clinic.example`;
        await contact.getByLabel(language.emailLabel).fill(address);
        await contact.getByRole('button', { name: language.save }).click();
        await expect(contact.getByText(address)).toBeVisible();
        await expect(contact.getByText(language.said).first()).toBeVisible();

        // An opening in ten days.
        const openings = page.getByRole('region', { name: /Openings|Citas disponibles/ });
        await openings.getByLabel(language.date, { exact: true }).fill(inDays(10));
        await openings.getByLabel(language.time).fill('09:30');
        await openings.getByRole('button', { name: language.add }).click();
        await expect(openings.getByRole('listitem')).toHaveCount(1);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(
            `listing-${testInfo.project.name}-${language.locale.slice(0, 2)}.png`,
          ),
          fullPage: true,
        });

        // Taken back again, so that no other family's search in this shared server sees it first.
        await openings.getByRole('listitem').getByRole('button').click();
        await expect(openings.getByRole('listitem')).toHaveCount(0);

        // The family reads the clinic's word on its card (behind 'Show details' on a phone).
        await familyPage.goto(`/home?tab=list&q=${encodeURIComponent(clinic.name)}`);
        const card = familyPage.getByRole('article', { name: clinic.name });
        await expect(card).toBeVisible();
        if (testInfo.project.name === 'phone') {
          await card.getByRole('button', { name: language.details }).click();
        }
        await expect(card.getByText(language.said)).toBeVisible();
        await familyPage.screenshot({
          path: testInfo.outputPath(
            `listing-family-${testInfo.project.name}-${language.locale.slice(0, 2)}.png`,
          ),
        });
        await family.close();
      },
    );
  });
});
