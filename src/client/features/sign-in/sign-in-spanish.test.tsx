import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi, type Recorded } from '../../../../tests/support/test-api';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import SignInPage from './sign-in-page';

const api = installTestApi((request: Recorded) =>
  request.path === '/api/auth/sign-up'
    ? { status: 202, body: { email: 'ana@example.org' } }
    : // The server's sentence is English; the page says its own, in the language on screen.
      {
        status: 202,
        body: { message: 'If an account uses this address, we have sent it a link.' },
      },
);

function renderPage(page: ReactNode, path = '/sign-in') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => showLanguage('es'));
afterEach(() => showLanguage('en'));

describe('signing in and up in Spanish', () => {
  it('shows the sign-in form in Spanish', () => {
    renderPage(<SignInPage />);
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(screen.queryByText(/Sign in|Password|Welcome back/)).toBeNull();
  });

  it('says in Spanish why a password is easy to guess, then where the link went', async () => {
    const ui = renderPage(<SignInPage />);
    await ui.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    expect(screen.getByText(/^Al menos 12 caracteres/)).toBeTruthy();
    await ui.type(screen.getByLabelText('Nombre'), 'Ana');
    await ui.type(screen.getByLabelText('Apellido'), 'Díaz');
    await ui.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await ui.type(screen.getByLabelText('Contraseña'), 'password1234');
    await ui.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    expect(
      await screen.findByText(
        'Esta contraseña se parece a una contraseña muy común. Agregue más palabras que sean menos comunes.',
      ),
    ).toBeTruthy();
    expect(api.received.filter((call) => call.method !== 'GET')).toEqual([]);

    await ui.clear(screen.getByLabelText('Contraseña'));
    await ui.type(screen.getByLabelText('Contraseña'), 'a calm long password');
    await ui.click(screen.getByRole('button', { name: 'Crear una cuenta' }));
    const heading = await screen.findByRole('heading', { name: 'Revise su correo electrónico' });
    expect(heading.parentElement?.textContent).toContain(
      'Le enviamos un enlace a ana@example.org. Ábralo',
    );
  });

  it('sends a reset link with a Spanish answer', async () => {
    const ui = renderPage(<ForgotPasswordPage />, '/forgot-password');
    await ui.type(screen.getByLabelText('Correo electrónico'), 'ana@example.org');
    await ui.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Si hay una cuenta/);
  });

  it('asks for the same new password twice, in Spanish', async () => {
    const ui = renderPage(<ResetPasswordPage />, '/reset-password?token=abc');
    expect(screen.getByRole('heading', { name: 'Elija una contraseña nueva' })).toBeTruthy();
    await ui.type(screen.getByLabelText('Contraseña nueva'), 'a calm long password');
    await ui.type(screen.getByLabelText('Confirme la contraseña nueva'), 'a calm long passwords');
    await ui.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));
    expect(await screen.findByText('Las dos contraseñas no son iguales')).toBeTruthy();
    expect(api.received.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
