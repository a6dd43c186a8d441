import type { ManagedProvider, ManagementPage } from '../../src/shared/api/provider-management';
import { startPublisher, type Publisher } from '../fixtures/smart-scheduling/publisher.mjs';
import { expect, seriousAxeViolations, test } from './fixtures';
import { adminAccount, signUpThroughApi } from './support/accounts';

// Admin slot 8 is this file's. Each project connects the publisher to its own Rockville sample provider
// (the test server lists 127.0.0.1, where the publisher listens, in OUTBOUND_ALLOWED_HOSTS).

let publisher: Publisher;
test.beforeAll(async () => {
  publisher = await startPublisher();
});
test.afterAll(() => publisher.close());

test('an admin connects a clinic’s scheduling system and sees how the read went @layout', async ({
  page,
}, testInfo) => {
  // Room for the read on a loaded machine (other specs' reads share its lane's four slots).
  test.setTimeout(200_000);
  await signUpThroughApi(page, adminAccount(testInfo, 8));
  const listed = (await (
    await page.request.get('/api/admin/providers?q=rockville')
  ).json()) as ManagementPage;
  const rockville = listed.providers.filter((p: ManagedProvider) => p.state === 'MD');
  const target = rockville[testInfo.project.name === 'desktop' ? 0 : 1]!;

  await page.goto('/provider-management');
  await page.getByPlaceholder('Search providers...').fill(target.name);
  await page.getByRole('button', { name: new RegExp(target.name) }).click();
  await page.getByRole('tab', { name: 'Scheduling system' }).click();
  await expect(page.getByText('No scheduling system is connected.')).toBeVisible();

  // An address the server may not reach is refused on the field.
  const field = page.getByRole('textbox', { name: 'Manifest address ($bulk-publish)' });
  await field.fill('http://169.254.169.254/$bulk-publish');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/^must be a public address/)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(publisher.url);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected. It is being read now.')).toBeVisible();
  // The server reads it at once; none of the sample providers' NPIs is the publisher's. On a
  // loaded machine the read can wait for a free slot of its lane; the page asks until the server
  // says it is done.
  await expect(
    page.getByText(
      /^Last read (now|\d+ seconds? ago|1 minute ago): 40 locations, 0 matched, 0 openings$/,
    ),
  ).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('40 locations match no listing (by NPI or address).')).toBeVisible();
  expect(publisher.requests.some((r) => r.path === '/$bulk-publish')).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(
      `scheduling-admin-${testInfo.project.name === 'desktop' ? 1280 : 375}.png`,
    ),
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('No scheduling system is connected.')).toBeVisible();
});
