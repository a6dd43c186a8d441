import { readFileSync } from 'node:fs';
import { expect, seriousAxeViolations, test, untilHydrated } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';

test('from the basket to requests, a scheduled appointment and its calendar file', async ({
  page,
}, testInfo) => {
  const account = newAccount();
  await signUpThroughApi(page, account);
  await page.goto('/appointments');
  await expect(page.getByText('No appointment requests yet')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Two providers with known waits, so both become 'Top Appointment Options'.
  // This test is about the basket, not about taps made before the scripts have taken the page
  // over (first-view.spec.ts covers those).
  await page.goto('/home?tab=list&sort=wait');
  await untilHydrated(page);
  const adds = page.getByRole('button', { name: 'Add to Care Basket' });
  await adds.nth(0).click();
  await expect(page.getByRole('button', { name: 'Care basket, 1 provider' })).toBeVisible();
  await adds.nth(0).click();
  await expect(page.getByRole('button', { name: 'Care basket, 2 providers' })).toBeVisible();

  await page.getByRole('button', { name: 'Care basket, 2 providers' }).click();
  const sheet = page.getByRole('dialog', { name: 'Care Basket' });
  await expect(sheet.getByText('2 provider(s) selected')).toBeVisible();
  await sheet.getByRole('button', { name: 'Submit Appointment Requests' }).click();
  await expect(page.getByText('Requests Submitted')).toBeVisible();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Care basket', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Appointment Options' })).toBeVisible();
  await expect(page.getByText('Option 1')).toBeVisible();
  await expect(page.getByText('Option 2')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Appointments' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Requests' })).toBeVisible();
  await expect(page.getByText('requested', { exact: true })).toHaveCount(2);
  // No clinic has offered a day: the only way to book is a time already agreed by phone.
  await expect(page.getByRole('button', { name: /^Schedule/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'I already arranged a time by phone' }).first().click();

  const dialog = page.getByRole('dialog', { name: 'A time you arranged by phone' });
  await expect(dialog.getByLabel('Email for Reminders')).toHaveValue(account.email);
  await expect(dialog.getByRole('button', { name: 'Confirm Schedule' })).toBeDisabled();
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').fill('14:30');
  await dialog.getByLabel('Notes for Provider (Optional)').fill('Quiet waiting room helps.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm Schedule' }).click();
  await expect(page.getByText('Appointment saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('time arranged by phone', { exact: true })).toBeVisible();
  // Agreed with the clinic: the other request can go, so its clinic can give the place away.
  await page.getByRole('button', { name: 'Withdraw my other requests' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw your other request?' });
  await expect(withdraw).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await withdraw.getByRole('button', { name: 'Withdraw them' }).click();
  await expect(page.getByText('Requests withdrawn')).toBeVisible();
  await expect(withdraw).toBeHidden();
  await expect(page.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Quiet waiting room helps.')).toBeVisible();
  await expect(page.getByText(`Reminders go to ${account.email}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('appointments.png'), fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to Calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointment-[0-9a-f-]{36}\.ics$/);
  const ics = readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('TRIGGER:-PT168H');
  expect(ics).not.toContain('DT\r\n');
  await expect(page.getByText('Calendar File Downloaded')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
