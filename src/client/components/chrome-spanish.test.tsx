import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { aFamily } from '../../../tests/support/current-user';
import { AdminsOnly } from './admins-only';
import { AppHeader } from './app-header';
import { VerifyEmailBanner } from './verify-email-banner';
import { VerifyEmailHint } from './verify-email-hint';

const parent = aFamily({
  email: 'padre@example.org',
  emailVerified: false,
  language: 'es',
  firstName: null,
  lastName: null,
});

function renderSignedIn(ui: ReactNode) {
  const queryClient = createQueryClient();
  const session = new SessionUser(parent);
  return render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/home']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

beforeEach(() => showLanguage('es'));
afterEach(() => showLanguage('en'));

describe('the signed-in chrome in Spanish', () => {
  it('names the navigation, the basket and the new answers in Spanish', () => {
    renderSignedIn(<AppHeader basketCount={2} requestNews={1} onBasketClick={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Servicios' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Mapa' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Citas, 1 respuesta nueva$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Canasta de atención, 2 proveedores' })).toBeTruthy();
    expect(screen.queryByText(/Provider Map|Appointments|Care basket/)).toBeNull();
  });

  it('opens an account menu in Spanish', async () => {
    renderSignedIn(<AppHeader />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'P Menú de la cuenta' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Usuario')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Perfil', 'Canasta de atención', 'Citas', 'Administración', 'Cerrar sesión']);
  });

  it('asks to confirm the e-mail address in Spanish', () => {
    renderSignedIn(
      <>
        <VerifyEmailBanner />
        <VerifyEmailHint id="hint" />
      </>,
    );
    const banner = screen.getByRole('region', { name: 'Confirme su correo electrónico' });
    expect(banner.textContent).toContain(
      'El inicio de sesión de su organización aún no ha confirmado su correo electrónico (padre@example.org)',
    );
    expect(document.getElementById('hint')?.textContent).toMatch(/^Para enviar solicitudes/);
    expect(screen.queryByText(/confirm your e-mail/i)).toBeNull();
  });

  it('tells a family the admin pages are not for them', () => {
    renderSignedIn(<AdminsOnly>admin tools</AdminsOnly>);
    expect(screen.getByRole('heading', { name: 'Solo para administradores' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al mapa de proveedores' })).toBeTruthy();
    expect(screen.queryByText(/Admins only|admin tools/)).toBeNull();
  });
});
