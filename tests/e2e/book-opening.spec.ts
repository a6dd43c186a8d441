import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startSmtpServer } from '../servers/smtp-server';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { reachableClinicsInNc } from './support/reachable-clinics';

// Booking an opening end to end (docs/product.md#booking-an-opening): a clinic's published time
// shows on its card, the family requests it, the clinic's e-mail names the time, and the clinic
// confirms it from its link. Openings are written by the clinic's listing page or a scheduling
// link; here the test writes one straight into the server's database while the server is stopped.
test(
  'a family requests an opening from a card and the clinic confirms it',
  LAYOUT,
  async ({ page, browser, isMobile }, testInfo) => {
    test.slow(); // its own server, restarted once, and the job runner's rounds
    const smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, SAMPLE_DATA: 'on' };
    const first = await startOwnServer(env);
    let server = first;
    try {
      const family = newAccount({ firstName: 'Jordan' });
      await signUpThroughApi(page, family, { ...first, smtp });
      await page.request.put(`${first.url}/api/profile`, {
        data: {
          insuranceType: 'Medicaid',
          desiredServices: ['Autism Diagnosis'],
          zipCode: '27601',
        },
      });
      const clinic = (await reachableClinicsInNc(page.request, first.url))[0]!;
      await first.stop();

      // A time ten days ahead at 15:00 UTC (10:00 or 11:00 in North Carolina).
      const start = new Date(Date.now() + 10 * 86_400_000);
      start.setUTCHours(15, 0, 0, 0);
      const db = new PGlite(path.join(first.dataDir, 'pglite'));
      await db.query(
        `INSERT INTO provider_openings (provider_id, source, starts_at) VALUES ($1, 'clinic', $2)`,
        [clinic.id, start.toISOString()],
      );
      // Published on a listing the clinic keeps current, as its listing page would.
      await db.query(
        `INSERT INTO listing_fields (provider_id, field, said_at) VALUES ($1, 'confirmed', now())`,
        [clinic.id],
      );
      await db.close();
      server = await startOwnServer(env, { port: first.port, dataDir: first.dataDir });

      await page.goto(`${server.url}/home?tab=list&q=${encodeURIComponent(clinic.name)}&state=NC`);
      const card = page.getByRole('article', { name: clinic.name }).first();
      await expect(card.getByTestId('next-opening')).toContainText('published by the clinic');
      await page.screenshot({
        path: testInfo.outputPath(`booking-card-${isMobile ? 375 : 1280}.png`),
      });
      await card.getByRole('button', { name: 'Request this time' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(/offered to no other family, for 48 hours/)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`booking-confirm-${isMobile ? 375 : 1280}.png`),
      });
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Time requested', { exact: true })).toBeVisible();
      await expect(card.getByText(/^Requested: .*, waiting for the clinic$/)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const toClinic = () => smtp.received.find((m) => m.to.includes(clinic.email!));
      await expect.poll(toClinic, { timeout: 30_000 }).toBeDefined();
      const mail = toClinic()!;
      expect(mail.parsed.text).toMatch(
        /asks for the opening you published on .* (10|11):00 AM E[SD]T/,
      );
      const link = mail.parsed.text!.match(/http\S+\/provider-reply\/[\w-]{43}/)![0];

      // The clinic, signed out in a browser of its own.
      const context = await browser.newContext({ viewport: page.viewportSize() });
      const desk = await context.newPage();
      await desk.goto(link);
      const asked = desk.getByRole('region', { name: 'The family asks for this time' });
      await expect(asked).toBeVisible();
      expect(await seriousAxeViolations(desk)).toEqual([]);
      await desk.screenshot({
        path: testInfo.outputPath(`booking-reply-${isMobile ? 375 : 1280}.png`),
        fullPage: true,
      });
      await asked.getByRole('button', { name: 'Confirm this time' }).click();
      await expect(
        desk.getByText('The appointment is booked, and the family is told. Thank you!'),
      ).toBeVisible();
      await context.close();

      // The family's card and requests say it is booked.
      await page.goto(`${server.url}/appointments`);
      await expect(page.getByText(/confirmed/i).first()).toBeVisible();
      await page.goto(`${server.url}/home?tab=list&q=${encodeURIComponent(clinic.name)}&state=NC`);
      await expect(
        page
          .getByRole('article', { name: clinic.name })
          .first()
          .getByText(/^Booked: .*, confirmed by the clinic$/),
      ).toBeVisible();
    } finally {
      await server.stop().catch(() => {});
      await smtp.close();
    }
  },
);

// 'Not accepting' closes the family's request: the clinic confirms it before it is sent, and the
// page speaks Spanish to a Spanish-reading receptionist.
test("the clinic's 'Not accepting' asks to confirm, in Spanish too", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const smtp = await startSmtpServer();
  const server = await startOwnServer({ SMTP_URL: smtp.url, SAMPLE_DATA: 'on' });
  try {
    await signUpThroughApi(page, newAccount(), { ...server, smtp });
    await page.request.put(`${server.url}/api/profile`, {
      data: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
    });
    const clinic = (await reachableClinicsInNc(page.request, server.url))[0]!;
    await page.request.post(`${server.url}/api/care-basket`, { data: { providerId: clinic.id } });
    await page.request.post(`${server.url}/api/appointment-requests/submit`);
    const toClinic = () => smtp.received.find((m) => m.to.includes(clinic.email!));
    await expect.poll(toClinic, { timeout: 30_000 }).toBeDefined();
    const link = toClinic()!.parsed.text!.match(/http\S+\/provider-reply\/[\w-]{43}/)![0];

    const context = await browser.newContext({ locale: 'es-US' });
    const desk = await context.newPage();
    await desk.goto(link);
    await desk.getByLabel('No aceptamos pacientes nuevos').check();
    await desk.getByRole('group', { name: '¿Acepta Medicaid?' }).getByLabel('No').check();
    await desk.getByRole('button', { name: 'Enviar respuesta' }).click();
    const ask = desk.getByRole('group', { name: "¿Enviar 'No aceptamos pacientes nuevos'?" });
    await expect(ask).toBeVisible();
    await expect(desk.getByRole('heading', { name: /Enviar 'No aceptamos/ })).toBeFocused();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await desk.screenshot({
      path: testInfo.outputPath('booking-not-accepting-es.png'),
      fullPage: true,
    });
    await ask.getByRole('button', { name: 'Sí, enviarlo' }).click();
    await expect(desk.getByText(/Si fue un error, puede cambiarla/)).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
});
