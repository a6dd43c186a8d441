import { randomInt } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import type { ProviderPage, ProviderResult } from '../../src/shared/api/providers';
import { expect, keepLocal, LAYOUT, seriousAxeViolations, test, untilHydrated } from './fixtures';
import { adminAccount, newAccount, signUpThroughApi } from './support/accounts';

// Reaching a clinic: before the basket a card says how a request will travel, the basket says
// how each will, the result names whom to call, and an admin sees the clinic families could not
// reach. Admin slot 9 of tests/e2e/support/accounts.ts.

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`reach-${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

/** An NC provider of each route, picked at random so parallel tests ask different clinics. */
async function clinicsInNc(
  page: Page,
): Promise<{ byEmail: ProviderResult; byPhone: ProviderResult }> {
  const found = (await (
    await page.request.get('/api/providers?limit=100&state=NC&within=any')
  ).json()) as ProviderPage;
  const pick = (route: ProviderResult['requestBy']) => {
    const some = found.providers.filter((provider) => provider.requestBy === route);
    return some[randomInt(some.length)]!;
  };
  return { byEmail: pick('email'), byPhone: pick('phone') };
}

test(
  'a family sees how each request travels, and an admin sees whom it could not reach',
  LAYOUT,
  async ({ page, browser }, testInfo) => {
    await signUpThroughApi(page, newAccount({ firstName: 'Robin' }));
    const { byEmail, byPhone } = await clinicsInNc(page);

    // Before the basket: the card says the request is the family's call, with a number that dials.
    await page.goto(`/home?tab=list&q=${encodeURIComponent(byPhone.name)}`);
    await untilHydrated(page);
    const card = page.getByRole('article', { name: byPhone.name });
    await expect(card.getByText(`Call to request: ${byPhone.phone}`)).toBeVisible();
    await expect(card.getByRole('link', { name: byPhone.phone! }).first()).toHaveAttribute(
      'href',
      `tel:${byPhone.phone!.replace(/[^\d+]/g, '')}`,
    );
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath(`reach-card-${testInfo.project.name}.png`) });
    expect(await seriousAxeViolations(page, { include: 'article' })).toEqual([]);
    await card.getByRole('button', { name: 'Add to Care Basket' }).click();
    await expect(card.getByRole('button', { name: 'In Care Basket' })).toBeVisible();
    await page.request.post('/api/care-basket', { data: { providerId: byEmail.id } });

    // The basket: how each will travel, and the sum of it.
    await page.goto('/care-basket');
    await expect(page.getByTestId('basket-route-summary')).toHaveText(
      '1 will be sent by e-mail; call 1 yourself.',
    );
    const items = page.getByRole('listitem');
    await expect(items.filter({ hasText: byEmail.name })).toContainText('Will be sent by e-mail');
    await expect(items.filter({ hasText: byPhone.name })).toContainText(
      `No e-mail address: we cannot send this request. Call them at ${byPhone.phone}.`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, testInfo, 'basket');

    // Sent: never 'submitted' for a clinic that heard nothing; the result names whom to call.
    await page.getByRole('button', { name: 'Submit All Requests (2)' }).click();
    await expect(page.getByText('Some requests sent', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        `Sent to 1 clinic by e-mail. Call this clinic yourself, it has no e-mail address: ${byPhone.name}, ${byPhone.phone}.`,
      ),
    ).toBeVisible();
    await page.goto('/appointments');
    const toCall = page.getByRole('region', { name: 'Not sent: call these clinics' });
    await expect(toCall).toContainText(`${byPhone.name}${byPhone.phone}`);
    const unsent = page.locator('[id^="request-"]').filter({ hasText: byPhone.name });
    await expect(unsent.getByText('not sent: call them')).toBeVisible();
    await expect(unsent.getByText('Saved:')).toBeVisible();
    await expect(unsent.getByText('Submitted:')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, testInfo, 'requests');

    // Once, in Spanish: the card of a clinic reached by phone.
    if (testInfo.project.name === 'desktop') {
      const other = (await (
        await page.request.get('/api/providers?limit=100&state=NC&within=any')
      ).json()) as ProviderPage;
      const another = other.providers.find((p) => p.requestBy === 'phone' && p.id !== byPhone.id)!;
      await page.request.put('/api/account/language', { data: { language: 'es' } });
      await page.goto(`/home?tab=list&q=${encodeURIComponent(another.name)}`);
      const spanishCard = page.getByRole('article', { name: another.name });
      await expect(spanishCard.getByText(`Llame para solicitar: ${another.phone}`)).toBeVisible();
      await spanishCard.screenshot({
        path: testInfo.outputPath(`reach-card-es-${testInfo.project.name}.png`),
      });
      await page.request.put('/api/account/language', { data: { language: 'en' } });
    }

    // The admin sees the clinic among those families could not reach, and who to call about it.
    const context = await browser.newContext({ viewport: page.viewportSize() });
    const desk = await context.newPage();
    await keepLocal(desk);
    await signUpThroughApi(desk, adminAccount(testInfo, 9));
    await desk.goto('/admin');
    const section = desk.getByRole('region', { name: 'Clinics families could not reach' });
    const row = section.getByRole('listitem').filter({ hasText: byPhone.name });
    await expect(row).toContainText(/\d+ famil(y|ies) tried/);
    await expect(row.getByRole('button', { name: 'Add an e-mail address' })).toBeVisible();
    await row.getByRole('button', { name: 'Invite to claim the listing' }).click();
    await expect(row.getByLabel('E-mail address to invite')).toBeFocused();
    expect(await seriousAxeViolations(desk)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await desk.screenshot({
      path: testInfo.outputPath(`reach-admin-${testInfo.project.name}.png`),
    });
    await context.close();
  },
);
