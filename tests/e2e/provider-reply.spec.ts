import type { ProviderPage } from '../../src/shared/api/providers';
import { startSmtpServer } from '../servers/smtp-server';
import { expect, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { withClinicAddress } from './support/reachable-clinics';

// Provider replies end to end (docs/product.md#provider-replies): the e-mail arrives at a real
// SMTP server, the provider opens its link signed out, answers, and the family sees the answer on
// its request card.
test('a provider answers through the e-mailed link and the family sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // its own server, plus the job runner's five-second round
  const smtp = await startSmtpServer();
  const server = await startOwnServer({ SMTP_URL: smtp.url, SAMPLE_DATA: 'on' });
  try {
    const family = newAccount({ firstName: 'Jordan' });
    await signUpThroughApi(page, family, { ...server, smtp });
    const api = page.request;
    await api.put(`${server.url}/api/profile`, {
      data: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        childAgeYears: 4,
        childAgeMonths: 2,
        lookingFor: 'An evaluation before kindergarten.',
      },
    });
    const list = (await (
      await api.get(`${server.url}/api/providers?limit=50&state=NC`)
    ).json()) as ProviderPage;
    const provider = withClinicAddress(list.providers.find((p) => p.requestBy === 'email')!);
    await api.post(`${server.url}/api/care-basket`, { data: { providerId: provider.id } });

    await page.goto(`${server.url}/care-basket`);
    await page.getByRole('button', { name: 'Submit All Requests (1)' }).click();
    await expect(page.getByText('Requests submitted', { exact: true })).toBeVisible();

    const toClinic = () => smtp.received.find((m) => m.to.includes(provider.email));
    await expect.poll(toClinic, { timeout: 20_000 }).toBeDefined();
    const mail = toClinic()!;
    expect(mail.parsed.text).toContain('Insurance: Medicaid');
    expect(mail.parsed.text).toContain("Child's age: 4 years 2 months");
    expect(mail.parsed.text).toContain(
      'What we are looking for: An evaluation before kindergarten.',
    );
    const link = mail.parsed.text!.match(/http\S+\/provider-reply\/[\w-]{43}/)![0];

    // A receptionist whose browser reads Spanish sees the same page in Spanish.
    const spanish = await browser.newContext({ locale: 'es-US', viewport: page.viewportSize() });
    const reader = await spanish.newPage();
    await reader.goto(link);
    await expect(
      reader.getByRole('heading', { name: 'Responder a una solicitud de cita' }),
    ).toBeVisible();
    await expect(reader.getByText('4 años 2 meses')).toBeVisible();
    expect(await seriousAxeViolations(reader)).toEqual([]);
    await reader.screenshot({ path: testInfo.outputPath('provider-reply-es.png'), fullPage: true });
    await spanish.close();

    // The provider has no account: a browser of its own, signed out.
    const context = await browser.newContext();
    const desk = await context.newPage();
    await desk.goto(link);
    await expect(
      desk.getByRole('heading', { name: 'Reply to an appointment request' }),
    ).toBeVisible();
    await expect(desk.getByText(`A family asked ${provider.name}`)).toBeVisible();
    await expect(desk.getByText('Jordan')).toHaveCount(0);
    await expect(desk.getByText('4 years 2 months')).toBeVisible();
    await expect(desk.getByText('An evaluation before kindergarten.')).toBeVisible();
    expect(await seriousAxeViolations(desk)).toEqual([]);

    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByText('Please choose an answer')).toBeVisible();
    const answers = desk.getByRole('group', { name: 'Your answer' });
    await answers.getByLabel('We can offer an appointment').check();
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByText('Please enter the earliest available date')).toBeVisible();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    const opening = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await desk.getByLabel('Earliest available date').fill(opening);
    await desk.getByRole('group', { name: 'Do you accept Medicaid?' }).getByLabel('Yes').check();
    await desk.getByLabel('Message to the family (optional)').fill('Mornings work best for us.');
    await desk.screenshot({ path: testInfo.outputPath('provider-reply.png'), fullPage: true });
    await desk.getByRole('button', { name: 'Send reply' }).click();
    await expect(desk.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    // Then the clinic confirms what families read of its ages, languages and telehealth.
    await expect(desk.getByRole('heading', { name: 'Is this still right?' })).toBeVisible();
    const ages = desk.getByRole('group', { name: 'Ages seen (years)' });
    await ages.getByLabel('From').fill('2');
    await ages.getByLabel('To').fill('17');
    await desk.getByRole('checkbox', { name: 'Spanish' }).check();
    const video = desk.getByRole('group', { name: 'Sees families by video (telehealth)' });
    await video.getByLabel('Yes').check();
    await desk.getByRole('button', { name: 'Confirm these details' }).click();
    await expect(
      desk.getByText(/^Thank you: families now see these details as reported by the clinic on /),
    ).toBeVisible();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await desk.screenshot({
      path: testInfo.outputPath('provider-reply-practice.png'),
      fullPage: true,
    });

    // Opened again, the link shows the answer given, to change until the family books a time.
    await desk.goto(link);
    await expect(
      desk.getByText(
        /^You answered this request before\. You can change your answer until .+, unless the family books a time first\.$/,
      ),
    ).toBeVisible();
    await expect(desk.getByLabel('Earliest available date')).toHaveValue(opening);
    await desk.goto(link.replace(/[\w-]{43}$/, 'A'.repeat(43)));
    await expect(desk.getByText('This reply link is not valid.')).toBeVisible();
    await context.close();

    // The family is told by e-mail, with a way back to its requests.
    const notice = () =>
      smtp.received.find(
        (m) =>
          m.to.includes(family.email) &&
          m.parsed.subject === `${provider.name} answered your request`,
      );
    await expect.poll(notice, { timeout: 20_000 }).toBeDefined();
    expect(notice()!.parsed.text).toContain(`${server.url}/appointments`);
    expect(notice()!.parsed.text).toContain('They can offer an appointment from ');

    // The header counts the answer as news until the family looks.
    await page.goto(`${server.url}/profile`);
    await expect(page.getByRole('link', { name: /Appointments.*1 new answer/ })).toBeVisible();
    await page.goto(`${server.url}/appointments`);
    const [year, month, day] = opening.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    await expect(
      page.getByText(`Can offer an appointment from ${day} ${monthName} ${year}`),
    ).toBeVisible();
    await expect(page.getByText('Accepts Medicaid')).toBeVisible();
    await expect(page.getByText('Mornings work best for us.')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('appointments-reply.png'), fullPage: true });
  } finally {
    await server.stop();
    await smtp.close();
  }
});
