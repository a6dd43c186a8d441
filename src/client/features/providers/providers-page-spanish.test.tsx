import { screen, within } from '@testing-library/react';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { buildProvider } from './testing/fixtures';
import { providerApi, type ProviderWorld } from './testing/provider-api';
import { renderProvidersPage as renderPage } from './testing/render-page';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';

polyfillRadix();

vi.mock('./components/map-view', () => ({
  MapView: () => <div data-testid="map" />,
}));

const juniper = buildProvider(1, {
  name: 'Juniper Path Clinic',
  specialty: 'Child Psychologist',
  averageWaitTime: 18,
  distanceMiles: 4.2,
  servicesOffered: ['Autism Diagnosis', 'Applied Behavior Analysis (ABA)'],
  acceptedInsurance: ['Aetna', 'Other'],
  websiteUrl: 'https://juniper.example.org/',
  source: 'sample',
  matchesInsurance: true,
  acceptingNewPatients: true,
  detailsVerifiedAt: new Date(Date.now() - 12 * 24 * 60 * 60 * 1000).toISOString(),
  accessibility: ['adacomp', 'cultcomp'],
});
const oakGrove = buildProvider(2, {
  name: 'Oak Grove Developmental Center',
  averageWaitTime: null,
  acceptedInsurance: [],
});
const world: ProviderWorld = {
  directory: [juniper, oakGrove],
  profile: { insuranceType: 'Aetna', desiredServices: [], zipCode: '27701' },
  basket: [],
  pageSize: 24,
};
installTestApi(providerApi(world));

// The page's own words; none may show in English on the Spanish page.
const ENGLISH = [
  'Find Healthcare Providers',
  'Filters',
  'Search',
  'Service Type',
  'Sort by',
  'Providers',
  'Add to Care Basket',
  'Services Offered',
  'Insurance Accepted',
  'Not reported',
  'Sample data',
  'Accepting new patients',
  'Book on their website',
  'Wait time not reported',
  'Matches your insurance',
];

beforeEach(async () => {
  world.basket = [];
  await showLanguage('es');
});
afterEach(async () => {
  toast.dismiss();
  await showLanguage('en');
});

describe('providers page in Spanish', { timeout: 15_000 }, () => {
  it('shows the page, the filters and the cards in Spanish', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Buscar proveedores de salud' }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lista' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeTruthy();

    const first = within(await screen.findByRole('article', { name: 'Juniper Path Clinic' }));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' }).textContent).toContain(
      'Más pronto',
    );
    for (const text of [
      '3 semanas de espera',
      'indicada por la clínica',
      'a 4.2 mi',
      'Datos de ejemplo',
      'Diagnóstico de autismo',
      'Análisis conductual aplicado (ABA)',
      'Aetna',
      'Otro',
      'Acepta pacientes nuevos',
      'Seguro médico y servicios verificados hace 12 días',
      'Reservar en su sitio web',
      'Formulario de contacto en su sitio web',
      'Cumple la ADA, Atención culturalmente competente',
      // Data from the registry stays as it came.
      'Child Psychologist',
    ]) {
      expect(first.getByText(text)).toBeTruthy();
    }
    const second = within(
      await screen.findByRole('article', { name: 'Oak Grove Developmental Center' }),
    );
    expect(second.getByText('Tiempo de espera no informado')).toBeTruthy();
    // Insurance, ages, languages, telehealth and accessibility: nobody has said.
    expect(second.getAllByText('No informado')).toHaveLength(5);
    expect(screen.getByText('2 proveedores encontrados')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', {
        name: 'Mostrar solo proveedores que aceptan mi seguro médico',
      }),
    ).toBeTruthy();

    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('adds to the care basket in Spanish', async () => {
    const user = renderPage();
    const first = within(await screen.findByRole('article', { name: 'Juniper Path Clinic' }));
    await user.click(first.getByRole('button', { name: 'Agregar a la canasta de atención' }));
    expect(await screen.findByText('Agregado a su canasta de atención')).toBeTruthy();
    expect(await first.findByRole('button', { name: 'En su canasta de atención' })).toBeTruthy();
  });

  it('names the filters behind an empty result in Spanish', async () => {
    renderPage('/home?tab=list&state=GA&q=nada&service=Autism%20Diagnosis');
    expect(
      await screen.findByText(
        'No hay proveedores que coincidan con "nada" en GA a 50 millas de casa o menos con Diagnóstico de autismo que acepten Aetna o que no se sepa si lo aceptan.',
      ),
    ).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    expect(chips.getByText('Estado: GA')).toBeTruthy();
    expect(chips.getByText('Búsqueda: "nada"')).toBeTruthy();
    expect(
      chips.getByRole('button', { name: 'Quitar filtro: Diagnóstico de autismo' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeTruthy();
    expect(screen.queryByText(/No providers/)).toBeNull();
  });
});

describe('providers page in Spanish on a phone', { timeout: 15_000 }, () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('shows the compact card and the filter sheet in Spanish', async () => {
    const user = renderPage();
    const first = within(await screen.findByRole('article', { name: 'Juniper Path Clinic' }));
    expect(first.getByText('a 4.2 mi')).toBeTruthy();
    expect(first.getByText('Acepta Aetna')).toBeTruthy();
    const toggle = first.getByRole('button', { name: 'Ver detalles' });
    await user.click(toggle);
    expect(toggle.textContent).toBe('Ocultar detalles');
    expect(first.getByText('Servicios que ofrece')).toBeTruthy();

    // On the list the bar holds the order; the legend is in the sheet.
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leyenda' })).toBeNull();
    // The badge counts the chips: the distance and the insurance the profile applies.
    await user.click(screen.getByRole('button', { name: 'Filtros 2 activos' }));
    const sheet = within(await screen.findByRole('dialog'));
    expect(sheet.getByText('Otros proveedores')).toBeTruthy();
    expect(sheet.getByText('Filtrar proveedores (2)')).toBeTruthy();
    expect(
      sheet.getByText('Los cambios se aplican al mapa y a la lista de inmediato.'),
    ).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Listo' })).toBeTruthy();
    expect(screen.queryByText(/Show details|Filter Providers|Legend|mi away/)).toBeNull();
  });
});
