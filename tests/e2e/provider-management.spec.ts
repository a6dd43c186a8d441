import type { Page } from '@playwright/test';
import type { ManagedProvider, ManagementPage } from '../../src/shared/api/provider-management';
import { PNG } from '../support/images';
import { expect, seriousAxeViolations, test } from './fixtures';
import { adminAccount, newAccount, signUpThroughApi } from './support/accounts';

// Admin slots 6-10 are this file's. Each project edits its own sample provider in Indiana (the
// other specs pick theirs from GA, OR or the top of the whole list) and removes nothing.

/** The n-th Indiana sample provider (by name), through the management API's paging. */
async function indianaProvider(page: Page, n: number): Promise<ManagedProvider> {
  const found: ManagedProvider[] = [];
  let cursor: string | null = '';
  while (cursor !== null && found.length <= n) {
    const response = await page.request.get(
      `/api/admin/providers?q=IN${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const body = (await response.json()) as ManagementPage;
    found.push(...body.providers.filter((p) => p.state === 'IN'));
    cursor = body.nextCursor;
  }
  return found[n]!;
}

test.describe('provider management', () => {
  test('an admin manages a provider’s image, website and verified details', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(60_000);
    await signUpThroughApi(page, adminAccount(testInfo, 6));
    const target = await indianaProvider(page, testInfo.project.name === 'desktop' ? 2 : 3);

    await page.goto('/provider-management');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Provider Management' }),
    ).toBeVisible();
    await expect(
      page.getByText('Select a provider from the list to manage their details'),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('management.png'), fullPage: true });

    // Live search by NPI substring, answered by the server.
    await page.getByPlaceholder('Search providers...').fill(target.name);
    const card = page.getByRole('button', { name: new RegExp(target.name) });
    await expect(page.getByText('1 provider(s) found')).toBeVisible();
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');

    // Profile Image: upload a real PNG through Uppy, then it is saved on the provider.
    const details = page.getByRole('tabpanel');
    await expect(details.getByRole('heading', { name: target.name })).toBeVisible();
    await details.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Provider Image' });
    await expect(dialog.getByText('JPEG, PNG or WebP, up to 5 MB')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('management-upload.png') });
    await dialog.locator('input[type=file]').first().setInputFiles({
      name: 'clinic.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await dialog.getByRole('button', { name: /^Upload 1 file$/ }).click();
    await expect(page.getByText('Provider image updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(details.getByRole('button', { name: 'Change profile image' })).toBeVisible();
    const image = page.locator(`img[src^="/objects/"]`).first();
    await expect(image).toBeVisible();
    const served = await page.request.get((await image.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await page.screenshot({ path: testInfo.outputPath('management-image.png') });

    // Website URL: pre-filled with the current URL, disabled when empty, cleared after saving.
    await page.getByRole('tab', { name: 'Website URL' }).click();
    const website = page.getByRole('textbox', { name: 'Website URL' });
    await expect(website).toHaveValue(target.websiteUrl ?? '');
    const update = page.getByRole('button', { name: 'Update Website URL' });
    await expect(
      page.getByText("Enter the provider's practice or business website URL"),
    ).toBeVisible();
    await website.fill('');
    await expect(update).toBeDisabled();
    const url = `https://${testInfo.project.name}.clinic.example/`;
    await website.fill(url);
    await update.click();
    await expect(page.getByText('Provider website updated successfully')).toBeVisible();
    await expect(website).toHaveValue('');
    await expect(page.getByRole('link', { name: url })).toHaveAttribute('href', url);

    // E-mail: where requests go; a bad address is refused, naming the field.
    await page.getByRole('tab', { name: 'E-mail' }).click();
    const email = page.getByRole('textbox', { name: 'E-mail for appointment requests' });
    await email.fill('not an address');
    await page.getByRole('button', { name: 'Update E-mail' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const desk = `desk-${testInfo.project.name}@clinic.example`;
    await email.fill(desk);
    await page.getByRole('button', { name: 'Update E-mail' }).click();
    await expect(
      page.getByText('Provider e-mail updated: waiting requests are on their way'),
    ).toBeVisible();
    await expect(page.getByText(desk, { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (isMobile) await page.screenshot({ path: testInfo.outputPath('management-email.png') });

    // Insurance & Services: verified with today's date and this admin.
    await page.getByRole('tab', { name: 'Insurance & Services' }).click();
    await expect(page.getByText(/^Not verified yet/)).toBeVisible();
    for (const option of ['Medicaid', 'Aetna', 'Autism Diagnosis']) {
      const box = page.getByRole('checkbox', { name: option });
      if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
    }
    await page.getByLabel('Average wait (days)').fill('21');
    await page
      .getByRole('group', { name: 'Accepting new patients' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    // The ages the practice sees and the languages it speaks; telehealth stays unknown.
    const ages = page.getByRole('group', { name: 'Ages seen (years)' });
    await ages.getByLabel('From').fill('3');
    await ages.getByLabel('To').fill('18');
    // Ticked whatever it was before (a sample provider may list Spanish already).
    const spanish = page.getByRole('checkbox', { name: 'Spanish' });
    if ((await spanish.getAttribute('aria-checked')) !== 'true') await spanish.click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save verified details' }).click();
    await expect(page.getByText('Provider details verified successfully')).toBeVisible();
    await expect(page.getByText(/^Last verified today .* by Avery Admin\.$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('management-details.png'), fullPage: true });

    // Families see it on the provider list and in the map popup.
    await page.goto(`/home?tab=list&q=${encodeURIComponent(target.name)}`);
    const listed = page.getByRole('article', { name: target.name });
    // Phones keep a card's details behind 'Show details'.
    if (isMobile) await listed.getByRole('button', { name: 'Show details' }).click();
    await expect(listed.getByText('Insurance and services verified today')).toBeVisible();
    await expect(listed.getByText('Accepting new patients')).toBeVisible();
    await expect(listed.getByText('3 weeks wait')).toBeVisible();
    await expect(listed.getByText('3 to 18 years')).toBeVisible();
    await expect(listed.getByText(/(^|, )Spanish(, |$)/)).toBeVisible();
    await page.goto(`/home?tab=map&q=${encodeURIComponent(target.name)}`);
    await page.getByRole('button', { name: target.name, exact: true }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText('Insurance and services verified today')).toBeVisible();
    await expect(popup.getByText('Accepting new patients')).toBeVisible();
  });

  test('a family sees Admins only', async ({ page }, testInfo) => {
    await signUpThroughApi(page, newAccount());
    await page.goto('/provider-management');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByPlaceholder('Search providers...')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admins-only.png') });
  });
});
