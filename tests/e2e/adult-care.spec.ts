import type { Page } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// An autistic adult looking for care for themselves (docs/product.md#who-the-care-is-for): the
// first-run step takes 'Myself' and an adult's age, the search applies that age, and the care
// only children receive comes after everything else.

/** The sample data's pediatric-only specialties, as the cards name them in English. */
const PEDIATRIC =
  /Developmental-Behavioral Pediatrician|Child & Adolescent Psychiatrist|Pediatric Neurologist|Early Intervention Agency/;

/** Whether each card on the page is for a pediatric-only specialty, in list order. */
async function pediatricCards(page: Page): Promise<boolean[]> {
  const texts = await page.getByRole('article').allInnerTexts();
  return texts.map((text) => PEDIATRIC.test(text));
}

test(
  'an adult of 34 answers for themselves and sees adult care first',
  LAYOUT,
  async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount());
    await page.goto('/welcome');
    await page.getByRole('radio', { name: 'Myself' }).check();
    // The age's words follow the answer.
    const age = page.getByRole('group', { name: 'Your age (optional)' });
    await expect(age).toBeVisible();
    await page.getByRole('combobox', { name: 'Insurance Type' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Autism Diagnosis' }).click();
    await page.getByLabel('ZIP Code').fill('27601');
    await age.getByRole('spinbutton', { name: 'Years' }).fill('34');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('adult-first-run.png'), fullPage: true });
    await page.getByRole('button', { name: 'Show providers' }).click();

    await expect(page).toHaveURL(/\/home\?.*age=34/);
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByText('Sees age 34: yes or unknown')).toBeAttached();
    await expect(page.getByRole('article').first()).toBeVisible();
    // Pediatric-only practices see children: the age leaves them out.
    expect(await pediatricCards(page)).not.toContain(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Without the age they come back, after every other provider.
    await page.getByRole('button', { name: 'Remove filter: Sees age 34: yes or unknown' }).click();
    await expect(page).not.toHaveURL(/age=34/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const order = await pediatricCards(page);
    const firstPediatric = order.indexOf(true);
    if (firstPediatric >= 0) expect(order.slice(firstPediatric)).not.toContain(false);
    expect(order[0]).toBe(false);

    const profile = (await (await page.request.get('/api/profile')).json()) as {
      careFor: string;
      childAgeYears: number;
    };
    expect(profile).toMatchObject({ careFor: 'self', childAgeYears: 34 });
  },
);

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('an adult answers for themselves in Spanish', LAYOUT, async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount());
    await page.request.put('/api/account/language', { data: { language: 'es' } });
    await page.goto('/welcome');
    await page.getByRole('radio', { name: 'Para mí' }).check();
    const age = page.getByRole('group', { name: 'Su edad (opcional)' });
    await expect(age).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de seguro médico' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Diagnóstico de autismo' }).click();
    await page.getByLabel('Código postal').fill('27601');
    await age.getByRole('spinbutton', { name: 'Años' }).fill('34');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('adult-first-run-es.png'), fullPage: true });
    await page.getByRole('button', { name: 'Ver proveedores' }).click();
    await expect(page).toHaveURL(/\/home\?.*age=34/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
