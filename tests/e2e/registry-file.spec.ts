import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, keepLocal, seriousAxeViolations, test } from './fixtures';
import { ADMIN_EMAILS, adminAccount, newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { PHONE } from './support/phone';

// Admin slot 5 of tests/e2e/support/accounts.ts. The monthly sample adds thousands of providers,
// so this runs on a server of its own, whose REGISTRY_FILES_DIR holds a copy of the sample.
// Wyoming: in the sample, in neither the seed nor any other spec's import.

const FILE = 'npidata_pfile_20050523-20260209.csv';
const SAMPLE = path.resolve(import.meta.dirname, '../fixtures/nppes-file/npidata_pfile_sample.csv');

/** The whole admin page: an element's own screenshot shows the sticky header over it. */
async function shootAdmin(page: Page, testInfo: TestInfo, width: number) {
  // From the top: a full-page shot paints the sticky header where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath(`registry-file-admin-${width}.png`),
    fullPage: true,
  });
}

test('an admin imports the monthly registry file, and a family in Wyoming finds its providers', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'acf-e2e-registry-files-'));
  copyFileSync(SAMPLE, path.join(folder, FILE));
  const server = await startOwnServer({
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    REGISTRY_FILES_DIR: folder,
  });
  const phone = await browser.newContext(PHONE);
  try {
    const phonePage = await phone.newPage();
    await keepLocal(phonePage);
    await signUpThroughApi(page, adminAccount(testInfo, 5), server);
    await page.goto(`${server.url}/admin`);
    const section = page.getByRole('region', { name: 'National registry file' });
    await expect(section.getByText('No registry file has been imported yet.')).toBeVisible();
    await expect(section.getByText(folder, { exact: false })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A path outside the folder is refused on its field.
    const field = section.getByRole('textbox', { name: 'Path on the server' });
    await field.fill('../npidata_pfile_sample.csv');
    await section.getByRole('button', { name: 'Import file' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText(/^must be an existing \.csv or \.zip file/)).toBeVisible();

    // The sample by its name in the folder: progress, then the summary.
    await field.fill(FILE);
    await section.getByRole('button', { name: 'Import file' }).click();
    await expect(section.getByRole('progressbar', { name: `Progress of ${FILE}` })).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').getByText('Registry file imported', { exact: true }),
    ).toBeVisible({
      timeout: 60_000,
    });
    const run = section.getByRole('list', { name: 'The last runs' }).getByRole('listitem').first();
    await expect(run).toContainText(FILE);
    await expect(run).toContainText('Monthly file');
    await expect(run).toContainText(/Done · Finished /);
    await expect(run).toContainText(
      /[\d,]+ added, 0 updated, 0 unchanged, [\d,]+ deactivated, [\d,]+ skipped/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shootAdmin(page, testInfo, 1280);

    // On a phone, the same section fits the screen.
    await phone.addCookies(await page.context().cookies());
    await phonePage.goto(`${server.url}/admin`);
    await expect(
      phonePage.getByRole('region', { name: 'National registry file' }).getByText(FILE).first(),
    ).toBeVisible();
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await shootAdmin(phonePage, testInfo, 375);

    // A family in Cheyenne, where nobody was listed before, finds the file's providers.
    await page.context().clearCookies();
    await signUpThroughApi(page, newAccount(), server);
    const saved = await page.request.put(`${server.url}/api/profile`, {
      data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '82001' },
    });
    expect(saved.ok()).toBe(true);
    await page.goto(`${server.url}/home?tab=list&state=WY&within=any`);
    const card = page.getByRole('article').first();
    await expect(card).toContainText(', WY');
    // The file gives no coordinates: the card says the place is only the ZIP code's centre.
    await expect(card.getByText('Location approximate (ZIP code)')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.screenshot({ path: testInfo.outputPath('registry-file-card-1280.png') });
  } finally {
    await phone.close();
    await server.stop();
  }
});
