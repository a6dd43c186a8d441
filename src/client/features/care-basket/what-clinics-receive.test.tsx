import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi } from '../../../../tests/support/test-api';
import CareBasketPage from './care-basket-page';
import { CareBasketSheet } from './care-basket-sheet';
import { basketApi, buildItem, GIVEN_EVERYTHING } from './testing/basket-api';
import { aFamily } from '../../../../tests/support/current-user';

const world: Parameters<typeof basketApi>[0] = { basket: [] };
const api = installTestApi(basketApi(world));

beforeEach(() => {
  world.basket = [buildItem(1, { name: 'Juniper Path Clinic' })];
  world.receive = undefined;
});
afterEach(async () => {
  await showLanguage('en');
});

function renderWithData(ui: ReactNode) {
  const queryClient = createQueryClient();
  const session = new SessionUser(aFamily());
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

/** The block's facts as the family reads them: each term with its value. */
async function factsShown() {
  const block = within(await screen.findByTestId('what-clinics-receive'));
  await block.findByText(/^(First name|Nombre)$/);
  return Object.fromEntries(
    block
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe("the basket's 'What each clinic receives'", () => {
  it('shows on the basket page every fact the server says each clinic will receive, with Edit', async () => {
    renderWithData(<CareBasketPage />);
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'What each clinic receives',
    });
    expect(heading).toBeTruthy();
    expect(await factsShown()).toEqual({
      'First name': 'Rosa',
      "Child's age": '4 years 2 months',
      Services: 'Applied Behavior Analysis (ABA), Speech-Language Therapy',
      Insurance: 'Blue Cross Blue Shield',
      Plan: 'Blue Choice PPO',
      'ZIP code': '31750',
      Phone: '(229) 555-0182',
      'Your note': 'ABA and speech therapy close to home.',
      'Language for clinics': 'Spanish',
    });
    const edit = screen.getByRole('link', { name: 'Edit what clinics receive, on your profile' });
    expect(edit.textContent).toBe('Edit');
    expect(edit.getAttribute('href')).toBe('/profile');
    // Read from the server, the same facts its e-mails are made of.
    expect(api.received.map((r) => `${r.method} ${r.path}`)).toContain(
      'GET /api/care-basket/what-clinics-receive',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says what is not shared rather than leaving it out', async () => {
    world.receive = {
      ...GIVEN_EVERYTHING,
      firstName: null,
      insurancePlan: null,
      childAge: null,
      lookingFor: null,
      phone: null,
      language: null,
    };
    renderWithData(<CareBasketPage />);
    const facts = await factsShown();
    expect(facts).toMatchObject({
      'First name': 'Not given',
      "Child's age": 'Not given',
      Phone: 'Not shared: clinics answer you by e-mail through Autism Care Finder',
      'Your note': 'Not given',
      'Language for clinics': 'Not said: clinics are told nothing about your language',
    });
    // No plan named: none is sent, so none is shown.
    expect(facts).not.toHaveProperty('Plan');
  });

  it('is in the side sheet too, in place of the vague footer note', async () => {
    renderWithData(<CareBasketSheet open onOpenChange={() => {}} />);
    const sheet = within(await screen.findByRole('dialog', { name: 'Care Basket' }));
    expect(
      await sheet.findByRole('heading', { level: 3, name: 'What each clinic receives' }),
    ).toBeTruthy();
    expect(await factsShown()).toMatchObject({ Phone: '(229) 555-0182' });
    expect(sheet.queryByText(/using your profile information/)).toBeNull();
    expect(sheet.getByRole('link', { name: /Edit what clinics receive/ })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('is worded in Spanish, the values as the family gave them', async () => {
    await showLanguage('es');
    renderWithData(<CareBasketPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lo que recibe cada clínica' }),
    ).toBeTruthy();
    expect(await factsShown()).toEqual({
      Nombre: 'Rosa',
      'Edad de su hijo o hija': '4 años 2 meses',
      Servicios: 'Análisis conductual aplicado (ABA), Terapia del habla y del lenguaje',
      'Seguro médico': 'Blue Cross Blue Shield',
      Plan: 'Blue Choice PPO',
      'Código postal': '31750',
      Teléfono: '(229) 555-0182',
      'Su nota': 'ABA and speech therapy close to home.',
      'Idioma para las clínicas': 'Español',
    });
    expect(screen.getByRole('link', { name: /^Editar/ }).textContent).toBe('Editar');
  });
});
