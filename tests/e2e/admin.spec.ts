import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import {
  ADMIN_EMAILS,
  adminAccount,
  newAccount,
  signInInBrowser,
  signUpThroughApi,
} from './support/accounts';
import { startOwnServer } from './support/own-server';

// Admin slots 1-2 of tests/e2e/support/accounts.ts. Importing and clearing change the provider
// table that other specs read, so that test runs on a server of its own.

test.describe('admin dashboard', () => {
  test('an admin imports a state, then all states, then clears every provider', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const server = await startOwnServer({
      SAMPLE_DATA: 'on',
      ADMIN_EMAILS: ADMIN_EMAILS.join(','),
      NPPES_API_URL: process.env.NPPES_API_URL!,
    });
    try {
      await signUpThroughApi(page, adminAccount(testInfo, 1), server);
      await page.goto(`${server.url}/admin`);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByText('Sample Data')).toBeVisible();
      const total = page.getByTestId('provider-total');
      const sampleTotal = Number((await total.textContent())!.replace(/,/g, ''));
      expect(sampleTotal).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Manage Provider Details' })).toHaveAttribute(
        'href',
        '/provider-management',
      );

      // One state: progress shows, every import button waits, then the state's import toast.
      await page.getByRole('button', { name: 'Import NC providers' }).click();
      await expect(page.getByText(/Importing from the NPI registry/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'All 11 States' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Import GA providers' })).toBeDisabled();
      await page.screenshot({ path: testInfo.outputPath('admin-importing.png'), fullPage: true });
      await expect(page.getByText('NC Import Successful')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(/^Imported \d+ NC autism specialists$/)).toBeVisible();
      // The sample stays beside what was imported: both counts, never 'Live Data' alone.
      await expect(
        page.getByText(/^Sample and live data: [\d,]+ sample, [\d,]+ live$/),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Providers by source' })).toContainText(
        'NPI registry',
      );
      await expect(page.getByRole('button', { name: 'All 11 States' })).toBeEnabled();
      const afterState = Number((await total.textContent())!.replace(/,/g, ''));
      expect(afterState).toBeGreaterThan(sampleTotal);

      // All states: statistics follow the import as it goes.
      await page.getByRole('button', { name: 'All 11 States' }).click();
      await expect(page.getByText('Import Successful', { exact: true })).toBeVisible({
        timeout: 45_000,
      });
      await expect(page.getByText(/^Imported \d+ providers from 9 states$/)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Providers per state' })).toContainText('MD');
      await expect(
        page.getByText('Import finished', { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();

      // Clear: the confirmation first; Cancel keeps everything.
      await page.getByRole('button', { name: 'Clear All Providers' }).click();
      const dialog = page.getByRole('dialog', { name: 'Clear All Providers' });
      await expect(dialog).toContainText(
        'Are you sure you want to clear all providers? This cannot be undone.',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(total).not.toHaveText('0');
      await page.getByRole('button', { name: 'Clear All Providers' }).click();
      await dialog.getByRole('button', { name: 'Clear All Providers' }).click();
      await expect(page.getByText('Providers Cleared', { exact: true })).toBeVisible();
      await expect(
        page.getByText('All providers have been removed from the database'),
      ).toBeVisible();
      await expect(total).toHaveText('0');
      await expect(
        page.getByText('Providers cleared', { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
    } finally {
      await server.stop();
    }
  });

  test(
    'the dashboard reads well and passes axe at this width',
    LAYOUT,
    async ({ page }, testInfo) => {
      await signUpThroughApi(page, adminAccount(testInfo, 2));
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByTestId('provider-total')).toBeVisible();
      await expect(
        page.getByText('Admin role granted', { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`admin-${testInfo.project.name}.png`),
        fullPage: true,
      });
    },
  );

  test('a family following the Admin Panel link sees "Admins only"', async ({ page }) => {
    await signUpThroughApi(page, newAccount());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All 11 States' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('signing up first with an admin address gains nothing', async ({ page }, testInfo) => {
    // Someone who does not read the admin's inbox signs up with it: the password opens nothing.
    const taker = adminAccount(testInfo, 7);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(taker.firstName);
    await page.getByLabel('Last name').fill(taker.lastName);
    await page.getByLabel('Email').fill(taker.email);
    await page.getByLabel('Password').fill(taker.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await signInInBrowser(page, taker.email, taker.password);
    await expect(page.getByText('Please confirm your e-mail address first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/audit-log')).status()).toBe(401);
  });
});
