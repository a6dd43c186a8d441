import type { Page, TestInfo } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// What is sent is shown (docs/product.md#care-basket): the first-run step asks, optional and
// explained, for a phone, a note and the language for clinics; the basket page and sheet then show
// exactly what each clinic will receive, with a way to change it.

/** The words of one language, as the family reads them. */
interface Words {
  insurance: string;
  service: string;
  zip: string;
  years: string;
  forClinics: string;
  phone: string;
  note: string;
  clinicLanguage: string;
  spanish: string;
  showProviders: string;
  addToBasket: string;
  bar: string;
  headerBasket: string;
  basket: string;
  receives: string;
  edit: string;
  /** Each fact as the block lists it: term and value. */
  facts: [string, string][];
}

const ENGLISH: Words = {
  insurance: 'Insurance Type',
  service: 'Autism Diagnosis',
  zip: 'ZIP Code',
  years: 'Years',
  forClinics: 'For the clinics you ask (optional)',
  phone: 'Phone for the providers (optional)',
  note: 'What we are looking for (optional)',
  clinicLanguage: 'Language for clinics',
  spanish: 'Spanish',
  showProviders: 'Show providers',
  addToBasket: 'Add to Care Basket',
  bar: '1 in basket — Send requests',
  headerBasket: 'Care basket, 1 provider',
  basket: 'Care Basket',
  receives: 'What each clinic receives',
  edit: 'Edit',
  facts: [
    ['First name', 'Rosa'],
    ["Child's age", '4 years'],
    ['Services', 'Autism Diagnosis'],
    ['Insurance', 'Medicaid'],
    ['ZIP code', '27601'],
    ['Phone', '(919) 555-0182'],
    ['Your note', 'An evaluation before kindergarten. Mornings work best.'],
    ['Language for clinics', 'Spanish'],
  ],
};

const SPANISH: Words = {
  insurance: 'Tipo de seguro médico',
  service: 'Diagnóstico de autismo',
  zip: 'Código postal',
  years: 'Años',
  forClinics: 'Para las clínicas a las que pregunte (opcional)',
  phone: 'Teléfono para los proveedores (opcional)',
  note: 'Lo que buscamos (opcional)',
  clinicLanguage: 'Idioma para las clínicas',
  spanish: 'Español',
  showProviders: 'Ver proveedores',
  addToBasket: 'Agregar a la canasta de atención',
  bar: '1 en la canasta — Enviar solicitudes',
  headerBasket: 'Canasta de atención, 1 proveedor',
  basket: 'Canasta de atención',
  receives: 'Lo que recibe cada clínica',
  edit: 'Editar',
  facts: [
    ['Nombre', 'Rosa'],
    ['Edad de su hijo o hija', '4 años'],
    ['Servicios', 'Diagnóstico de autismo'],
    ['Seguro médico', 'Medicaid'],
    ['Código postal', '27601'],
    ['Teléfono', '(919) 555-0182'],
    ['Su nota', 'An evaluation before kindergarten. Mornings work best.'],
    ['Idioma para las clínicas', 'Español'],
  ],
};

async function fillFirstRunStep(page: Page, words: Words) {
  await page.goto('/welcome');
  await page.getByRole('combobox', { name: words.insurance }).click();
  await page.getByRole('option', { name: 'Medicaid' }).click();
  await page.getByRole('checkbox', { name: words.service }).click();
  await page.getByLabel(words.zip).fill('27601');
  await page.getByRole('spinbutton', { name: words.years }).fill('4');
  const clinics = page.getByRole('group', { name: words.forClinics });
  await clinics.getByLabel(words.phone).fill('(919) 555-0182');
  await clinics
    .getByLabel(words.note)
    .fill('An evaluation before kindergarten. Mornings work best.');
  await clinics
    .getByRole('group', { name: words.clinicLanguage })
    .getByRole('radio', { name: words.spanish })
    .check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: words.showProviders }).click();
  await expect(page).toHaveURL(/\/home\?tab=list/);
}

/** The block's terms and values, in order. */
async function factsIn(page: Page) {
  const block = page.getByTestId('what-clinics-receive').last();
  await expect(block.getByRole('term').first()).toBeVisible();
  return block
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

async function sendAndSee(page: Page, words: Words, isMobile: boolean, testInfo: TestInfo) {
  await fillFirstRunStep(page, words);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: words.addToBasket }).click();

  // The sheet: from the phone's basket bar, or the header's basket button.
  await page.getByRole('button', { name: isMobile ? words.bar : words.headerBasket }).click();
  const sheet = page.getByRole('dialog', { name: words.basket });
  await expect(sheet.getByRole('heading', { level: 3, name: words.receives })).toBeVisible();
  expect(await factsIn(page)).toEqual(words.facts);
  // Seen as a family reads it: the 'Added' toast gone, the block's heading at the top.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await sheet
    .getByTestId('what-clinics-receive')
    .evaluate((block) => block.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: testInfo.outputPath('basket-sheet-what-clinics-receive.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // The basket page, with the way to change it.
  await page.goto('/care-basket');
  const block = page.getByTestId('what-clinics-receive');
  await expect(block.getByRole('heading', { level: 2, name: words.receives })).toBeVisible();
  expect(await factsIn(page)).toEqual(words.facts);
  // Nothing runs past the screen's edge, long Spanish words included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await block.screenshot({ path: testInfo.outputPath('what-clinics-receive.png') });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await block.getByRole('link', { name: new RegExp(`^${words.edit}`) }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel(words.phone)).toHaveValue('(919) 555-0182');
}

test(
  'a family gives a phone and a note at the first-run step and sees what each clinic receives',
  LAYOUT,
  async ({ page, isMobile }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Rosa' }));
    await sendAndSee(page, ENGLISH, isMobile, testInfo);
  },
);

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test(
    'a family sees in Spanish what each clinic receives',
    LAYOUT,
    async ({ page, isMobile }, testInfo) => {
      await signUpThroughApi(page, newAccount({ firstName: 'Rosa' }));
      await page.request.put('/api/account/language', { data: { language: 'es' } });
      await sendAndSee(page, SPANISH, isMobile, testInfo);
    },
  );
});
