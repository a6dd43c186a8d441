import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmationForm } from '@shared/api/provider-confirmations';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi, type Recorded } from '../../../../tests/support/test-api';
import ProviderConfirmPage from './provider-confirm-page';

// The clinic's confirm page against a real local HTTP API.

const token = 'a'.repeat(43);
const form: ConfirmationForm = {
  providerName: 'Desert Kids Clinic',
  scheduledDate: '2027-03-03T21:30:00.000Z',
  timeZone: 'America/Phoenix',
  localTime: '3 March 2027 at 2:30 PM MST',
  family: {
    services: ['Autism Diagnosis'],
    careFor: 'child',
    childAge: { years: 4, months: 2 },
    lookingFor: null,
    phone: '(602) 555-0188',
    // The family chose no language for clinics: the clinic is told none.
    language: null,
  },
  notes: 'He is shy with new people.',
};

function handler(request: Recorded) {
  if (request.path !== `/api/provider-confirmations/${token}`) {
    return { status: 404, body: { code: 'confirm_link_invalid', message: 'Not valid.' } };
  }
  return request.method === 'GET' ? { status: 200, body: form } : { status: 204 };
}

const api = installTestApi(handler);

function renderPage(path = `/provider-confirm/${token}`) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/provider-confirm/:token" element={<ProviderConfirmPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posted = () => api.received.filter((r) => r.method === 'POST').map((r) => r.body);

describe('the clinic confirm page', () => {
  it('shows the booked time in the clinic zone and confirms it', async () => {
    const user = renderPage();
    await screen.findByText('3 March 2027 at 2:30 PM MST');
    expect(screen.getByText(/Desert Kids Clinic/)).toBeTruthy();
    // What the family chose to share with the clinic, for the visit.
    expect(screen.getByRole('link', { name: '(602) 555-0188' })).toBeTruthy();
    expect(screen.getByText('He is shy with new people.')).toBeTruthy();
    expect(screen.getByText('4 years 2 months')).toBeTruthy();
    expect(screen.queryByText('Language the family prefers')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm appointment' }));
    await screen.findByText('The appointment is confirmed. We let the family know.');
    expect(posted()).toContainEqual({ action: 'confirm' });
  });

  it('proposes another day and time with a message', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Propose another time' }));
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('Date you can offer'), { target: { value: day } });
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '09:15' } });
    await user.type(screen.getByLabelText('Message to the family (optional)'), 'Mornings only.');
    await user.click(screen.getByRole('button', { name: 'Propose this date' }));
    await screen.findByText(/We sent the family your proposal/);
    expect(posted()).toContainEqual({
      action: 'propose',
      date: day,
      time: '09:15',
      message: 'Mornings only.',
    });
  });

  it('says why a link cannot be used', async () => {
    renderPage(`/provider-confirm/${'b'.repeat(43)}`);
    await screen.findByText('This link cannot be used');
    expect(screen.getByText('Not valid.')).toBeTruthy();
  });
});

describe('the clinic confirm page in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('words the page and the booked time in Spanish, in the clinic zone', async () => {
    await showLanguage('es');
    renderPage();
    await screen.findByText('3 de marzo de 2027 a las 2:30 p.m. MST');
    expect(screen.getByRole('heading', { name: 'Confirmar una cita' })).toBeTruthy();
    expect(
      screen.getByText('Una familia le pidió a Desert Kids Clinic una cita a esta hora:'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar la cita' })).toBeTruthy();
    expect(screen.queryByText(/Confirm an appointment|A family asked|Wednesday|Phone/)).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Confirm appointment|Propose another/ }),
    ).toBeNull();
  });

  it('proposes another day in Spanish, and the switch brings English back', async () => {
    await showLanguage('es');
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Proponer otra fecha' }));
    expect(screen.getByLabelText('Fecha que puede ofrecer')).toBeTruthy();
    expect(screen.getByLabelText('Mensaje para la familia (opcional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Propose this date' })).toBeTruthy();
    expect(screen.getByText('3 March 2027 at 2:30 PM MST')).toBeTruthy();
  });

  it('says in Spanish that a link cannot be used', async () => {
    await showLanguage('es');
    renderPage(`/provider-confirm/${'b'.repeat(43)}`);
    expect(
      await screen.findByRole('heading', { name: 'Este enlace no se puede usar' }),
    ).toBeTruthy();
    expect(screen.queryByText('This link cannot be used')).toBeNull();
  });
});
