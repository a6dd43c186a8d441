import { expect, keepLocal, seriousAxeViolations, test } from './fixtures';
import { ADMIN_EMAILS, adminAccount, newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { PHONE } from './support/phone';
import { planNetDirectory } from '../servers/plan-net-directory';
import { startPlanNetServer } from '../servers/plan-net-server';

// Admin slots 3-4 of tests/e2e/support/accounts.ts. An import adds providers, so this runs on a
// server of its own, reading the recorded Plan-Net directory from a local FHIR server.

test('an admin imports a payer directory, and a family in Connecticut sees its networks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const fhir = await startPlanNetServer(planNetDirectory());
  const server = await startOwnServer({ ADMIN_EMAILS: ADMIN_EMAILS.join(',') });
  const phone = await browser.newContext(PHONE);
  try {
    const phonePage = await phone.newPage();
    await keepLocal(phonePage);
    await signUpThroughApi(page, adminAccount(testInfo, 3), server);
    await page.goto(`${server.url}/admin`);
    const section = page.getByRole('region', { name: 'Payer directories' });
    await expect(section.getByText('No payer directories yet.', { exact: false })).toBeVisible();

    // Adding: an address that is not a FHIR base URL is refused on its field first.
    const form = section.getByRole('form', { name: 'Add a directory' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Green Circle Health');
    await form.getByRole('textbox', { name: 'FHIR base URL' }).fill(`${fhir.url}?page=1`);
    await form.getByRole('combobox', { name: 'Insurance type' }).click();
    await page.getByRole('option', { name: 'Aetna' }).click();
    await form.getByRole('button', { name: 'Add directory' }).click();
    await expect(form.getByRole('textbox', { name: 'FHIR base URL' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await form.getByRole('textbox', { name: 'FHIR base URL' }).fill(fhir.url);
    await form.getByRole('button', { name: 'Add directory' }).click();
    await expect(page.getByText('Directory added', { exact: true })).toBeVisible();
    const item = section.getByRole('listitem').filter({ hasText: 'Green Circle Health' });
    await expect(item.getByText('Not imported yet.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Another admin, on a phone, imports it: progress while it reads, then what the run found.
    await signUpThroughApi(phonePage, adminAccount(testInfo, 4), server);
    await phonePage.goto(`${server.url}/admin`);
    const onPhone = phonePage
      .getByRole('region', { name: 'Payer directories' })
      .getByRole('listitem')
      .filter({ hasText: 'Green Circle Health' });
    await onPhone.getByRole('button', { name: 'Import now: Green Circle Health' }).click();
    await expect(onPhone.getByText(/^Last import \(succeeded\) on /)).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      onPhone.getByText(/59 practitioners and organizations \(0 matched, 59 new\)/),
    ).toBeVisible();
    await expect(
      onPhone.getByText(/13 networks, 30 plans; 59 claims added, 0 ended/),
    ).toBeVisible();
    await expect(
      phonePage.getByText('Green Circle Health imported', { exact: true }),
    ).toBeVisible();
    // Nothing wider than the phone.
    expect(
      await phonePage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    expect(await seriousAxeViolations(phonePage)).toEqual([]);
    await phonePage.screenshot({
      path: testInfo.outputPath('payer-directories-admin-375.png'),
      fullPage: true,
    });

    // The first admin sees the same summary.
    await page.reload();
    await expect(item.getByText(/^Last import \(succeeded\) on /)).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath('payer-directories-admin-1280.png'),
      fullPage: true,
    });

    // A family with Aetna in Hartford sees the directory's providers as in network, with the
    // directory's name and the day it was read, at both widths.
    const checked = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const claim = new RegExp(
      `^In network: .+ — payer directory Green Circle Health, checked ${checked}`,
    );
    for (const [width, familyPage] of [
      [1280, page],
      [375, phonePage],
    ] as const) {
      await familyPage.context().clearCookies();
      await signUpThroughApi(familyPage, newAccount(), server);
      const saved = await familyPage.request.put(`${server.url}/api/profile`, {
        data: { insuranceType: 'Aetna', desiredServices: ['Autism Diagnosis'], zipCode: '06103' },
      });
      expect(saved.ok()).toBe(true);
      await familyPage.goto(`${server.url}/home?tab=list`);
      const first = familyPage.getByRole('article').first();
      await expect(first.getByText("In Aetna's network")).toBeVisible();
      if (width === 375) await first.getByRole('button', { name: 'Show details' }).click();
      await expect(first.getByText(claim).first()).toBeVisible();
      expect(await seriousAxeViolations(familyPage)).toEqual([]);
      await familyPage.screenshot({
        path: testInfo.outputPath(`payer-directories-family-${width}.png`),
      });
    }

    // 'Which plan?': naming the first card's network, the family is matched on it alone.
    const network = /^In network: (.+) — payer directory/.exec(
      (await page.getByRole('article').first().getByText(claim).first().textContent())!,
    )![1]!;
    await page.goto(`${server.url}/profile`);
    await page.getByRole('combobox', { name: 'Which plan? (optional)' }).click();
    await page.getByRole('option', { name: network }).click();
    await expect(page.getByText(/^Plans?: /)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('payer-directories-which-plan-1280.png') });
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
    await page.goto(`${server.url}/home?tab=list`);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard.getByText("In Aetna's network")).toBeVisible();
    await expect(
      firstCard.getByText(`In network: ${network} — payer directory Green Circle Health`, {
        exact: false,
      }),
    ).toBeVisible();
    // Providers only other networks list are no longer known to take it: the family may ask.
    await expect(page.getByText('Ask about Aetna').first()).toBeAttached();
  } finally {
    await phone.close();
    await server.stop();
    await fhir.close();
  }
});
