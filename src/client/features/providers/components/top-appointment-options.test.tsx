import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../../tests/support/axe-jsdom';
import { buildRequest } from '../../../../../tests/support/request-fixtures';
import { installTestApi } from '../../../../../tests/support/test-api';
import { TopAppointmentOptions } from './top-appointment-options';

const world = { requests: [] as AppointmentRequest[] };
installTestApi((request) =>
  request.path === '/api/appointment-requests'
    ? { status: 200, body: world.requests }
    : { status: 404, body: { code: 'not_found', message: 'Not found' } },
);

const now = new Date('2026-11-23T12:00:00Z');
const renderOptions = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TopAppointmentOptions now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const offeredFirstDecember = buildRequest(1, {
  provider: { name: 'Juniper Path Clinic', city: 'Raleigh' },
  estimatedWaitTime: 90,
  submittedAt: '2026-11-01T10:00:00.000Z',
  opening: { date: '2026-12-01', source: 'offered' },
});
// Never answered: its listed wait is shorter, but counted from when it was asked it ends later.
const silent = buildRequest(2, {
  provider: { name: 'Oak Grove Center' },
  estimatedWaitTime: 20,
  submittedAt: '2026-11-15T10:00:00.000Z',
  opening: { date: '2026-12-05', source: 'listed' },
});
const later = buildRequest(3, {
  provider: { name: 'Peachtree Psychology', city: 'Atlanta', state: 'GA' },
  opening: { date: '2027-01-10', source: 'reported' },
});
const notAccepting = buildRequest(4, { provider: { name: 'Full House Clinic' }, opening: null });
const cancelled = buildRequest(5, {
  provider: { name: 'Withdrawn Clinic' },
  status: 'cancelled',
  opening: null,
});

describe('Top Appointment Options', () => {
  it('ranks by the earliest opening: an offered 1 December above a silent clinic due later', async () => {
    world.requests = [later, notAccepting, silent, cancelled, offeredFirstDecember];
    renderOptions();
    await screen.findByRole('heading', { name: 'Top Appointment Options' });
    const options = screen.getAllByRole('listitem');
    expect(options).toHaveLength(2);

    const first = within(options[0]!);
    expect(first.getByText('Option 1')).toBeTruthy();
    expect(first.getByText('Child Psychologist · Raleigh, NC')).toBeTruthy();
    expect(first.getByText('Estimated wait: 8 days')).toBeTruthy();
    expect(first.getByText('offered by the clinic')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Juniper Path Clinic' }).getAttribute('href')).toBe(
      `/appointments#request-${offeredFirstDecember.id}`,
    );

    const second = within(options[1]!);
    expect(second.getByText('Option 2')).toBeTruthy();
    expect(second.getByText('Estimated wait: 12 days')).toBeTruthy();
    // A listed wait says what 'listed' means, from a button above the card's link.
    expect(second.getByText('listed')).toBeTruthy();
    const info = second.getByRole('button', { name: "What 'listed' means" });
    await userEvent.setup().click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(
      second.getByText(
        'The wait the clinic or its directory listing gives; not yet confirmed by families.',
      ),
    ).toBeTruthy();
    expect(first.queryByRole('button')).toBeNull();
    expect(second.getByRole('link', { name: 'Oak Grove Center' }).getAttribute('href')).toBe(
      `/appointments#request-${silent.id}`,
    );
    expect(screen.queryByText('Full House Clinic')).toBeNull();
    expect(screen.queryByText('Withdrawn Clinic')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('on a phone puts the options side by side: the provider and the days', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      world.requests = [later, silent, offeredFirstDecember];
      renderOptions();
      await screen.findByRole('heading', { name: 'Top Appointment Options' });
      const options = screen.getAllByRole('listitem');
      expect(options.map((option) => option.textContent)).toEqual([
        'Option 1: Juniper Path ClinicEstimated wait: 8 days',
        'Option 2: Oak Grove CenterEstimated wait: 12 days',
      ]);
      expect(
        within(options[0]!).getByRole('link', { name: 'Juniper Path Clinic' }).getAttribute('href'),
      ).toBe(`/appointments#request-${offeredFirstDecember.id}`);
      expect(screen.queryByText('Child Psychologist · Raleigh, NC')).toBeNull();
      expect(await seriousAxeViolations()).toEqual([]);
    } finally {
      window.innerWidth = width;
    }
  });

  it('lists each provider once and shows nothing without a known opening', async () => {
    const again = buildRequest(6, {
      provider: { ...offeredFirstDecember.provider },
      status: 'scheduled',
      opening: { date: '2026-11-30', source: 'listed' },
    });
    world.requests = [offeredFirstDecember, again, later];
    const { unmount } = renderOptions();
    await screen.findByRole('heading', { name: 'Top Appointment Options' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Juniper Path Clinic',
      'Peachtree Psychology',
    ]);
    unmount();

    world.requests = [notAccepting, cancelled];
    renderOptions();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Top Appointment Options')).toBeNull();
  });
});

describe('Top Appointment Options in Spanish', () => {
  afterEach(() => showLanguage('en'));

  it('words the options, the wait and its source in Spanish', async () => {
    await showLanguage('es');
    world.requests = [later, silent, offeredFirstDecember];
    renderOptions();
    await screen.findByRole('heading', { name: 'Mejores opciones de cita' });
    const [first, second] = screen.getAllByRole('listitem').map((option) => within(option));
    expect(first!.getByText('Opción 1')).toBeTruthy();
    expect(first!.getByText('Espera estimada: 8 días')).toBeTruthy();
    expect(first!.getByText('según la oferta de la clínica')).toBeTruthy();
    expect(second!.getByText('indicada por la clínica')).toBeTruthy();
    await userEvent
      .setup()
      .click(second!.getByRole('button', { name: 'Qué significa «indicada por la clínica»' }));
    expect(
      second!.getByText(
        'El tiempo de espera que da la clínica o su directorio; las familias aún no lo han confirmado.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Option|Estimated wait|listed wait/)).toBeNull();
  });

  it('on a phone says the days in Spanish', async () => {
    await showLanguage('es');
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      world.requests = [silent, offeredFirstDecember];
      renderOptions();
      await screen.findByRole('heading', { name: 'Mejores opciones de cita' });
      expect(screen.getAllByRole('listitem').map((option) => option.textContent)).toEqual([
        'Opción 1: Juniper Path ClinicEspera estimada: 8 días',
        'Opción 2: Oak Grove CenterEspera estimada: 12 días',
      ]);
    } finally {
      window.innerWidth = width;
    }
  });
});
