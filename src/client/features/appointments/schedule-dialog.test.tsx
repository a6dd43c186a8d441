import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { buildRequest } from '../../../../tests/support/request-fixtures';
import { installTestApi, polyfillRadix, type Recorded } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';
import { RequestCard } from './request-card';

// The request card's Schedule dialog against a real local HTTP API: the clinic's offered day,
// a time agreed by phone, the clinic's time zone, withdrawing the other requests once the clinic
// agreed, and where the keyboard lands afterwards.

polyfillRadix();

const user = aFamily({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'dana@example.org',
  firstName: 'Dana',
  lastName: 'Whitfield',
});

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
      offeredTime: null,
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
  if (key === 'GET /api/appointment-requests') return { status: 200, body: [booked, other] };
  if (key === `PUT /api/appointment-requests/${booked.id}/schedule`) {
    const body = received.body as {
      scheduledDate: string;
      timeZone: string;
      arrangedByPhone?: boolean;
    };
    return {
      status: 200,
      body: {
        ...booked,
        status: 'scheduled',
        scheduledDate: body.scheduledDate,
        timeZone: body.timeZone,
        arrangedByPhone: body.arrangedByPhone ?? false,
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

function renderCard(
  shown: AppointmentRequest = booked,
  path = '/appointments',
  others: AppointmentRequest[] = [],
) {
  const queryClient = createQueryClient();
  const session = new SessionUser(user);
  queryClient.setQueryData(appointmentRequestsQueryOptions().queryKey, [shown, other]);
  const { container, unmount } = render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RequestCard request={shown} others={others} />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { user: userEvent.setup(), container, unmount };
}

describe('the Schedule dialog', () => {
  it("opens on the clinic's offered day, in the clinic's zone, and asks the clinic for the time", async () => {
    const { user: person, container } = renderCard();
    expect(container.querySelector(`#request-${booked.id}`)).not.toBeNull();
    // Both ways in: the offered day, and a time already agreed by phone.
    expect(screen.getByRole('button', { name: 'I already arranged a time by phone' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Schedule on 3 March 2027' }));

    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText('Date') as HTMLInputElement;
    // Says once that the clinic is asked to confirm.
    expect(
      within(dialog).getByText(
        'Desert Kids Clinic can see you from 3 March 2027. Choose a time that suits you. We will ask them to confirm it, and remind you one week and one day before.',
      ),
    ).toBeTruthy();
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
    expect(
      within(dialog).getByText(
        'The clinic sees your phone number and notes, never your e-mail address.',
      ),
    ).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Ask for this time' });
    // Enabled once the account is known to have a confirmed address.
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await person.click(confirm);
    await screen.findByText('Time requested');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.received.find((r) => r.method === 'PUT');
    const offset = clinicZone === 'America/Phoenix' ? '-07:00' : '+05:30';
    expect(put?.body).toMatchObject({
      scheduledDate: `2027-03-03T14:30:00${offset}`,
      timeZone: clinicZone,
    });
    expect(put?.body).not.toHaveProperty('arrangedByPhone');
    // Back on the card it was opened from.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Desert Kids Clinic' }),
      ),
    );
  });

  it('starts from the time the clinic named with its day, for the family to keep or change', async () => {
    const { user: person } = renderCard(
      request(1, { reply: { ...booked.reply!, offeredTime: '09:30' } }),
    );
    await person.click(screen.getByRole('button', { name: 'Schedule on 3 March 2027' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Time') as HTMLInputElement).value).toBe('09:30');
    expect(screen.getByText('Can offer an appointment from 3 March 2027 at 9:30 AM')).toBeTruthy();
  });

  it('books a time agreed by phone as such, saying so', async () => {
    const waitlisted = request(1, {
      reply: {
        answer: 'waitlist',
        earliestDate: null,
        offeredTime: null,
        waitlist: { amount: 3, unit: 'months' },
        willCall: false,
        acceptingNewPatients: true,
        insuranceAccepted: true,
        message: null,
        repliedAt: '2026-11-02T12:00:00.000Z',
      },
    });
    const { user: person } = renderCard(waitlisted);
    // A waitlist place offers no day to book.
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'I already arranged a time by phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'A time you arranged by phone' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-03-04' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:00' } });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Schedule' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    await person.click(confirm);
    await screen.findByText('Appointment saved');
    const put = api.received.findLast((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ arrangedByPhone: true });
  });

  it('offers to withdraw the others only once the clinic agreed, naming a waitlist place', async () => {
    const waitlisted = request(3, {
      provider: { name: 'Saguaro Center' },
      reply: {
        answer: 'waitlist',
        earliestDate: null,
        offeredTime: null,
        waitlist: { amount: 2, unit: 'months' },
        willCall: true,
        acceptingNewPatients: true,
        insuranceAccepted: null,
        message: null,
        repliedAt: '2026-11-02T12:00:00.000Z',
      },
    });
    const waiting = request(1, {
      status: 'scheduled',
      scheduledDate: '2027-03-03T21:30:00.000Z',
      timeZone: 'America/Phoenix',
    });
    const view = renderCard(waiting, '/appointments', [other, waitlisted]);
    expect(screen.getByText('time requested, waiting for the clinic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw my other requests' })).toBeNull();
    view.unmount();

    const { user: person } = renderCard({ ...waiting, status: 'confirmed' }, '/appointments', [
      other,
      waitlisted,
    ]);
    await person.click(screen.getByRole('button', { name: 'Withdraw my other requests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your other 2 requests?' });
    expect(within(dialog).getByText(/you would lose your place on their waitlist/)).toBeTruthy();
    // Keeping them is the highlighted choice and the one the keyboard starts on.
    const keep = within(dialog).getByRole('button', { name: 'Keep them' });
    const withdraw = within(dialog).getByRole('button', { name: 'Withdraw them' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    expect(withdraw.className).not.toContain('bg-destructive');
    expect(withdraw.className).toContain('border');
    await person.click(withdraw);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      api.received.some(
        (r) => r.method === 'POST' && r.path.endsWith(`/${booked.id}/withdraw-others`),
      ),
    ).toBe(true);
  });

  it('names no zone when the clinic is in the browser zone, and Cancel returns focus to the card', async () => {
    const local = request(1, {
      provider: { timeZone: browserZone },
      reply: null,
    });
    const { user: person } = renderCard(local);
    expect(screen.queryByRole('button', { name: /^Schedule on/ })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'I already arranged a time by phone' }));
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

  it("shows a booked appointment in the clinic's zone, naming it, and where it is", () => {
    renderCard(
      request(1, {
        provider: { address: '12 Oak St, Phoenix, AZ 85004' },
        status: 'scheduled',
        scheduledDate: '2027-03-03T21:30:00.000Z',
        timeZone: 'America/Phoenix',
        reply: null,
      }),
    );
    const expected =
      browserZone === 'America/Phoenix' ? '3 March 2027 at 2:30 PM' : '3 March 2027 at 2:30 PM MST';
    expect(screen.getByText(expected)).toBeTruthy();
    expect(screen.getByText('12 Oak St, Phoenix, AZ 85004')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12+Oak+St%2C+Phoenix%2C+AZ+85004',
    );
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /arranged a time by phone/ })).toBeNull();
  });

  it('is where a link to /appointments#request-{id} lands', () => {
    renderCard(booked, `/appointments#request-${booked.id}`);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Desert Kids Clinic' }),
    );
  });
});
