import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { showLanguage } from '@client/i18n/i18n';
import {
  appointmentRequestsQueryOptions,
  useRequestedLabel,
} from '@client/lib/api/get-appointment-requests';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { buildRequest } from '../../../../tests/support/request-fixtures';
import { installTestApi, polyfillRadix, type Recorded } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';
import AppointmentsPage from './appointments-page';
import { NoReplyNote } from './no-reply-note';
import { RequestCard } from './request-card';
import { formatDayAndTime } from '@shared/rules/intl-formats';

// The appointments page, its cards and its dialogs for a family reading Spanish.

polyfillRadix();

const user = aFamily({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'dana@example.org',
  firstName: 'Dana',
  lastName: 'Whitfield',
  language: 'es',
});

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const clinicZone = browserZone === 'America/Phoenix' ? 'Asia/Kolkata' : 'America/Phoenix';

const offered = buildRequest(1, {
  provider: { name: 'Desert Kids Clinic', timeZone: clinicZone, phone: null },
  insuranceType: 'Other',
  reply: {
    answer: 'offer',
    earliestDate: '2027-03-03',
    offeredTime: null,
    waitlist: null,
    willCall: null,
    acceptingNewPatients: true,
    insuranceAccepted: true,
    message: null,
    repliedAt: '2026-11-16T12:00:00.000Z',
  },
});
const waiting = buildRequest(2, {
  provider: { name: 'Mesa Therapy' },
  reply: {
    answer: 'waitlist',
    earliestDate: null,
    offeredTime: null,
    waitlist: { amount: 3, unit: 'months' },
    willCall: true,
    acceptingNewPatients: true,
    insuranceAccepted: false,
    message: 'We call every Monday.',
    repliedAt: '2026-11-16T12:00:00.000Z',
  },
});

let listed: AppointmentRequest[] = [];
function handler(received: Recorded) {
  const key = `${received.method} ${received.path}`;
  if (key === 'GET /api/appointment-requests') return { status: 200, body: listed };
  if (key === `PUT /api/appointment-requests/${offered.id}/schedule`) {
    const body = received.body as { scheduledDate: string; timeZone: string };
    return { status: 200, body: { ...offered, status: 'scheduled', ...body } };
  }
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
}
installTestApi(handler);

beforeEach(async () => {
  listed = [offered, waiting];
  await showLanguage('es');
});
afterEach(async () => {
  toast.dismiss();
  await showLanguage('en');
});

