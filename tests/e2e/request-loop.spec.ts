import type { Browser, Page } from '@playwright/test';
import { startSmtpServer, type ReceivedMail } from '../servers/smtp-server';
import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { reachableClinicsInNc, type ReachableClinic } from './support/reachable-clinics';

const DAY_MS = 86_400_000;
const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
/** A calendar day as the request card words it in English: '3 March 2027'. */
const replyDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** What a clinic's front desk does with the link in its e-mail, in a browser of its own. */
async function answer(
  browser: Browser,
  link: string,
  fill: (desk: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto(link);
  await expect(
    desk.getByRole('heading', { name: 'Reply to an appointment request' }),
  ).toBeVisible();
  await fill(desk);
  await desk.getByRole('group', { name: 'Do you accept Medicaid?' }).getByLabel('Yes').check();
  await desk.getByRole('button', { name: 'Send reply' }).click();
  // 'Not accepting' closes the family's request, so the page asks once more before sending it.
  const ask = desk.getByRole('group', { name: "Send 'Not accepting new patients'?" });
  const sent = desk.getByRole('heading', { name: 'Thank you' });
  await expect(ask.or(sent)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Yes, send it' }).click();
  await expect(sent).toBeVisible();
  await context.close();
}

/** Subject and first line of each e-mail, for the record of a run. */
const transcript = (mails: readonly ReceivedMail[]) =>
  mails
    .map((m) => {
      // The first line that says something: past the greeting.
      const first =
        (m.parsed.text ?? '').split('\n').find((line) => line.trim() && !/^Hello\b/.test(line)) ??
        '';
      return `${m.to.join(', ')} | ${m.parsed.subject ?? ''} | ${first.trim()}`;
    })
    .join('\n');

// The whole request loop as a family and three clinics live it (docs/product.md#appointment-requests):
// every e-mail goes through a real SMTP server, and a clock set ahead passes the appointment.
test('three clinics answer, the family books the soonest, the clinic confirms, the visit completes', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const smtp = await startSmtpServer();
  let server = await startOwnServer({ SMTP_URL: smtp.url, SAMPLE_DATA: 'on' });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const waitForMail = async (address: string, subject: RegExp) => {
    await expect
      .poll(() => mailsTo(address).find((m) => subject.test(m.parsed.subject ?? '')), {
        timeout: 30_000,
      })
      .toBeDefined();
    return mailsTo(address).findLast((m) => subject.test(m.parsed.subject ?? ''))!;
  };
  try {
    const family = newAccount({ firstName: 'Jordan' });
    await signUpThroughApi(page, family, { ...server, smtp });
    const api = page.request;
    // A phone number shared with the clinics, so the waitlist clinic can promise to call.
    await api.put(`${server.url}/api/profile`, {
      data: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        phone: '(919) 555-0147',
      },
    });
    const withEmail = await reachableClinicsInNc(api, server.url);
    const [offering, waitlist, declining] = withEmail as [
      ReachableClinic,
      ReachableClinic,
      ReachableClinic,
    ];
    for (const provider of [offering, waitlist, declining]) {
      await api.post(`${server.url}/api/care-basket`, { data: { providerId: provider.id } });
    }

    await page.goto(`${server.url}/care-basket`);
    await page.getByRole('button', { name: 'Submit All Requests (3)' }).click();
    await expect(page.getByText('Requests submitted', { exact: true })).toBeVisible();

    // Each clinic gets its own link; each answers differently.
    const linkOf = async (provider: ReachableClinic) => {
      const mail = await waitForMail(provider.email, /^Appointment request from Jordan/);
      return mail.parsed.text!.match(/http\S+\/provider-reply\/[\w-]{43}/)![0];
    };
    const offeredDay = isoDay(3);
    await answer(browser, await linkOf(offering), async (desk) => {
      await desk.getByLabel('We can offer an appointment').check();
      await desk.getByLabel('Earliest available date').fill(offeredDay);
    });
    await answer(browser, await linkOf(waitlist), async (desk) => {
      await desk.getByLabel('Waitlist', { exact: true }).check();
      const wait = desk.getByRole('group', { name: 'Estimated wait' });
      await wait.getByLabel('Number').fill('3');
      await wait.getByLabel('Unit').selectOption('months');
      await desk.getByLabel('We will call the family when a place opens').check();
    });
    await answer(browser, await linkOf(declining), async (desk) => {
      await desk.getByLabel('Not accepting new patients').check();
    });

    // The family hears from all three.
    for (const provider of [offering, waitlist, declining]) {
      await waitForMail(family.email, new RegExp(`^${provider.name} answered your request$`));
    }

    // The offered date comes first, and an option leads to its request card.
    await page.goto(`${server.url}/home?tab=list`);
    const options = page.getByRole('region', { name: 'Top Appointment Options' });
    await expect(options.getByRole('link').first()).toContainText(offering.name);
    await expect(options.getByRole('link').nth(1)).toContainText(waitlist.name);
    await expect(options).not.toContainText(declining.name);
    await options.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/appointments#request-/);
    const card = page.locator(`[id^="request-"]`).filter({ hasText: offering.name });
    await expect(card).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('answers.png'), fullPage: true });

    // A time asked for on the offered day, in the clinic's time zone.
    await card.getByRole('button', { name: `Schedule on ${replyDate(offeredDay)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' });
    await expect(dialog.getByLabel('Date')).toHaveValue(offeredDay);
    // The browser runs in UTC; the clinic is in North Carolina, so the dialog says whose time it is.
    await expect(dialog.getByText(/^Times are in .+ \(the clinic's time zone\)$/)).toBeVisible();
    await dialog.getByLabel('Time').fill('10:00');
    await page.screenshot({ path: testInfo.outputPath('schedule-dialog.png') });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(page.getByText('Time requested', { exact: true })).toBeVisible();
    await expect(card.getByText('time requested, waiting for the clinic')).toBeVisible();

    // The clinic confirms through its link; the family is told.
    const booking = await waitForMail(offering.email, /^Please confirm/);
    const confirmLink = booking.parsed.text!.match(/http\S+\/provider-confirm\/[\w-]{43}/)![0];
    const context = await browser.newContext();
    const desk = await context.newPage();
    await desk.goto(confirmLink);
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await desk.getByRole('button', { name: 'Confirm appointment' }).click();
    await expect(desk.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await context.close();

    // Confirmed: now the other requests may go, the waitlist place named as one to lose.
    await expect(card.getByText('confirmed', { exact: true })).toBeVisible({ timeout: 5_000 });
    await card.getByRole('button', { name: 'Withdraw my other requests' }).click();
    const withdraw = page.getByRole('dialog', { name: /Withdraw your other/ });
    await expect(withdraw).toContainText(
      `${waitlist.name} (${waitlist.city}, ${waitlist.state}): you would lose your place on their waitlist`,
    );
    await withdraw.getByRole('button', { name: 'Withdraw them' }).click();
    await expect(withdraw).toBeHidden();
    await waitForMail(waitlist.email, /withdrawn/i);
    expect(
      mailsTo(declining.email).filter((m) => /withdrawn/i.test(m.parsed.subject ?? '')),
    ).toEqual([]);
    await waitForMail(family.email, new RegExp(`^${offering.name} confirmed your appointment`));
    await page.reload();
    await expect(card.getByText('confirmed', { exact: true })).toBeVisible();
    const cardOf = (name: string) => page.locator(`[id^="request-"]`).filter({ hasText: name });
    await expect(cardOf(waitlist.name).getByText('You withdrew this request.')).toBeVisible();
    await expect(cardOf(declining.name).getByText('The clinic closed this request.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('confirmed.png'), fullPage: true });

    // Four days later (the server's clock set ahead), the appointment is over: completed, and no
    // reminder went out after it began.
    await server.stop();
    const sentBefore = smtp.received.length;
    server = await startOwnServer(
      { SMTP_URL: smtp.url, SAMPLE_DATA: 'on' },
      { port: server.port, dataDir: server.dataDir, clockOffsetMs: 4 * DAY_MS },
    );
    // The server closes past appointments as it starts; reload until that has happened.
    await expect(async () => {
      await page.reload();
      await expect(card.getByText('completed', { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByText(/^Appointment on \d{1,2} \w+ \d{4} at /)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('completed.png'), fullPage: true });
    // The job runner polls every second: give it a few rounds to (wrongly) send a reminder.
    await page.waitForTimeout(3_000);
    expect(
      smtp.received.slice(sentBefore).filter((m) => /^Reminder/.test(m.parsed.subject ?? '')),
    ).toEqual([]);

    await testInfo.attach('e-mails', {
      body: transcript(smtp.received),
      contentType: 'text/plain',
    });
    console.log(`E-mails of the run (${testInfo.project.name}):\n${transcript(smtp.received)}`);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
