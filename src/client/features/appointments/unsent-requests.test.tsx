import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { showLanguage } from '@client/i18n/i18n';
import {
  appointmentRequestsQueryOptions,
  useRequestedLabel,
} from '@client/lib/api/get-appointment-requests';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { buildRequest } from '../../../../tests/support/request-fixtures';
import { installTestApi, type Recorded } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';
import AppointmentsPage from './appointments-page';

// A request we could not send (no e-mail address for the clinic) is never called requested or
// submitted: it says whom to call, and the day the family saved it.

const user = aFamily({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'dana@example.org',
  firstName: 'Dana',
  lastName: 'Whitfield',
});

const unsent = buildRequest(1, {
  status: 'pending',
  provider: { name: 'Peachtree Psychology', phone: '(404) 555-0100' },
});
const unsentNoPhone = buildRequest(2, {
  status: 'pending',
  provider: { name: 'Riverside Therapy', phone: null },
});
const sent = buildRequest(3, { provider: { name: 'Mesa Therapy' } });
const listed: AppointmentRequest[] = [unsent, unsentNoPhone, sent];

installTestApi((received: Recorded) => {
  const key = `${received.method} ${received.path}`;
  if (key === 'GET /api/appointment-requests') return { status: 200, body: listed };
  if (key === 'POST /api/appointment-requests/seen') return { status: 204 };
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
});

afterEach(() => showLanguage('en'));

function renderWithData(ui: ReactNode) {
  const queryClient = createQueryClient();
  const session = new SessionUser(user);
  queryClient.setQueryData(appointmentRequestsQueryOptions().queryKey, listed);
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/appointments']}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

const cardOf = (request: AppointmentRequest) =>
  within(document.getElementById(`request-${request.id}`)!);

describe('requests never sent', () => {
  it('are listed first with the numbers to call, and never said to be submitted', async () => {
    renderWithData(<AppointmentsPage />);
    const toCall = screen.getByRole('region', { name: 'Not sent: call these clinics' });
    const items = within(toCall).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Peachtree Psychology(404) 555-0100',
      'Riverside TherapyNo phone number',
    ]);
    expect(within(toCall).getByRole('link', { name: '(404) 555-0100' }).getAttribute('href')).toBe(
      'tel:4045550100',
    );
    const card = cardOf(unsent);
    expect(card.getByText('not sent: call them')).toBeTruthy();
    expect(card.getByText('Saved:')).toBeTruthy();
    expect(card.queryByText(/Submitted|^requested$/)).toBeNull();
    // A request that went out still says when it was submitted.
    expect(cardOf(sent).getByText('Submitted:')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('label the provider with whom to call instead of Requested', () => {
    function Labels() {
      return (
        <>
          <p>{useRequestedLabel(unsent.provider.id!)}</p>
          <p>{useRequestedLabel(unsentNoPhone.provider.id!)}</p>
          <p>{useRequestedLabel(sent.provider.id!)}</p>
        </>
      );
    }
    renderWithData(<Labels />);
    expect(screen.getByText('Not sent: call (404) 555-0100 (saved 15 November 2026)')).toBeTruthy();
    expect(screen.getByText('Not sent (saved 15 November 2026)')).toBeTruthy();
    expect(screen.getByText('Requested 15 November 2026')).toBeTruthy();
  });

  it('say the same in Spanish', async () => {
    await showLanguage('es');
    renderWithData(<AppointmentsPage />);
    expect(
      screen.getByRole('region', { name: 'No enviadas: llame a estas clínicas' }),
    ).toBeTruthy();
    expect(cardOf(unsent).getByText('Guardada:')).toBeTruthy();
    expect(cardOf(unsent).queryByText(/Enviada|Solicitada/)).toBeNull();
  });
});
