import { randomUUID } from 'node:crypto';
import type { ProviderPage } from '../../src/shared/api/providers';
import { expect, keepLocal, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { newAccount, signUpThroughApi } from './support/accounts';
import { findInMail, sharedServer } from './support/mailbox';

// One 'soonest', said one way (docs/product.md#next-opening): a clinic that offered one family a
// day tomorrow shows every other family 'Next opening: …' with its source on its card, in its map
// popup and in the top appointment options, and comes first in 'Soonest' ahead of listed waits.
// English at 1280 px, Spanish at 375 px.

const WORDS = {
  en: {
    locale: 'en-US',
    line: /Next opening: .+ · from the clinic's replies/,
  },
  es: {
    locale: 'es-US',
    line: /Próxima cita disponible: .+ · según las respuestas de la clínica/,
  },
} as const;

const PROFILE = {
  insuranceType: 'Medicaid',
  desiredServices: ['Autism Diagnosis'],
  zipCode: '27601',
};

test(
  'a clinic offering a day tomorrow comes first in Soonest, with its next opening on every screen',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const words = phone ? WORDS.es : WORDS.en;

    // Another family asks the nearest clinic that takes e-mail, which offers a day tomorrow.
    const other = await browser.newContext();
    await keepLocal(other);
    const asker = await other.newPage();
    await signUpThroughApi(asker, newAccount());
    const marker = `next-opening ${randomUUID()}`;
    await asker.request.put('/api/profile', { data: { ...PROFILE, lookingFor: marker } });
    const nearest = (await (
      await asker.request.get('/api/providers?sort=distance&limit=50')
    ).json()) as ProviderPage;
    // One known to take the family's insurance: those rank first in every order.
    const clinic = nearest.providers.find(
      (provider) => provider.email !== null && provider.matchesInsurance,
    )!;
    await asker.request.post('/api/care-basket', { data: { providerId: clinic.id } });
    expect((await asker.request.post('/api/appointment-requests/submit')).ok()).toBe(true);
    const link = await findInMail(
      sharedServer(),
      clinic.email!,
      /https?:\/\/\S+\/provider-reply\/[\w-]{43}/,
      {
        containing: marker,
      },
    );
    const token = link.split('/provider-reply/')[1]!;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const replied = await asker.request.post(`/api/provider-replies/${token}`, {
      data: { answer: 'offer', earliestDate: tomorrow, insuranceAccepted: true },
    });
    expect(replied.ok()).toBe(true);
    await other.close();

    // This family, in its own language, sees that clinic first in Soonest, with the day's source.
    await signUpThroughApi(page, newAccount());
    await page.request.put('/api/account/language', { data: { language: phone ? 'es' : 'en' } });
    await page.request.put('/api/profile', { data: PROFILE });
    await page.goto('/home?tab=list&sort=soonest');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: clinic.name })).toBeVisible();
    await expect(first.getByTestId('next-opening')).toContainText(words.line);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await first.screenshot({
      path: testInfo.outputPath(`soonest-card-reply-${phone ? 375 : 1280}.png`),
    });

    // The map popup says the same.
    await page.goto(`/home?tab=map&q=${encodeURIComponent(clinic.name)}`);
    const map = page.getByRole('region', { name: /Provider map|Mapa de proveedores/ });
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await map.locator(`.leaflet-marker-icon[title="${clinic.name}"]`).click();
    await expect(page.locator('.leaflet-popup').getByTestId('next-opening')).toContainText(
      words.line,
    );

    // Once this family asks it too, the top appointment options rank it by that day.
    await page.request.post('/api/care-basket', { data: { providerId: clinic.id } });
    expect((await page.request.post('/api/appointment-requests/submit')).ok()).toBe(true);
    await page.goto('/home?tab=list&sort=soonest');
    const top = page.getByRole('region', { name: /Top Appointment Options|Mejores opciones/ });
    await expect(top).toContainText(clinic.name);
    if (!phone) await expect(top.getByTestId('next-opening')).toContainText(words.line);
    // The request card says it too.
    await page.goto('/appointments');
    const request = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: clinic.name }) });
    await expect(request.getByTestId('next-opening')).toContainText(words.line);
  },
);
