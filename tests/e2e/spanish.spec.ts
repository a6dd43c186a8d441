import type { Page, TestInfo } from '@playwright/test';
import { expect, LAYOUT, seriousAxeViolations, test } from './fixtures';
import { linkInMail, sharedServer } from './support/mailbox';
import { newAccount } from './support/accounts';

// The four steps in Spanish, as a parent whose browser asks for Spanish meets them: sign up,
// profile, search and basket, requests and scheduling. Every screen is checked with axe, looked
// at for English the parent would meet, and kept as a screenshot (the phone project is 375 px).

test.use({ locale: 'es-US' });

/** Fails when one of the product's own English phrases is on screen. */
async function expectNoEnglish(page: Page, phrases: string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(phrases.filter((phrase) => text.includes(phrase))).toEqual([]);
}

/**
 * The innermost boxes that reach past an edge, unless a box that clips them (a truncated name,
 * the map) ends in time: past the screen's right edge, or into the right padding of `main`.
 */
function boxesPast(page: Page, edge: 'screen' | 'margin'): Promise<string[]> {
  return page.evaluate((edge) => {
    const root = edge === 'screen' ? document.body : document.querySelector('main');
    if (!root) return [];
    const limit =
      edge === 'screen'
        ? window.innerWidth
        : root.getBoundingClientRect().right - parseFloat(getComputedStyle(root).paddingRight);
    const reaches = (element: Element) => element.getBoundingClientRect().right > limit + 0.5;
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && !reaches(box)) return true;
      }
      return false;
    };
    const past = (element: Element) => reaches(element) && !clipped(element);
    return [...root.querySelectorAll('*')]
      .filter((element) => past(element) && ![...element.children].some(past))
      .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`);
  }, edge);
}

async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Longer Spanish words never push a page wider than the screen.
  const { width } = page.viewportSize()!;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // Name the innermost boxes past the edge, so a failure says what pushes the page.
  if (scrollWidth > width) expect(await boxesPast(page, 'screen')).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  // Nor past the page's margins: a grid column widened by a long word eats the right margin
  // without widening the page.
  expect(await boxesPast(page, 'margin')).toEqual([]);
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
  });
}

test(
  'a Spanish-speaking parent signs up, fills the profile, sends requests and schedules',
  LAYOUT,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const account = newAccount({ firstName: 'Lucía', lastName: 'Ramírez' });

    // 1. The landing page and signing up.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Conectamos a las familias con la atención del autismo',
    );
    await expectNoEnglish(page, ['Connecting Families', 'Get Started', 'How It Works', 'Sign In']);
    await lookAt(page, testInfo, '1-landing');

    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();
    await page.getByLabel('Nombre').fill(account.firstName);
    await page.getByLabel('Apellido').fill(account.lastName);
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await lookAt(page, testInfo, '1-sign-up');
    await page.locator('form').getByRole('button', { name: 'Crear una cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeVisible();
    await page.goto(await linkInMail(sharedServer(), account.email.toLowerCase(), '/verify-email'));
    await expect(
      page.getByRole('heading', { name: 'Su correo electrónico está confirmado' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The account keeps the language its browser asked for: its e-mails will be Spanish too.
    const user = (await (await page.request.get('/api/auth/user')).json()) as { language: string };
    expect(user.language).toBe('es');

    // 2. The profile.
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuración del perfil' }),
    ).toBeVisible();
    // The shared schema's messages, in Spanish, before anything is sent.
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(page.getByText('Elija su tipo de seguro médico')).toBeVisible();
    await expect(page.getByText('Elija al menos un servicio')).toBeVisible();
    await expect(page.getByText('Escriba un código postal válido de 5 dígitos')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo de seguro médico' }).click();
    await page.getByRole('option', { name: 'Medicaid' }).click();
    await page.getByRole('checkbox', { name: 'Diagnóstico de autismo' }).click();
    await page.getByLabel('Código postal').fill('27601');
    await expectNoEnglish(page, ['Profile Settings', 'Insurance Type', 'Autism Diagnosis']);
    await lookAt(page, testInfo, '2-profile');
    await page.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();

    // 3. Search and the basket. The list keeps to the family's travel distance and insurance,
    // shown as its first and last chips.
    await page.goto('/home?tab=list');
    const adds = page.getByRole('button', { name: 'Agregar a la canasta de atención' });
    await expect(adds.first()).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Filtros activos' }).getByRole('listitem'),
    ).toHaveText(['Hasta 50 mi', 'Diagnóstico de autismo', 'Medicaid: aceptado o sin confirmar']);
    await expectNoEnglish(page, [
      'Add to Care Basket',
      'Wait time not reported',
      ' mi away',
      'Within 50 mi',
      'accepted or unknown',
    ]);
    await lookAt(page, testInfo, '3-search-list');
    // A request goes to the clinic by e-mail: the parent picks the first two results that have
    // one (the list's own answer, which the API gives this family too), so both are sent and
    // can be scheduled and withdrawn below.
    const listed = await page.request.get('/api/providers?sort=soonest&service=Autism%20Diagnosis');
    const reachable = (
      (await listed.json()) as { providers: { name: string; email: string | null }[] }
    ).providers
      .filter((provider) => provider.email)
      .slice(0, 2);
    expect(reachable).toHaveLength(2);
    const addFor = (name: string) =>
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name, exact: true }) })
        .getByRole('button', { name: 'Agregar a la canasta de atención' });
    await addFor(reachable[0]!.name).click();
    await expect(
      page.getByRole('button', { name: 'Canasta de atención, 1 proveedor', exact: true }),
    ).toBeVisible();
    await addFor(reachable[1]!.name).click();
    const basket = page.getByRole('button', {
      name: 'Canasta de atención, 2 proveedores',
      exact: true,
    });
    await basket.click();
    const sheet = page.getByRole('dialog', { name: 'Canasta de atención' });
    await expect(sheet.getByRole('button', { name: 'Enviar solicitudes de cita' })).toBeVisible();
    await lookAt(page, testInfo, '3-basket');
    await sheet.getByRole('button', { name: 'Enviar solicitudes de cita' }).click();
    await expect(page.getByText('Solicitudes enviadas')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Mejores opciones de cita' })).toBeVisible();

    await page.goto('/home?tab=map');
    await expect(page.getByRole('region', { name: 'Mapa de proveedores' })).toHaveAttribute(
      'data-map-state',
      'ready',
    );
    await lookAt(page, testInfo, '3-search-map');

    // 4. The requests and scheduling.
    await page.goto('/appointments');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Solicitudes de cita' }),
    ).toBeVisible();
    await expect(page.getByText('solicitada', { exact: true })).toHaveCount(2);
    // Each request's date of sending reads in Spanish words ('26 de noviembre de 2026').
    await expect(
      page.getByRole('definition').filter({ hasText: /^\d{1,2} de [a-z]+ de \d{4}$/ }),
    ).toHaveCount(2);
    await expectNoEnglish(page, [
      'Appointment Requests',
      'Estimated wait',
      'Submitted',
      'I already arranged a time by phone',
      'submitted',
      'Neuropsychologist',
      'Clinical Psychologist',
    ]);
    await lookAt(page, testInfo, '4-requests');
    await page.getByRole('button', { name: 'Ya acordé una hora por teléfono' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Una hora que acordó por teléfono' });
    await expect(dialog.getByLabel('Correo electrónico para recordatorios')).toHaveValue(
      account.email.toLowerCase(),
    );
    const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Fecha').fill(date);
    await dialog.getByLabel('Hora').fill('14:30');
    await dialog.getByLabel('Notas para el proveedor (opcional)').fill('Sala de espera tranquila.');
    await lookAt(page, testInfo, '4-schedule');
    await dialog.getByRole('button', { name: 'Confirmar cita' }).click();
    await expect(page.getByText('Cita guardada')).toBeVisible();
    await expect(page.getByText('hora acordada por teléfono', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Retirar mis otras solicitudes' }).click();
    const withdraw = page.getByRole('dialog', { name: '¿Retirar su otra solicitud?' });
    await expect(withdraw).toBeVisible();
    await lookAt(page, testInfo, '4-withdraw');
    await withdraw.getByRole('button', { name: 'Retirarlas' }).click();
    await expect(page.getByText('Solicitudes retiradas')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    await expectNoEnglish(page, ['scheduled', 'cancelled', 'Reminders go to', 'Add to Calendar']);
    await lookAt(page, testInfo, '4-scheduled');

    // The other pages a parent opens: the services guide, the basket page, a wrong address.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, ['Autism Diagnosis', 'Find Providers']);
    await lookAt(page, testInfo, '5-services');
    await page.goto('/care-basket');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, ['Care Basket', 'Your care basket is empty']);
    await lookAt(page, testInfo, '5-care-basket');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoEnglish(page, ['Page Not Found', '404 Page Not Found']);
    await lookAt(page, testInfo, '5-not-found');
  },
);

test(
  'the pages without an account speak Spanish too: sign-in, a forgotten password, a clinic’s link',
  LAYOUT,
  async ({ page }, testInfo) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nadie@example.org');
    await page.getByLabel('Contraseña').fill('una contraseña equivocada');
    await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText('El correo electrónico o la contraseña no son correctos'),
    ).toBeVisible();
    await expectNoEnglish(page, ['Sign in', 'Password', 'Invalid email or password']);
    await lookAt(page, testInfo, '0-sign-in');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
    await expectNoEnglish(page, ['Forgot your password', 'Send me a link']);
    await lookAt(page, testInfo, '0-forgot-password');

    // A clinic's reply link that is not (or no longer) valid: our words and the API's, in Spanish.
    await page.goto(`/provider-reply/${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Este enlace no se puede usar' })).toBeVisible();
    await expectNoEnglish(page, ['This link cannot be used', 'not valid', 'has expired']);
    await lookAt(page, testInfo, '0-clinic-link');
  },
);
