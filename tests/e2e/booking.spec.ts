import type { Page } from '@playwright/test';
import { startSmtpServer } from '../servers/smtp-server';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { reachableClinicsInNc, type ReachableClinic } from './support/reachable-clinics';

const DAY_MS = 86_400_000;
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/**
 * The card as it looks now, in English and in Spanish, saved under the test's output for the
 * record (the language switch in the header changes it in place).
 */
async function cardInBothLanguages(
  page: Page,
  card: ReturnType<Page['locator']>,
  name: string,
  outputPath: (file: string) => string,
) {
  // A toast may still cover the card: the picture is of the card alone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: outputPath(`card-${name}-en.png`) });
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de cita' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: outputPath(`card-${name}-es.png`) });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment Requests' })).toBeVisible();
}

// From the clinic's offer to its confirmation, as the family and the clinic's front desk live it:
// the family asks for a time and shares a phone number and a note; until the clinic confirms, the
// card says it is waiting; the clinic's e-mail (through a real SMTP server) and confirm page carry
// what was shared; the open page hears of the confirmation without a reload.
test(
  'a time asked for waits for the clinic, which sees the shared phone and note, then confirms',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const smtp = await startSmtpServer();
    const server = await startOwnServer({ SMTP_URL: smtp.url, SAMPLE_DATA: 'on' });
    const mailTo = async (address: string, subject: RegExp) => {
      const find = () =>
        smtp.received.findLast(
          (m) => m.to.includes(address) && subject.test(m.parsed.subject ?? ''),
        );
      await expect.poll(find, { timeout: 30_000 }).toBeDefined();
      return find()!;
    };
    try {
      const family = newAccount({ firstName: 'Avery' });
      await signUpThroughApi(page, family, { ...server, smtp });
      const api = page.request;
      await api.put(`${server.url}/api/profile`, {
        data: {
          insuranceType: 'Medicaid',
          desiredServices: ['Autism Diagnosis'],
          zipCode: '27601',
          childAgeYears: 4,
        },
      });
      const [clinic] = (await reachableClinicsInNc(api, server.url)) as [ReachableClinic];
      await api.post(`${server.url}/api/care-basket`, { data: { providerId: clinic.id } });
      expect((await api.post(`${server.url}/api/appointment-requests/submit`)).status()).toBe(201);

      await page.goto(`${server.url}/appointments`);
      const card = page.locator('[id^="request-"]').filter({ hasText: clinic.name });
      await expect(card.getByText('requested', { exact: true })).toBeVisible();
      // Nothing to book yet but a time already agreed by phone.
      await expect(card.getByRole('button', { name: /^Schedule/ })).toHaveCount(0);
      await cardInBothLanguages(page, card, 'requested', (f) => testInfo.outputPath(f));

      // The clinic offers a day, through the link in its e-mail.
      const request = await mailTo(clinic.email, /^Appointment request from Avery/);
      const replyLink = request.parsed.text!.match(/http\S+\/provider-reply\/[\w-]{43}/)![0];
      const desk = await browser.newContext();
      const deskPage = await desk.newPage();
      await deskPage.goto(replyLink);
      await deskPage.getByLabel('We can offer an appointment').check();
      await deskPage.getByLabel('Earliest available date').fill(isoDay(9));
      await deskPage
        .getByRole('group', { name: 'Do you accept Medicaid?' })
        .getByLabel('Yes')
        .check();
      await deskPage.getByRole('button', { name: 'Send reply' }).click();
      await expect(deskPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();

      // The family asks for a time on that day, sharing a phone number and a note.
      const offered = card.getByRole('button', { name: /^Schedule on / });
      await expect(offered).toBeVisible({ timeout: 5_000 });
      await offered.click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
      await expect(dialog.getByLabel('Date')).toHaveValue(isoDay(9));
      await dialog.getByLabel('Time').fill('10:30');
      await dialog.getByLabel('Phone Number (Optional)').fill('(919) 555-0147');
      await dialog
        .getByLabel('Notes for Provider (Optional)')
        .fill('He is shy with new people; mornings are best.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Ask for this time' }).click();
      await expect(page.getByText('Time requested', { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      // Waiting for the clinic: said so, in amber, and nothing is withdrawn yet.
      const waiting = card.getByText('time requested, waiting for the clinic', { exact: true });
      await expect(waiting).toBeVisible();
      await expect(card.getByRole('button', { name: 'Withdraw my other requests' })).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await cardInBothLanguages(page, card, 'waiting-for-the-clinic', (f) =>
        testInfo.outputPath(f),
      );
      await page.reload();
      await expect(waiting).toBeVisible();

      // The clinic's booking e-mail carries what the family shared, and so does its page.
      const booking = await mailTo(clinic.email, /^Please confirm: Avery/);
      const lines = booking.parsed.text!.split('\n');
      expect(lines).toContain('Phone: (919) 555-0147');
      expect(lines).toContain(
        'Notes from the family: He is shy with new people; mornings are best.',
      );
      expect(booking.parsed.text).not.toContain(family.email);
      const confirmLink = booking.parsed.text!.match(/http\S+\/provider-confirm\/[\w-]{43}/)![0];
      await deskPage.goto(confirmLink);
      await expect(deskPage.getByRole('link', { name: '(919) 555-0147' })).toBeVisible();
      await expect(
        deskPage.getByText('He is shy with new people; mornings are best.'),
      ).toBeVisible();
      expect(await seriousAxeViolations(deskPage)).toEqual([]);
      await deskPage.screenshot({ path: testInfo.outputPath('confirm-page.png'), fullPage: true });
      await deskPage.getByRole('button', { name: 'Confirm appointment' }).click();
      await expect(deskPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
      await desk.close();

      // The open page hears of it: confirmed, with no reload.
      await expect(card.getByText('confirmed', { exact: true })).toBeVisible({ timeout: 5_000 });
      await expect(waiting).toHaveCount(0);
      await cardInBothLanguages(page, card, 'confirmed', (f) => testInfo.outputPath(f));
    } finally {
      await server.stop();
      await smtp.close();
    }
  },
);
