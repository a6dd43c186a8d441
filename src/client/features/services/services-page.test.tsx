import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { ServiceWaits } from '@shared/api/providers';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { ServicesPage } from './services-page';

/** What the directory says: ADHD evaluations take 45 days at the median of 12 providers. */
const waits: ServiceWaits = {
  services: [
    { service: 'ADHD Evaluation', medianDays: 45, providers: 12 },
    { service: 'Applied Behavior Analysis (ABA)', medianDays: null, providers: 2 },
  ],
};

afterEach(() => showLanguage('en'));

it('explains the kinds of care in Spanish', async () => {
  await showLanguage('es');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/providers/service-waits'], waits);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
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
  // The typical wait is the directory's: the median, and the day it comes to.
  expect(
    within(card).getByText(
      /^2 meses: hacia el \d{1,2} de [a-z]+ de \d{4} \(la espera intermedia de 12 proveedores\)$/,
    ),
  ).toBeTruthy();
  const aba = screen.getByRole('heading', { name: 'Análisis conductual aplicado (ABA)' });
  expect(
    within(aba.closest('li')!).getByText(
      'Aún no hay suficientes proveedores que lo hayan informado',
    ),
  ).toBeTruthy();
  const neuropsych = screen.getByRole('heading', { name: 'Evaluación neuropsicológica' });
  expect(
    within(neuropsych.closest('li')!).getByText('Nuestro directorio no lo registra'),
  ).toBeTruthy();
  expect(within(card).getByText(/^Psicólogos con licencia, /)).toBeTruthy();
  expect(card.textContent).toContain('Espera habitual:');
  expect(
    screen.queryByText(/Diagnostic Evaluations|Provided by|Typical wait|Ages 4\+|weeks/),
  ).toBeNull();
});
