import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { LandingPage } from './landing-page';

afterEach(() => showLanguage('en'));

it('welcomes a family in Spanish', async () => {
  await showLanguage('es');
  const queryClient = createQueryClient();
  const session = new SessionUser(null);
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Conectamos a las familias con la atención del autismo',
    }),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
    '/api/login',
  );
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain(
    'Paso 3: Llene su canasta de atención',
  );
  expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe(
    '/api/login?signup=1',
  );
  expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  expect(screen.getByText(/llame al 911/)).toBeTruthy();
  expect(
    screen.queryByText(/Connecting Families|How It Works|Sign Up Now|Insurance Matching/),
  ).toBeNull();
});
