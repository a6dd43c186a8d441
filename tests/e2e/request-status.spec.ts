import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

test('a clinic asked already shows when, and a family can withdraw its request', async ({
  page,
}) => {
  await signUpThroughApi(page, newAccount());
  await page.goto('/home?tab=list&sort=name');
  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').first().textContent())!;
  await firstCard.getByRole('button', { name: 'Add to Care Basket' }).click();
  // The card says so once the basket holds it (the tap may come before the page's scripts).
  await expect(firstCard.getByRole('button', { name: 'In Care Basket' })).toBeVisible();
  await page.goto('/care-basket');
  await page.getByRole('button', { name: 'Submit All Requests (1)' }).click();
  await expect(page.getByText('Requests submitted', { exact: true })).toBeVisible();

  // Asking twice would e-mail the clinic twice: the card says when it was asked instead.
  await page.goto('/home?tab=list&sort=name');
  const card = page.getByRole('article').filter({ hasText: name }).first();
  await expect(
    card.getByRole('link', { name: /^Requested \d{1,2} [A-Z][a-z]+ \d{4}$/ }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to Care Basket' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: /^Requested/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(confirm).toContainText(name);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(page.getByText('Request cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  // Withdrawn, the clinic can be asked again.
  await page.goto('/home?tab=list&sort=name');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: 'Add to Care Basket' }),
  ).toBeVisible();
});
