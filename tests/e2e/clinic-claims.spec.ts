import type { Page, TestInfo } from '@playwright/test';
import type { ManagedProvider, ManagementPage } from '../../src/shared/api/provider-management';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { adminAccount, signUpThroughApi } from './support/accounts';
import { findInMail, sharedServer } from './support/mailbox';

// Admin slot 12 of tests/e2e/support/accounts.ts. A clinic whose listing has no e-mail address
// claims it on /for-clinics, an admin approves it in 'Listing claims', and the clinic signs in by
// the e-mailed link to /clinic. Each browser project claims a listing of its own.

async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`claims-${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/** A sample listing without an e-mail address and with a name no other listing has. */
async function listingWithoutAddress(page: Page, testInfo: TestInfo): Promise<ManagedProvider> {
  const answer = (await (
    await page.request.get('/api/admin/providers?q=GA')
  ).json()) as ManagementPage;
  const names = answer.providers.map((p) => p.name);
  const candidates = answer.providers.filter(
    (p) => p.email === null && p.state === 'GA' && names.filter((n) => n === p.name).length === 1,
  );
  const listing = candidates[testInfo.project.name === 'phone' ? 1 : 0];
  if (!listing) throw new Error('no sample listing in GA without an e-mail address');
  return listing;
}

test(
  'a clinic claims its listing, an admin approves, and the clinic signs in by link',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const adminPage = page;
    await signUpThroughApi(adminPage, adminAccount(testInfo, 12));
    const listing = await listingWithoutAddress(adminPage, testInfo);
    const workEmail = `office-${testInfo.project.name}-${Date.now()}@clinic.example.org`;

    // The clinic, signed out, in a browser of its own: from the landing page to its listing.
    const clinic = await browser.newPage({ viewport: page.viewportSize() });
    await clinic.setExtraHTTPHeaders({
      'x-forwarded-for': `10.40.${Date.now() % 250}.${testInfo.workerIndex + 1}`,
    });
    await clinic.goto('/');
    await lookAt(clinic, testInfo, 'landing');
    await clinic.getByRole('link', { name: 'For clinics' }).first().click();
    await expect(clinic.getByRole('heading', { level: 1, name: 'For clinics' })).toBeVisible();
    expect(await seriousAxeViolations(clinic)).toEqual([]);
    await clinic.getByLabel('NPI number or clinic name').fill(listing.name);
    await clinic.getByLabel('State (optional)').fill('ga');
    await clinic.getByRole('button', { name: 'Search' }).click();
    await expect(clinic.getByText(/listings? found$/)).toBeVisible();
    await lookAt(clinic, testInfo, 'for-clinics-results');
    await clinic.getByRole('button', { name: `This is my clinic: ${listing.name}` }).click();
    await expect(
      clinic.getByRole('heading', { name: `Ask to manage ${listing.name}` }),
    ).toBeVisible();
    await clinic.getByLabel('Your name').fill('Jordan Price');
    await clinic.getByLabel('Your role at the clinic').fill('Office manager');
    await clinic.getByLabel('Work e-mail').fill(workEmail);
    await clinic.getByLabel('Phone').fill('(404) 555-0199');
    await lookAt(clinic, testInfo, 'for-clinics');
    await clinic.getByRole('button', { name: 'Ask to manage this listing' }).click();
    await expect(
      clinic.getByRole('heading', { name: 'An admin will review your request' }),
    ).toBeVisible();

    // The admin's queue: who asks, and the listing's own number to call back; then Approve.
    await adminPage.goto('/admin');
    const queue = adminPage.getByRole('region', { name: 'Listing claims' });
    const item = queue.getByRole('listitem').filter({ hasText: listing.name });
    await expect(item).toContainText('Jordan Price (Office manager)');
    await expect(item).toContainText(workEmail);
    await item.scrollIntoViewIfNeeded();
    expect(
      await seriousAxeViolations(adminPage, {
        include: '[aria-labelledby="listing-claims-title"]',
      }),
    ).toEqual([]);
    await queue.screenshot({
      path: testInfo.outputPath(`claims-admin-queue-${testInfo.project.name}.png`),
    });
    await item.getByRole('button', { name: `Approve the claim on ${listing.name}` }).click();
    await expect(
      adminPage.getByText('Claim approved: the clinic was e-mailed a sign-in link'),
    ).toBeVisible();
    await expect(queue.getByRole('listitem').filter({ hasText: listing.name })).toHaveCount(0);

    // The clinic's e-mail, its link, and the clinic's page. Its page, opened before signing in,
    // leads to the sign-in.
    await clinic.goto(`/clinic/listings/${listing.id}`);
    await expect(clinic).toHaveURL(/\/clinic\/sign-in$/);
    await expect(clinic.getByRole('heading', { level: 1, name: 'Clinic sign in' })).toBeVisible();
    expect(await seriousAxeViolations(clinic)).toEqual([]);
    const link = await findInMail(
      sharedServer(),
      workEmail,
      /https?:\/\/\S+\/clinic\/sign-in\/[\w-]+/,
    );
    await clinic.goto(new URL(link).pathname);
    await expect(clinic).toHaveURL(/\/clinic$/);
    await expect(clinic.getByRole('heading', { level: 1, name: 'Your listings' })).toBeVisible();
    await expect(clinic.getByRole('heading', { level: 2, name: listing.name })).toBeVisible();
    await expect(
      clinic.getByRole('link', { name: `Open listing: ${listing.name}` }),
    ).toHaveAttribute('href', `/clinic/listings/${listing.id}`);
    await expect(clinic.getByRole('list', { name: 'Who keeps this listing' })).toContainText(
      workEmail,
    );
    expect(await seriousAxeViolations(clinic)).toEqual([]);
    await lookAt(clinic, testInfo, 'clinic-page');
    await clinic.close();
  },
);

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('a clinic finds its listing and the sign-in page in Spanish', async ({ page }, testInfo) => {
    await page.goto('/for-clinics');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Para clínicas' })).toBeVisible();
    await page.getByLabel('Número NPI o nombre de la clínica').fill('a');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Escriba al menos 2 letras del nombre')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await lookAt(page, testInfo, 'for-clinics-es');
    await page
      .getByRole('link', { name: 'Inicie sesión con su correo electrónico de trabajo' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Acceso para clínicas' }),
    ).toBeVisible();
    await page.getByLabel('Correo electrónico de trabajo').fill('nadie@clinica.example.org');
    await page.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }).click();
    await expect(
      page.getByText('Si este correo electrónico mantiene un listado, le enviamos un enlace.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});
