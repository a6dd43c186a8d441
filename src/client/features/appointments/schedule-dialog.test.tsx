import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { CurrentUser } from '@shared/api/auth';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { createQueryClient } from '@client/lib/query-client';
import { buildRequest } from '../../../../tests/support/request-fixtures';
import { installTestApi, polyfillRadix, type Recorded } from '../../../../tests/support/test-api';
import { RequestCard } from './request-card';

// The request card's Schedule dialog against a real local HTTP API: the clinic's offered day,
// its time zone, the other requests to withdraw, and where the keyboard lands afterwards.

polyfillRadix();

const user: CurrentUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'dana@example.org',
  firstName: 'Dana',
  lastName: 'Whitfield',
  profileImageUrl: null,
  role: 'user',
  emailVerified: true,
  hasPassword: true,
  language: 'en',
};

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A zone surely not the machine's, so the dialog names it. */
const clinicZone = browserZone === 'America/Phoenix' ? 'Asia/Kolkata' : 'America/Phoenix';

/** Desert Kids Clinic, in the clinic zone; each request may change any of it. */
const desertKids = {
  name: 'Desert Kids Clinic',
  specialty: 'Clinical Psychologist',
  city: 'Phoenix',
  state: 'AZ',
  phone: null,
  timeZone: clinicZone,
};

/** Request `n`, to a clinic that offered 3 March 2027 unless the overrides say otherwise. */
const request = (
  n: number,
  { provider, ...overrides }: Parameters<typeof buildRequest>[1] = {},
): AppointmentRequest =>
  buildRequest(n, {
    provider: { ...desertKids, ...provider },
    insuranceType: 'Medicaid',
    submittedAt: '2026-11-01T12:00:00.000Z',
    reply: {
      answer: 'offer',
      earliestDate: '2027-03-03',
      waitlist: null,
      willCall: null,
      acceptingNewPatients: true,
      insuranceAccepted: true,
      message: null,
      repliedAt: '2026-11-02T12:00:00.000Z',
    },
    opening: { date: '2027-03-03', source: 'offered' },
    ...overrides,
  });

const booked = request(1);
const other = request(2, { provider: { name: 'Mesa Therapy' }, reply: null });

function handler(received: Recorded) {
  const key = `${received.method} ${received.path}`;
  if (key === 'GET /api/auth/user') return { status: 200, body: user };
  if (key === 'GET /api/appointment-requests') return { status: 200, body: [booked, other] };
  if (key === `PUT /api/appointment-requests/${booked.id}/schedule`) {
    const body = received.body as { scheduledDate: string; timeZone: string };
    return {
      status: 200,
      body: {
        ...booked,
        status: 'scheduled',
        scheduledDate: body.scheduledDate,
        timeZone: body.timeZone,
      },
    };
  }
  if (key === `POST /api/appointment-requests/${booked.id}/withdraw-others`) {
    return { status: 200, body: { cancelled: [{ ...other, status: 'cancelled' }] } };
  }
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}

const api = installTestApi(handler);
afterEach(() => {
  toast.dismiss();
});

function renderCard(shown: AppointmentRequest = booked, path = '/appointments') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appointmentRequestsQueryOptions().queryKey, [shown, other]);
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RequestCard request={shown} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), container };
}

describe('the Schedule dialog', () => {
  it("opens on the clinic's offered day, in the clinic's zone, then offers to withdraw the others", async () => {
    const { user: person, container } = renderCard();
    expect(container.querySelector(`#request-${booked.id}`)).not.toBeNull();
    // Both ways in: the offered day, and the plain button.
    expect(screen.getByRole('button', { name: 'Schedule Appointment' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Schedule on 3 March 2027' }));

    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    const time = within(dialog).getByLabelText('Time') as HTMLInputElement;
    expect(date.value).toBe('2027-03-03');
    expect(time.value).toBe('');
    const zoneName = new Intl.DateTimeFormat('en-US', {
      timeZone: clinicZone,
      timeZoneName: 'long',
    })
      .formatToParts(new Date('2027-03-03T12:00:00Z'))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(
      within(dialog).getByText(`Times are in ${zoneName} (the clinic's time zone)`),
    ).toBeTruthy();
    // Stacked on a narrow screen, side by side from sm; nothing wider than its column.
    const row = within(dialog).getByTestId('date-time');
    expect(row.className).toContain('grid-cols-1');
    expect(row.className).toContain('sm:grid-cols-2');
    expect(date.className).toContain('min-w-0');

    fireEvent.change(time, { target: { value: '14:30' } });
    // The account's address, also when the account loads after the dialog opened.
    const email = within(dialog).getByLabelText('Email for Reminders') as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('dana@example.org'));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Schedule' });
    // Enabled once the account is known to have a confirmed address.
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await person.click(confirm);
    await screen.findByText('Withdraw your other request?');
    const put = api.received.find((r) => r.method === 'PUT');
    const offset = clinicZone === 'America/Phoenix' ? '-07:00' : '+05:30';
    expect(put?.body).toMatchObject({
      scheduledDate: `2027-03-03T14:30:00${offset}`,
      timeZone: clinicZone,
    });
    expect(screen.getByText('Mesa Therapy')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Withdraw them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.received.some(
        (r) => r.method === 'POST' && r.path.endsWith(`/${booked.id}/withdraw-others`),
      ),
    ).toBe(true);
    // Back on the card it was opened from.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Desert Kids Clinic' }),
      ),
    );
  });

  it('names no zone when the clinic is in the browser zone, and Cancel returns focus to the card', async () => {
    const local = request(1, {
      provider: { timeZone: browserZone },
      reply: null,
    });
    const { user: person } = renderCard(local);
    expect(screen.queryByRole('button', { name: /^Schedule on/ })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Schedule Appointment' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText(/the clinic's time zone/)).toBeNull();
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Desert Kids Clinic' }),
      ),
    );
  });

  it("shows a booked appointment in the clinic's zone, naming it", () => {
    renderCard(
      request(1, {
        status: 'scheduled',
        scheduledDate: '2027-03-03T21:30:00.000Z',
        timeZone: 'America/Phoenix',
        reply: null,
      }),
    );
    const expected =
      browserZone === 'America/Phoenix'
        ? 'Wednesday, March 3, 2027 at 2:30 PM'
        : 'Wednesday, March 3, 2027 at 2:30 PM MST';
    expect(screen.getByText(expected)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
  });

  it('is where a link to /appointments#request-{id} lands', () => {
    renderCard(booked, `/appointments#request-${booked.id}`);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Desert Kids Clinic' }),
    );
  });
});
