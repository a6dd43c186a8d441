import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi, type Recorded, type Reply } from '../../../tests/support/test-api';
import { ListingStaffSection } from './listing-staff-section';

// The addresses that keep a listing, as the listing page shows them: any of them adds or removes
// another; the last one has no Remove button.

const PROVIDER = '10000000-0000-4000-8000-000000000007';
const URL = `/api/clinic/listings/${PROVIDER}/staff`;
let staff = ['desk@clinic.example'];
const body = () => ({ staff: staff.map((email) => ({ email, addedAt: '2026-11-27T10:00:00Z' })) });

function answer(request: Recorded): Reply {
  if (request.path === URL && request.method === 'GET') return { status: 200, body: body() };
  if (request.path === URL && request.method === 'POST') {
    const { email } = request.body as { email: string };
    if (!email.includes('@')) {
      return {
        status: 400,
        body: {
          code: 'invalid_input',
          field: 'email',
          message: 'Please enter a valid email address',
        },
      };
    }
    staff = [...staff, email.toLowerCase()];
    return { status: 201, body: body() };
  }
  if (request.method === 'DELETE' && request.path.startsWith(`${URL}/`)) {
    const email = decodeURIComponent(request.path.slice(URL.length + 1));
    staff = staff.filter((address) => address !== email);
    return { status: 200, body: body() };
  }
  return { status: 404, body: { code: 'not_found', message: 'No route' } };
}

const api = installTestApi(answer);

it('adds a colleague, who can then be removed, and never offers to remove the last address', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ListingStaffSection providerId={PROVIDER} />
    </QueryClientProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Who keeps this listing' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['desk@clinic.example']);
  expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

  const field = screen.getByLabelText("Add a colleague's work e-mail");
  await user.type(field, 'nobody');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');

  await user.clear(field);
  await user.type(field, 'Sam@Clinic.example');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(
    await screen.findByText('Added sam@clinic.example: we e-mailed it a sign-in link.'),
  ).toBeTruthy();
  expect((field as HTMLInputElement).value).toBe('');

  // Sam is listed already: what tells the removal is done is the list without the desk.
  await user.click(screen.getByRole('button', { name: 'Remove desk@clinic.example' }));
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['sam@clinic.example']),
  );
  expect(api.received.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    `${URL}/${encodeURIComponent('desk@clinic.example')}`,
  ]);
});
