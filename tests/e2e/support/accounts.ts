import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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

/** Creates a built-in account through the sign-in page, as a parent would, and lands on `/`. */
export async function signUpInBrowser(
  page: Page,
  account: BrowserAccount,
  base = '',
): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
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
