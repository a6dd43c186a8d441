import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi } from '../../../../tests/support/test-api';
import ConfirmAddressPage from './confirm-address-page';

installTestApi(() => ({ status: 200, body: { email: 'abuela@example.org' } }));

afterEach(() => showLanguage('en'));

it('confirms the address for reminders in Spanish', async () => {
  await showLanguage('es');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/confirm-address?token=a-token-long-enough-to-pass']}>
        <ConfirmAddressPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const heading = await screen.findByRole('heading', { name: 'Dirección confirmada' });
  expect(heading.nextElementSibling?.textContent).toBe(
    'Los recordatorios de citas llegarán ahora a abuela@example.org. Puede cerrar esta página.',
  );
  expect(screen.queryByText(/Address confirmed|reminders will now/)).toBeNull();
});
