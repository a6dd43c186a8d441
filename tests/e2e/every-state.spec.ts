import { expect, seriousAxeViolations, test } from './fixtures';
import { ADMIN_EMAILS, adminAccount, newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { PHONE } from './support/phone';

// Any state or territory for registry-API imports, and what a family there sees: providers placed
// at their ZIP code's centre, each card saying so (docs/product.md#approximate-locations). On a
// server of its own, empty at first, so Montana has no provider before the import.

test('an admin imports Montana from the list; a family there finds its providers, placed approximately', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const server = await startOwnServer({
    ADMIN_EMAILS: ADMIN_EMAILS.join(','),
    NPPES_API_URL: process.env.NPPES_API_URL!,
  });
  try {
    await signUpThroughApi(page, adminAccount(testInfo, 11), server);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByText('No providers yet.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Any state or territory' }).click();
    await page.getByRole('option', { name: 'MT', exact: true }).click();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('MT Import Successful')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Imported \d+ MT autism specialists$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Providers per state' })).toContainText('MT');
    await expect(page.getByRole('list', { name: 'Providers by source' })).toContainText(
      'NPI registry API',
    );
    await expect(page.getByText('Live Data')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admin-any-state.png'), fullPage: true });

    // A family in Helena, at 1280 px and then on a phone.
    for (const [name, options] of [
      ['1280', { viewport: { width: 1280, height: 800 } }],
      ['375', PHONE],
    ] as const) {
      const context = await browser.newContext(options);
      const family = await context.newPage();
      try {
        await signUpThroughApi(family, newAccount(), server);
        const saved = await family.request.put(`${server.url}/api/profile`, {
          data: {
            insuranceType: 'Medicaid',
            desiredServices: ['Autism Diagnosis'],
            zipCode: '59601',
          },
        });
        expect(saved.ok()).toBe(true);
        await family.goto(`${server.url}/home?tab=list`);
        const card = family.getByRole('article').first();
        await expect(card).toBeVisible();
        // A compact card keeps the address for its details; the note shows either way.
        if (name === '1280') await expect(card).toContainText(', MT');
        await expect(card.getByText('Location approximate (ZIP code)')).toBeVisible();
        const height = (await card.boundingBox())!.height;
        testInfo.annotations.push({ type: `card height at ${name}`, description: String(height) });
        // A compact card keeps its budget with the note (see the phone-layout test).
        if (name === '375') expect(height).toBeLessThanOrEqual(240);
        expect(await seriousAxeViolations(family)).toEqual([]);
        await card.screenshot({ path: testInfo.outputPath(`approximate-card-${name}.png`) });
        await family.screenshot({ path: testInfo.outputPath(`approximate-list-${name}.png`) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.stop();
  }
});
