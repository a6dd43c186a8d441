import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { BasketBar } from './basket-bar';
import CareBasketPage from './care-basket-page';
import { CareBasketSheet } from './care-basket-sheet';
import { basketApi, buildItem } from './testing/basket-api';
import { installTestApi } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';

const world = { basket: [] as ReturnType<typeof buildItem>[] };
installTestApi(basketApi(world));

beforeEach(async () => {
  await showLanguage('es');
  world.basket = [
    buildItem(1, { name: 'Juniper Path Clinic', averageWaitTime: 18, waitTimeWeeks: 3 }),
    buildItem(2, { name: 'Oak Grove Center', averageWaitTime: 1, waitTimeWeeks: 1 }),
  ];
});
afterEach(async () => {
  toast.dismiss();
  await showLanguage('en');
});

function renderWithData(ui: ReactNode) {
  const queryClient = createQueryClient();
  const session = new SessionUser(aFamily());
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

const ENGLISH = /Care Basket|Remove|Added|weeks? wait|Submit|Back to|provider\(s\)/;

describe('the care basket in Spanish', () => {
  it('words the page, its dates and its toasts in Spanish', async () => {
    const user = renderWithData(<CareBasketPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Canasta de atención' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Juniper Path Clinic' });
    expect(screen.getByText('Espera de 3 semanas')).toBeTruthy();
    expect(screen.getByText('Espera de 1 día')).toBeTruthy();
    expect(screen.getAllByText('Agregado el 4 de marzo de 2025')).toHaveLength(2);
    expect(screen.getAllByText('Se enviará por correo electrónico')).toHaveLength(2);
    expect(screen.getByTestId('basket-route-summary').textContent).toBe(
      '2 se enviarán por correo electrónico.',
    );
    expect(screen.getByRole('link', { name: 'Volver al mapa de proveedores' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar todas las solicitudes (2)' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ENGLISH);

    await user.click(screen.getByRole('button', { name: 'Quitar Oak Grove Center' }));
    expect(await screen.findByText('Proveedor quitado')).toBeTruthy();
    expect(screen.getByText('Quitamos el proveedor de su canasta de atención')).toBeTruthy();
  });

  it('words the side sheet and its count in Spanish', async () => {
    renderWithData(<CareBasketSheet open onOpenChange={() => {}} />);
    const sheet = within(await screen.findByRole('dialog', { name: 'Canasta de atención' }));
    await sheet.findByRole('heading', { name: 'Juniper Path Clinic' });
    expect(sheet.getByText('Espera de 3 semanas')).toBeTruthy();
    expect(sheet.getByText('Espera de 1 día')).toBeTruthy();
    expect(sheet.getByText('2 proveedores elegidos')).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Enviar solicitudes de cita' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('shows the empty basket in Spanish', async () => {
    world.basket = [];
    renderWithData(<CareBasketSheet open onOpenChange={() => {}} />);
    expect(await screen.findByText('Su canasta de atención está vacía')).toBeTruthy();
    expect(screen.getByText('Agregue proveedores desde el mapa para empezar')).toBeTruthy();
  });

  it('labels the phone bar in Spanish', () => {
    renderWithData(<BasketBar count={1} onOpen={() => {}} />);
    expect(screen.getByRole('region', { name: 'Canasta de atención' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '1 en la canasta — Enviar solicitudes' }),
    ).toBeTruthy();
  });
});
