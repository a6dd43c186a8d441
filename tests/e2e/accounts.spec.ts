import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import {
  newAccount,
  signInInBrowser,
  signOutInBrowser,
  signUpInBrowser,
  signUpThroughApi,
} from './support/accounts';
import { linkInMail, sharedServer } from './support/mailbox';

test.describe('built-in accounts', () => {
  test('a parent creates an account, signs out and signs in again', async ({ page }) => {
    const account = newAccount();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await signUpInBrowser(page, account);
    // A new family starts with the first-run step (tested in first-run.spec.ts).
    await expect(page).toHaveURL(/\/welcome$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Maya Okafor');
    await expect(page.getByRole('menu')).toContainText(account.email);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connecting Families with Autism Care',
    );

    await signInInBrowser(page, account.email.toUpperCase(), account.password);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a wrong password or an unknown e-mail says the same thing', async ({ page }) => {
    const account = newAccount();
    await signUpThroughApi(page, account);
    await signOutInBrowser(page);

    await signInInBrowser(page, account.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signInInBrowser(page, 'nobody-at-all@example.org', 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('the form explains what is missing before anything is sent', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Use at least 12 characters')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an old cookie is refused after sign-out', async ({ page, context }, testInfo) => {
    await signUpThroughApi(page, newAccount());
    const cookies = await context.cookies();
    // A plain link to sign-out shows a page whose button signs out.
    await page.goto('/api/logout');
    await expect(
      page.getByRole('heading', { name: 'Log out of Autism Care Finder?' }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('sign-out-page.png') });
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await context.addCookies(cookies);
    const response = await page.request.get('/api/auth/user');
    expect(response.status()).toBe(401);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Connecting Families with Autism Care',
    );
  });

  test('a signed-in visitor to /sign-in goes to the start page', async ({ page }) => {
    await signUpThroughApi(page, newAccount());
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/sign-in has no serious or critical accessibility violations', LAYOUT, async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a confirmation link for another account asks before this browser switches to it', async ({
    page,
  }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Ana' }));
    // Someone else's new account, whose link reaches this browser.
    const other = newAccount({ firstName: 'Bo', lastName: 'Lind' });
    const signedUp = await page.request.post('/api/auth/sign-up', {
      headers: { 'x-forwarded-for': '10.31.0.1' },
      data: {
        firstName: other.firstName,
        lastName: other.lastName,
        email: other.email,
        password: other.password,
      },
    });
    expect(signedUp.status()).toBe(202);
    const link = await linkInMail(sharedServer(), other.email, '/verify-email');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Switch to another account?' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('switch-account.png') });
    await page.getByRole('link', { name: 'Stay in my account' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Ana Okafor');
    await page.keyboard.press('Escape');

    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm and switch accounts' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText('Bo Lind');
  });

  test('until the address is confirmed, the password opens nothing; the link finishes sign-up', async ({
    page,
    browser,
  }) => {
    const account = newAccount();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Last name').fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
    await expect(page.getByText(account.email)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The password alone does not sign in before the link is opened; the form offers a new link.
    const first = await linkInMail(sharedServer(), account.email, '/verify-email');
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await signInInBrowser(page, account.email, account.password);
    await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status')).toContainText(`We sent a new link to ${account.email}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    let second = first;
    await expect
      .poll(async () => (second = await linkInMail(sharedServer(), account.email, '/verify-email')))
      .not.toBe(first);

    // The replaced link says so. The new one, opened on another device (a phone's mail app),
    // asks for the password chosen at sign-up, then confirms the address and signs in there.
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    const phone = await browser.newContext({ baseURL: new URL(second).origin });
    const elsewhere = await phone.newPage();
    await elsewhere.goto(second);
    await expect(
      elsewhere.getByRole('heading', { name: 'Finish creating your account' }),
    ).toBeVisible();
    await expect(elsewhere.getByText(account.email.toLowerCase())).toBeVisible();
    expect(await seriousAxeViolations(elsewhere)).toEqual([]);
    await elsewhere.getByLabel('Password').fill('not what was chosen');
    await elsewhere.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(elsewhere.getByText('That is not the password chosen')).toBeVisible();
    await elsewhere.getByLabel('Password').fill(account.password);
    await elsewhere.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(
      elsewhere.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();
    await elsewhere.getByRole('button', { name: 'Continue' }).click();
    await expect(elsewhere.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(
      elsewhere.getByRole('region', { name: 'Confirm your e-mail address' }),
    ).toHaveCount(0);
    await phone.close();

    // Now the password works where it was chosen.
    await signInInBrowser(page, account.email, account.password);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
