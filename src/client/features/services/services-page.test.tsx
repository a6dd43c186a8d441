import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { ServicesPage } from './services-page';

afterEach(() => showLanguage('en'));

it('explains the kinds of care in Spanish', async () => {
  await showLanguage('es');
  render(
    <MemoryRouter>
      <ServicesPage />
    </MemoryRouter>,
  );
  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Servicios de atención para el autismo y el desarrollo',
    }),
  ).toBeTruthy();
  expect(
    screen.getByRole('link', { name: 'Buscar proveedores cerca de usted' }).getAttribute('href'),
  ).toBe('/home?tab=map');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Evaluaciones diagnósticas',
    'Terapias',
    'Atención médica',
    'Intervención temprana',
  ]);
  const card = screen.getByRole('heading', { name: 'Evaluación de TDAH' }).closest('li')!;
  expect(within(card).getAllByText('4 años o más')).toHaveLength(2);
  expect(within(card).getByText('2 a 4 semanas')).toBeTruthy();
  expect(within(card).getByText(/^Psicólogos con licencia, /)).toBeTruthy();
  expect(card.textContent).toContain('Espera habitual:');
  expect(
    screen.queryByText(/Diagnostic Evaluations|Provided by|Typical wait|Ages 4\+|weeks/),
  ).toBeNull();
});
