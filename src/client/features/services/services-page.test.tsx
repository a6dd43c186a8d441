import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { ServiceWaits } from '@shared/api/providers';
import { showLanguage } from '@client/i18n/i18n';
import type { Profile } from '@shared/api/profile';
import { profileQueryOptions } from '@client/lib/api/get-profile';
import { createQueryClient } from '@client/lib/query-client';
import ServicesPage from './services-page';

/**
 * What the directory says: ADHD evaluations take 45 days at the median of 12 providers; only the
 * fictional sample providers have told of autism evaluations.
 */
const waits: ServiceWaits = {
  services: [
    { service: 'ADHD Evaluation', medianDays: 45, providers: 12, fromSample: false },
    {
      service: 'Applied Behavior Analysis (ABA)',
      medianDays: null,
      providers: 2,
      fromSample: false,
    },
    { service: 'Autism Diagnosis', medianDays: 200, providers: 94, fromSample: true },
  ],
};

function renderPage(careFor: Profile['careFor'] = 'child') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/providers/service-waits'], waits);
  queryClient.setQueryData(profileQueryOptions().queryKey, { careFor } as Profile);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ServicesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => showLanguage('en'));

it('explains the kinds of care in Spanish', async () => {
  await showLanguage('es');
  renderPage();
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
      /^7 semanas: hacia el \d{1,2} de [a-z]+ de \d{4} \(la espera intermedia de 12 proveedores\)$/,
    ),
  ).toBeTruthy();
  const aba = screen.getByRole('heading', { name: 'Análisis conductual aplicado (ABA)' });
  expect(
    within(aba.closest('li')!).getByText(
      'Aún no hay suficientes proveedores que lo hayan informado',
    ),
  ).toBeTruthy();
  // A wait only the sample providers give says so.
  const autism = screen.getByRole('heading', { name: 'Evaluación completa de autismo' });
  expect(
    within(autism.closest('li')!).getByText(
      /^.+: hacia el .+ \(la espera intermedia de 94 proveedores, según datos de ejemplo\)$/,
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

it("says which typical waits come from the directory's sample data", () => {
  renderPage();
  const adhd = screen.getByRole('heading', { name: 'ADHD Evaluation' }).closest('li')!;
  expect(
    within(adhd).getByText(/^7 weeks: around .+ \(the middle wait of 12 providers\)$/),
  ).toBeTruthy();
  const autism = screen.getByRole('heading', { name: 'Comprehensive Autism Evaluation' });
  expect(
    within(autism.closest('li')!).getByText(
      /^.+: around .+ \(the middle wait of 94 providers, from sample data\)$/,
    ),
  ).toBeTruthy();
});

it('speaks to an adult looking for care for themselves, in both languages', async () => {
  renderPage('self');
  expect(
    screen.getByText(
      'This guide is general information, not medical advice. Talk with your doctor about what fits you.',
    ),
  ).toBeTruthy();
  const evaluations = screen.getByRole('heading', { level: 2, name: 'Diagnostic Evaluations' });
  expect(evaluations.closest('section')!.textContent).not.toMatch(/your child/);
  expect(screen.getByText(/^A specialist asks about your development and daily life/)).toBeTruthy();
  cleanup();

  await showLanguage('es');
  renderPage('self');
  expect(screen.getByText(/Hable con su médico sobre lo que le conviene\.$/)).toBeTruthy();
  expect(screen.getByText(/^Un especialista le pregunta sobre su desarrollo/)).toBeTruthy();
  expect(screen.queryByText(/médico de su hijo o hija/)).toBeNull();
});
