import { readFileSync } from 'node:fs';
import { expect, seriousAxeViolations, test } from './fixtures';
import {
  newAccount,
  signInInBrowser,
  signOutInBrowser,
  signUpThroughApi,
} from './support/accounts';
import { linkInMail, sharedServer } from './support/mailbox';

const NEW_PASSWORD = 'tangerine orchard by the river';

test('a parent who forgot the password chooses a new one through the e-mailed link', async ({
  page,
}) => {
  const account = newAccount();
  await signUpThroughApi(page, account);
  await signOutInBrowser(page);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');

  await page.goto(await linkInMail(sharedServer(), account.email, '/reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('Confirm new password').fill('password1234');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/common|guess/i).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await signOutInBrowser(page);
  await signInInBrowser(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInInBrowser(page, account.email, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('on /profile a parent changes the password, signs out other browsers, downloads and deletes the data', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await signUpThroughApi(page, account);
  // A second browser signed in to the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInInBrowser(otherPage, account.email, account.password, sharedServer().url);
  await expect(otherPage.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('This browser')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  // It asks for the password: a borrowed browser cannot lock the family out of the others.
  const proof = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await proof.getByLabel('Your password').fill('not my password at all');
  await proof.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(proof.getByText('That is not your password.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await proof.getByLabel('Your password').fill(account.password);
  await proof.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Signed out everywhere else', { exact: true })).toBeVisible();
  await expect(proof).toHaveCount(0);
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await otherPage.request.get(`${sharedServer().url}/api/auth/user`)).status()).toBe(401);
  await other.close();

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password at all');
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('That is not your current password.')).toBeVisible();
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();

  const data = page.getByRole('region', { name: 'Your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(exported.account.email).toBe(account.email);

  await data.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByLabel('Your password').fill(NEW_PASSWORD);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Connecting Families with Autism Care',
  );
  await signInInBrowser(page, account.email, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});
