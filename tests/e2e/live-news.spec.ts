import { randomInt } from 'node:crypto';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { findInMail, sharedServer } from './support/mailbox';
import { requestFromOneClinic } from './support/reachable-clinics';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The family keeps the Appointments page open; a clinic answers through its link in a browser of
// its own. The answer shows on the card, in the header's count and to a screen reader, with no
// reload.
test(
  'a clinic’s answer reaches an open Appointments page within seconds',
  LAYOUT,
  async ({ page, browser }) => {
    // A first name of its own: the clinic's e-mail names the family, and other tests ask it too.
    const family = newAccount({ firstName: `Rowan${randomInt(1_000_000)}` });
    await signUpThroughApi(page, family);
    const clinic = await requestFromOneClinic(page.request);

    await page.goto('/appointments');
    const card = page.locator('[id^="request-"]').filter({ hasText: clinic.name });
    await expect(card).toContainText('requested');
    const appointments = page.getByRole('link', { name: /^Appointments/ });
    await expect(appointments).toHaveAccessibleName('Appointments');

    const link = await findInMail(
      sharedServer(),
      clinic.email,
      /https?:\/\/\S+\/provider-reply\/[\w-]{43}/,
      {
        containing: family.firstName,
      },
    );
    const desk = await browser.newContext();
    const deskPage = await desk.newPage();
    await deskPage.goto(link);
    await deskPage.getByLabel('We can offer an appointment').check();
    await deskPage.getByLabel('Earliest available date').fill(inDays(12));
    await deskPage
      .getByRole('group', { name: 'Do you accept Medicaid?' })
      .getByLabel('Yes')
      .check();
    const answeredAt = Date.now();
    await deskPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(deskPage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await desk.close();

    // No reload: the open page hears of it.
    await expect(card).toContainText('Can offer an appointment from', { timeout: 5000 });
    await expect(appointments).toHaveAccessibleName(/^Appointments\s*, 1 new answer$/, {
      timeout: 5000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'News from' })).toHaveText(
      `News from ${clinic.name}. See Appointments.`,
    );
    expect(Date.now() - answeredAt).toBeLessThan(5000);
    expect(await seriousAxeViolations(page)).toEqual([]);
  },
);
