import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { linkInMail, sharedServer, type AppServer } from './mailbox';

export interface BrowserAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const newAccount = (overrides: Partial<BrowserAccount> = {}): BrowserAccount => ({
  firstName: 'Maya',
  lastName: 'Okafor',
  email: `maya-${randomUUID().slice(0, 8)}@example.org`,
  password: 'a calm long password',
  ...overrides,
});

/**
 * Creates a built-in account through the sign-in page, as a parent would: the form, 'Check your
 * e-mail', then the link in the verification e-mail, which signs in; lands on the first-run step
 * (`/welcome`).
 */
export async function signUpInBrowser(
  page: Page,
  account: BrowserAccount,
  server: AppServer = sharedServer(),
): Promise<void> {
  await page.goto(`${server.url}/sign-in`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await linkInMail(server, account.email.toLowerCase(), '/verify-email'));
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Creates a built-in account through the API, for specs about something other than signing up:
 * the same sign-up request the form sends and the e-mailed verification link, which signs this
 * browser in; then opens `/` signed in, where signUpInBrowser also ends.
 */
export async function signUpThroughApi(
  page: Page,
  account: BrowserAccount,
  server: AppServer = sharedServer(),
): Promise<void> {
  // From an address of its own, like the page (tests/e2e/fixtures.ts): the per-address sign-up
  // limit is for the test about it.
  const headers = { 'x-forwarded-for': `10.30.${randomInt(250)}.${randomInt(250)}` };
  const signedUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
    headers,
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(signedUp.status()).toBe(202);
  const link = new URL(await linkInMail(server, account.email.toLowerCase(), '/verify-email'));
  const verified = await page.request.post(`${server.url}/api/auth/verify-email`, {
    headers,
    data: { token: link.searchParams.get('token') },
  });
  expect(verified.status()).toBe(200);
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs out through the page a plain link to /api/logout shows: its button posts the sign-out. */
export async function signOutInBrowser(page: Page): Promise<void> {
  await page.goto('/api/logout');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
}

export async function signInInBrowser(
  page: Page,
  email: string,
  password: string,
  base = '',
): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// The e2e server makes these addresses admins at sign-in (ADMIN_EMAILS): twelve per browser project,
// so that every admin test has an account of its own on the shared server.
const ADMIN_SLOTS = 12;
const PROJECTS = ['desktop', 'phone'];
export const ADMIN_EMAILS = PROJECTS.flatMap((project) =>
  Array.from({ length: ADMIN_SLOTS }, (_, i) => `admin-${project}-${i + 1}@example.org`),
);

/** The admin account of one test: `slot` (1-12) must be unique among the admin tests. */
export function adminAccount(testInfo: TestInfo, slot: number): BrowserAccount {
  if (slot < 1 || slot > ADMIN_SLOTS) throw new Error(`admin slot ${slot} is not 1-${ADMIN_SLOTS}`);
  return newAccount({
    firstName: 'Avery',
    lastName: 'Admin',
    email: `admin-${testInfo.project.name}-${slot}@example.org`,
  });
}
