import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpInBrowser, signUpThroughApi } from './support/accounts';

// The way in leads somewhere (docs/product.md#profile): once the address is confirmed, a short
// first-run step asks what the search needs and opens the providers that fit.

test(
  'after confirming the address a new family answers four questions and sees its providers',
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpInBrowser(page, newAccount());
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Welcome! A few answers, and we show who can help',
      }),
    ).toBeVisible();
    // What the clinics asked may be given is there, optional and set apart from the search.
    await expect(
      page.getByRole('group', { name: 'For the clinics you ask (optional)' }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('first-run.png') });

    await page.getByRole('combobox', { name: 'Insurance Type' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Autism Diagnosis' }).click();
    await page.getByLabel('ZIP Code').fill('27601');
    await page.getByRole('spinbutton', { name: 'Years' }).fill('4');
    await page.getByRole('button', { name: 'Show providers' }).click();

    await expect(page).toHaveURL(/\/home\?tab=list/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByText('Autism Diagnosis')).toBeAttached();
    await expect(chips.getByText('Medicaid: accepted or unknown')).toBeAttached();
    const profile = (await (await page.request.get('/api/profile')).json()) as {
      childAgeYears: number;
    };
    expect(profile.childAgeYears).toBe(4);

    // Once answered, the step is behind the family: it goes straight to the providers.
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/home\?tab=list/);
  },
);

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the first-run step asks in Spanish', async ({ page }) => {
    await signUpThroughApi(page, newAccount());
    await page.request.put('/api/account/language', { data: { language: 'es' } });
    await page.goto('/welcome');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: '¡Bienvenido! Unas pocas respuestas y le mostramos quién puede ayudar',
      }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de seguro médico' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Diagnóstico de autismo' }).click();
    await page.getByLabel('Código postal').fill('27601');
    await page.getByRole('button', { name: 'Ver proveedores' }).click();
    await expect(page).toHaveURL(/\/home\?tab=list/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
