import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';
import VerifyEmailPage from './verify-email-page';

const user = aFamily({
  email: 'ana@example.org',
  language: 'es',
  firstName: 'Ana',
  lastName: 'Díaz',
});

const api = installTestApi(() => ({ status: 200, body: user }));

afterEach(() => showLanguage('en'));

function renderWithToken(token: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/verify-email?token=${token}`]}>
        <VerifyEmailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('thanks the family in Spanish once the address is confirmed', async () => {
  await showLanguage('es');
  renderWithToken('spanish-token-that-is-long-enough');
  expect(screen.getByRole('status').textContent).toBe('Confirmando su correo electrónico...');
  expect(
    await screen.findByRole('heading', { name: 'Su correo electrónico está confirmado' }),
  ).toBeTruthy();
  expect(screen.getByText(/^Gracias, Ana\. Ahora puede enviar solicitudes de cita/)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  expect(screen.queryByText(/Thank you|confirmed/)).toBeNull();
});

it('explains in Spanish a link that cannot be used', async () => {
  await showLanguage('es');
  api.handle = () => ({ status: 410, body: {} });
  renderWithToken('spanish-token-already-used-once');
  expect(await screen.findByRole('heading', { name: 'Este enlace no se puede usar' })).toBeTruthy();
  expect(screen.getByText('Este enlace no es válido.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeTruthy();
});

it('asks before a browser signed in to another account changes to the link’s', async () => {
  const posted: unknown[] = [];
  api.handle = (request) => {
    if (request.path !== '/api/auth/verify-email') return { status: 401, body: {} };
    posted.push(request.body);
    return (request.body as { switchAccount?: boolean }).switchAccount
      ? { status: 200, body: user }
      : { status: 409, body: { code: 'switch_account_needed', message: 'Another account.' } };
  };
  renderWithToken('token-for-another-account-entirely');
  expect(await screen.findByRole('heading', { name: 'Switch to another account?' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Stay in my account' }).getAttribute('href')).toBe('/');
  expect(await seriousAxeViolations()).toEqual([]);
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Confirm and switch accounts' }));
  expect(
    await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeTruthy();
  expect(posted).toEqual([
    { token: 'token-for-another-account-entirely' },
    { token: 'token-for-another-account-entirely', switchAccount: true },
  ]);
});
