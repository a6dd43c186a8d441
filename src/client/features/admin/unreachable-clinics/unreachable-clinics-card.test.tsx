import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnreachableClinic } from '@shared/api/unreachable-clinics';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../../tests/support/axe-jsdom';
import { installTestApi, type Recorded } from '../../../../../tests/support/test-api';
import { UnreachableClinicsCard } from './unreachable-clinics-card';

const asylumHill: UnreachableClinic = {
  providerId: '00000000-0000-4000-8000-000000000001',
  name: 'Asylum Hill Developmental Clinic',
  city: 'Hartford',
  state: 'CT',
  phone: '(860) 555-0144',
  npiNumber: '1093817465',
  families: 3,
  lastTriedAt: '2026-11-26T15:00:00.000Z',
  invitedAt: null,
};
const blueHills: UnreachableClinic = {
  ...asylumHill,
  providerId: '00000000-0000-4000-8000-000000000002',
  name: 'Blue Hills Pediatric Psychology',
  phone: null,
  npiNumber: null,
  families: 1,
};

const world = { clinics: [asylumHill, blueHills] };

const api = installTestApi((request: Recorded) => {
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /api/admin/unreachable-clinics') return { status: 200, body: world.clinics };
  if (key === `PUT /api/providers/${asylumHill.providerId}/email`) {
    world.clinics = [blueHills];
    return { status: 200, body: {} };
  }
  if (key === `POST /api/admin/unreachable-clinics/${blueHills.providerId}/invite`) {
    const { email } = request.body as { email: string };
    if (!email.includes('@'))
      return {
        status: 400,
        body: {
          code: 'invalid_input',
          message: 'Please enter a valid email address',
          field: 'email',
        },
      };
    return { status: 202, body: { invited: true } };
  }
  return { status: 404, body: { code: 'not_found', message: 'Not found' } };
});

afterEach(() => {
  toast.dismiss();
  world.clinics = [asylumHill, blueHills];
  showLanguage('en');
});

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnreachableClinicsCard />
      <Toaster />
    </QueryClientProvider>,
  );

describe('Clinics families could not reach', () => {
  it('lists the clinics, most families first, with what an admin needs to reach them', async () => {
    renderCard();
    const section = screen.getByRole('region', { name: 'Clinics families could not reach' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Asylum Hill Developmental Clinic',
      'Blue Hills Pediatric Psychology',
    ]);
    const first = within(items[0]!);
    for (const text of ['3 families tried', 'Hartford, CT', 'NPI 1093817465']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByRole('link', { name: '(860) 555-0144' }).getAttribute('href')).toBe(
      'tel:8605550144',
    );
    const second = within(items[1]!);
    expect(second.getByText('1 family tried')).toBeTruthy();
    expect(second.getByText('No NPI')).toBeTruthy();
    expect(second.getByText('No phone number')).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('adds an address: the waiting requests go and the clinic leaves the list', async () => {
    const user = userEvent.setup();
    renderCard();
    const row = within((await screen.findAllByRole('listitem'))[0]!);
    await user.click(row.getByRole('button', { name: 'Add an e-mail address' }));
    await user.type(
      row.getByLabelText("The clinic's e-mail address for requests"),
      'intake@asylumhill.example',
    );
    await user.click(row.getByRole('button', { name: 'Save and send the waiting requests' }));
    expect(
      await screen.findByText(
        'Asylum Hill Developmental Clinic can be reached: the waiting requests were sent',
      ),
    ).toBeTruthy();
    expect(api.received.find((r) => r.method === 'PUT')?.body).toEqual({
      email: 'intake@asylumhill.example',
    });
    await screen.findByText('Blue Hills Pediatric Psychology');
    expect(screen.queryByRole('heading', { name: 'Asylum Hill Developmental Clinic' })).toBeNull();
  });

  it('invites a clinic, saying a refused address beside the field', async () => {
    const user = userEvent.setup();
    renderCard();
    const row = within((await screen.findAllByRole('listitem'))[1]!);
    await user.click(row.getByRole('button', { name: 'Invite to claim the listing' }));
    const field = row.getByLabelText('E-mail address to invite');
    await user.type(field, 'not an address');
    await user.click(row.getByRole('button', { name: 'Send invitation' }));
    expect(await row.findByText('Please enter a valid email address')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'office@bluehills.example');
    await user.click(row.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation to Blue Hills Pediatric Psychology is on its way'),
    ).toBeTruthy();
    expect(row.queryByLabelText('E-mail address to invite')).toBeNull();
  });

  it('speaks Spanish', async () => {
    showLanguage('es');
    renderCard();
    expect(
      await screen.findByRole('heading', {
        name: 'Clínicas que las familias no pudieron contactar',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('3 familias lo intentaron')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Invitar a reclamar la ficha' })).toHaveLength(2);
  });
});
