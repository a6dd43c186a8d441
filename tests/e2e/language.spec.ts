import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

// Which language the product speaks: the browser's first, then the visitor's choice (a cookie),
// then, signed in, the account's. `<html lang>` follows, so screen readers pronounce the page right.

const html = (page: Page) => page.locator('html');

test('a first visit follows the browser, and the switch changes the page and is kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'Connecting Families with Autism Care',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Connecting Families with Autism Care',
  );
  // The choice outlives the page: a cookie, read before the browser's languages.
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  await context.close();
});

test('signed in, the choice is the account’s: it follows the family to another browser', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await signUpThroughApi(page, account);
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/user')).json()) as { language: string })
          .language,
    )
    .toBe('es');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Another browser, English by its own settings, signs in to the same account: Spanish.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await second.goto('/sign-in');
  await second.locator('input[type=email]').fill(account.email);
  await second.locator('input[type=password]').fill(account.password);
  await second.locator('form button[type=submit]').click();
  await expect(second.getByRole('button', { name: 'English' })).toBeVisible();
  await expect(html(second)).toHaveAttribute('lang', 'es');
  await other.close();
});
