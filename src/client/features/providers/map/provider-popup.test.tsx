import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderPin } from '@shared/api/provider-map';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi } from '../../../../../tests/support/test-api';
import { MapStatus } from './map-status';
import { ProviderPopupContent } from './provider-popup';

installTestApi((request) =>
  request.path === '/api/appointment-requests'
    ? { status: 200, body: [] }
    : { status: 404, body: { code: 'not_found', message: 'Not found' } },
);

const pin: ProviderPin = {
  id: 'p1',
  name: 'Juniper Path Clinic',
  specialty: 'Child Psychologist',
  addressLine: '400 Main St',
  city: 'Durham',
  state: 'NC',
  zipCode: '27701',
  latitude: 36,
  longitude: -78.9,
  locationApproximate: false,
  averageWaitTime: 21,
  waitSource: 'observed',
  waitFamilies: 4,
  distanceMiles: 12.6,
  phone: '(919) 555-0100',
  requestBy: 'phone',
  websiteUrl: 'https://juniper.example.org/',
  profileImageUrl: null,
  matchesInsurance: true,
  acceptingNewPatients: false,
  detailsVerifiedAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
  telehealth: null,
  licenseState: null,
  factsReportedAt: null,
  listing: null,
  nextOpening: null,
  notAccepting: null,
};

const renderPopup = (inBasket: boolean, shown: ProviderPin = pin) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProviderPopupContent pin={shown} inBasket={inBasket} onAdd={() => {}} autoFocus={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the map in Spanish', () => {
  beforeEach(() => showLanguage('es'));
  afterEach(() => showLanguage('en'));

  it('words the popup in Spanish, keeping the clinic data as it is', () => {
    renderPopup(false);
    for (const text of [
      'Child Psychologist',
      '400 Main St, Durham, NC 27701',
      'Espera: 3 semanas',
      '(observada, 4 familias)',
      'a 13 mi',
      'No acepta pacientes nuevos',
      'Seguro médico y servicios verificados ayer',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(
      screen.getByRole('link', {
        name: 'Visitar sitio web (abre el sitio de la clínica en una pestaña nueva)',
      }),
    ).toBeTruthy();
    // Directions to the street address, in the family's maps.
    expect(screen.getByRole('link', { name: /Cómo llegar/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=400+Main+St%2C+Durham%2C+NC+27701',
    );
    expect(screen.getByRole('button', { name: 'Agregar a la canasta de atención' })).toBeTruthy();
    // How the request would travel, before it is added: the clinic's phone, which dials.
    expect(screen.getByText(/^Llame para solicitar:/).textContent).toBe(
      'Llame para solicitar: (919) 555-0100',
    );
    expect(
      screen.getAllByRole('link', { name: '(919) 555-0100' }).map((a) => a.getAttribute('href')),
    ).toContain('tel:9195550100');
    expect(
      screen.queryByText(/Wait|mi away|Visit Website|Add to Care Basket|Call to request/),
    ).toBeNull();
  });

  it("offers a clinic's published time to request, beside its own booking link", async () => {
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString();
    renderPopup(false, {
      ...pin,
      requestBy: 'email',
      nextOpening: {
        start: inTenDays,
        source: 'scheduling',
        checkedAt: new Date().toISOString(),
        openingId: '20000000-0000-4000-8000-000000000001',
        bookingUrl: 'https://book.clinic.example/slot/1',
      },
    });
    expect(await screen.findByRole('button', { name: 'Pedir esta hora' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', {
          name: 'Reservar en su sitio web (abre el sitio de la clínica en una pestaña nueva)',
        })
        .getAttribute('href'),
    ).toBe('https://book.clinic.example/slot/1');
  });

  it('says in Spanish when the place is only the ZIP code centre, and not otherwise', () => {
    renderPopup(false, { ...pin, locationApproximate: true });
    expect(screen.getByText('Ubicación aproximada (según el código postal)')).toBeTruthy();
  });

  it('says a provider is already in the basket in Spanish', () => {
    renderPopup(true);
    expect(screen.getByRole('button', { name: 'Ya está en su canasta de atención' })).toBeTruthy();
  });

  it('announces the count and a failed load in Spanish', () => {
    render(<MapStatus total={1234} loading={false} failed onRetry={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('1,234 proveedores en el mapa');
    expect(screen.getByRole('alert').textContent).toContain(
      'No pudimos cargar el mapa. Por favor, inténtelo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Inténtelo de nuevo' })).toBeTruthy();
  });
});

describe('an approximate location on the map', () => {
  it('says so under the address while the place is only the ZIP code centre', () => {
    const { unmount } = renderPopup(false, { ...pin, locationApproximate: true });
    expect(screen.getByText('400 Main St, Durham, NC 27701').nextElementSibling!.textContent).toBe(
      'Location approximate (ZIP code)',
    );
    unmount();
    renderPopup(false);
    expect(screen.queryByText('Location approximate (ZIP code)')).toBeNull();
  });
});