function renderWithData(ui: ReactNode) {
  const queryClient = createQueryClient();
  const session = new SessionUser(user);
  queryClient.setQueryData(appointmentRequestsQueryOptions().queryKey, listed);
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/appointments']}>{ui}</MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

/** The main English words of the page; none may show through in Spanish. */
const ENGLISH =
  /\b(Appointment|Requests?|Schedule|Location|Estimated|Submitted|Waitlist|Accepts|Cancel|Calendar|Your notes)\b/;

describe('the appointments page in Spanish', () => {
  it('words the page, the cards and the clinics’ answers in Spanish, dates included', async () => {
    renderWithData(<AppointmentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes de cita' })).toBeTruthy();
    const card = within(
      (await screen.findByRole('heading', { name: 'Desert Kids Clinic' })).closest('li')!,
    );
    expect(card.getByText('día ofrecido')).toBeTruthy();
    expect(card.getByText('Espera estimada:')).toBeTruthy();
    expect(card.getByText('5 semanas')).toBeTruthy();
    expect(card.getByText('15 de noviembre de 2026')).toBeTruthy();
    expect(card.getByText('Le pueden dar una cita a partir del 3 de marzo de 2027')).toBeTruthy();
    // The profile's 'Other' is our word, so it is translated too.
    expect(card.getByText('Aceptan Otro')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Programar el 3 de marzo de 2027' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Cancelar solicitud' })).toBeTruthy();

    const other = within(screen.getByRole('heading', { name: 'Mesa Therapy' }).closest('li')!);
    expect(other.getByText('Lista de espera: alrededor de 3 meses')).toBeTruthy();
    expect(other.getByText('Le llamarán cuando haya un lugar')).toBeTruthy();
    expect(other.getByText('No aceptan Aetna')).toBeTruthy();
    // What the clinic wrote stays as it wrote it.
    expect(other.getByText('We call every Monday.')).toBeTruthy();
    expect(screen.getByRole('main').textContent).not.toMatch(ENGLISH);
  });

  it('says so in Spanish when there are no requests yet', async () => {
    listed = [];
    renderWithData(<AppointmentsPage />);
    expect(await screen.findByText('Todavía no tiene solicitudes de cita')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar proveedores' })).toBeTruthy();
  });

  it('asks for a time in Spanish, naming the clinic’s zone in Spanish', async () => {
    const person = renderWithData(<RequestCard request={offered} />);
    await person.click(screen.getByRole('button', { name: 'Programar el 3 de marzo de 2027' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Programar cita' }));
    const zone = new Intl.DateTimeFormat('es-US', { timeZone: clinicZone, timeZoneName: 'long' })
      .formatToParts(new Date('2027-03-03T12:00:00Z'))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(
      dialog.getByText(`Las horas están en ${zone} (la zona horaria de la clínica)`),
    ).toBeTruthy();
    expect(dialog.getByLabelText('Correo electrónico para recordatorios')).toBeTruthy();
    expect(dialog.getByLabelText('Notas para el proveedor (opcional)')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Hora'), { target: { value: '14:30' } });
    const confirm = dialog.getByRole('button', { name: 'Pedir esta hora' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog').textContent).not.toMatch(/\b(Schedule|Ask|booked)\b/);
    await person.click(confirm);
    expect(await screen.findByText('Hora solicitada')).toBeTruthy();
  });

  it('offers to withdraw the others in Spanish once the clinic confirmed', async () => {
    const confirmed = buildRequest(4, {
      status: 'confirmed',
      scheduledDate: '2027-03-03T21:30:00.000Z',
      timeZone: browserZone,
    });
    const person = renderWithData(<RequestCard request={confirmed} others={[waiting]} />);
    await person.click(screen.getByRole('button', { name: 'Retirar mis otras solicitudes' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '¿Retirar su otra solicitud?' }),
    );
    expect(dialog.getByText(/perdería su lugar en la lista de espera/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Retirarlas' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Conservarlas' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).not.toMatch(/\b(Withdraw|Keep|booked)\b/);
  });

  it('shows a booked appointment with a Spanish date and the reminders line', () => {
    const booked = buildRequest(3, {
      status: 'scheduled',
      scheduledDate: '2027-03-03T21:30:00.000Z',
      timeZone: browserZone,
      reminderEmail: 'dana@example.org',
      contactEmail: 'new@example.org',
    });
    renderWithData(<RequestCard request={booked} />);
    // Written as the card's other dates are: '3 de marzo de 2027 a las 9:30 p.m.' in UTC.
    const when = formatDayAndTime('2027-03-03T21:30:00.000Z', 'es-US', browserZone);
    expect(when).toMatch(/^\d de marzo de 2027 a las \d{1,2}:30 [ap]\.m\.$/);
    expect(screen.getByText(when)).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Los recordatorios llegarán a dana@example.org hasta que se confirme new@example.org: le enviamos un enlace a ese correo.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('hora solicitada, esperando a la clínica')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar al calendario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar cita' })).toBeTruthy();
  });

  it('asks before cancelling, in Spanish', async () => {
    const person = renderWithData(<RequestCard request={waiting} />);
    await person.click(screen.getByRole('button', { name: 'Cancelar solicitud' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Cancelar esta solicitud?' }));
    expect(
      dialog.getByText(
        'Mesa Therapy ya no le guardará un lugar. Puede volver a pedirles una cita más adelante.',
      ),
    ).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Conservarla' })).toBeTruthy();
  });

  it('suggests calling, in Spanish, when a clinic has not answered', () => {
    render(
      <NoReplyNote
        request={{ ...waiting, reply: null, submittedAt: '2026-11-01T12:00:00.000Z' }}
        now={new Date('2026-11-20T12:00:00.000Z')}
      />,
    );
    expect(screen.getByText('Todavía no hay respuesta')).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'La clínica no ha respondido en 10 días. Llamar puede ser más rápido: (919) 555-0100.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '(919) 555-0100' }).getAttribute('href')).toBe(
      'tel:9195550100',
    );
  });

  it('labels a provider already asked with a Spanish date', () => {
    function Requested() {
      return <p>{useRequestedLabel(offered.provider.id!)}</p>;
    }
    renderWithData(<Requested />);
    expect(screen.getByText('Solicitada el 15 de noviembre de 2026')).toBeTruthy();
  });
});
