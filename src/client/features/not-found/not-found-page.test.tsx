import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { NotFoundPage } from './not-found-page';

afterEach(() => showLanguage('en'));

it('says in Spanish that the page does not exist', async () => {
  await showLanguage('es');
  render(
    <MemoryRouter>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: '404 Página no encontrada' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeTruthy();
  expect(screen.queryByText(/Page Not Found|router/)).toBeNull();
});
