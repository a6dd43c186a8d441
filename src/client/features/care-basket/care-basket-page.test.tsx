import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import type * as SignedOut from '@client/lib/signed-out';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import CareBasketPage from './care-basket-page';
import { basketApi, buildItem } from './testing/basket-api';
import { installTestApi } from '../../../../tests/support/test-api';
import { aFamily } from '../../../../tests/support/current-user';

// The real signed-out path with only the browser navigation replaced (jsdom cannot navigate).
const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('@client/lib/signed-out', async (importOriginal) => {
  const actual = await importOriginal<typeof SignedOut>();
  return { ...actual, handleSignedOut: () => actual.handleSignedOut(navigate) };
});

const world = { basket: [] as ReturnType<typeof buildItem>[] };
const api = installTestApi(basketApi(world));

const juniper = buildItem(1, {
  name: 'Juniper Path Clinic',
  specialty: 'Child Psychologist',
  averageWaitTime: 18,
  waitTimeWeeks: 3,
});
const oakGrove = buildItem(2, {
  name: 'Oak Grove Center',
  city: 'Raleigh',
  averageWaitTime: 189,
  waitTimeWeeks: 27,
});
const peachtree = buildItem(3, {
  name: 'Peachtree Psychology',
  city: 'Atlanta',
  state: 'GA',
  requestBy: 'phone',
  phone: '(404) 555-0100',
});

beforeEach(() => {
  world.basket = [juniper, oakGrove, peachtree];
});
afterEach(() => {
  toast.dismiss();
  navigate.mockReset();
});

function renderPage() {
  const queryClient = createQueryClient();
  const session = new SessionUser(aFamily());
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/care-basket']}>
          <CareBasketPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

const itemCard = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('li')!);

describe('care basket page', () => {
  it('lists each provider with specialty, place, wait as the list words it and the day it was added', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Care Basket' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Juniper Path Clinic' });
    const first = itemCard('Juniper Path Clinic');
    for (const text of ['Child Psychologist', 'Durham, NC', '3 weeks wait']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByText('Added 4 March 2025')).toBeTruthy();
    // The card's unit for 189 days, never '27 weeks'.
    expect(itemCard('Oak Grove Center').getByText('7 months wait')).toBeTruthy();
    expect(itemCard('Peachtree Psychology').queryByText(/wait/)).toBeNull();
    // Before sending: a clinic without an e-mail address is the family's to call.
    const unreachable = itemCard('Peachtree Psychology');
    expect(
      unreachable.getByText(/No e-mail address: we cannot send this request\. Call them at/),
    ).toBeTruthy();
    expect(unreachable.getByRole('link', { name: '(404) 555-0100' }).getAttribute('href')).toBe(
      'tel:4045550100',
    );
    expect(itemCard('Juniper Path Clinic').queryByText(/No e-mail address/)).toBeNull();
    expect(itemCard('Juniper Path Clinic').getByText('Will be sent by e-mail')).toBeTruthy();
    expect(screen.getByTestId('basket-route-summary').textContent).toBe(
      '2 will be sent by e-mail; call 1 yourself.',
    );
    expect(screen.getByRole('link', { name: 'Back to Provider Map' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(screen.getByRole('button', { name: /^Submit All Requests \(\d+\)$/ })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('marks a provider the registry deactivated: it will not be asked', async () => {
    world.basket = [juniper, { ...oakGrove, provider: { ...oakGrove.provider, active: false } }];
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Oak Grove Center' });
    expect(
      itemCard('Oak Grove Center').getByText(
        'No longer active in the NPI registry: no request will be sent. Remove it from your basket.',
      ),
    ).toBeTruthy();
    expect(itemCard('Oak Grove Center').queryByText('Will be sent by e-mail')).toBeNull();
    expect(itemCard('Juniper Path Clinic').getByText('Will be sent by e-mail')).toBeTruthy();
    expect(screen.getByTestId('basket-route-summary').textContent).toBe(
      '1 will be sent by e-mail.',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('removes a provider with the basket page wording', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Oak Grove Center' }));

    expect(await screen.findByText('Provider removed')).toBeTruthy();
    expect(screen.getByText('Provider has been removed from your care basket')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Oak Grove Center' })).toBeNull(),
    );
    expect(api.received.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/care-basket/${oakGrove.id}`,
    ]);
    expect(world.basket.map((item) => item.id)).toEqual([juniper.id, peachtree.id]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove Peachtree Psychology' }),
      ),
    );
  });

  it('says so when removing fails, and keeps the item', async () => {
    api.handle = (request) =>
      request.method === 'DELETE' ? { status: 500, body: {} } : basketApi(world)(request);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Juniper Path Clinic' }));

    expect(await screen.findByText('Failed to remove provider from basket')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Juniper Path Clinic' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    world.basket = [];
    renderPage();
    expect(await screen.findByText('Your care basket is empty')).toBeTruthy();
    expect(
      screen.getByText('Add providers from the map to start collecting appointment requests'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('sends a visitor whose session ended to sign in', async () => {
    api.handle = () => ({ status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } });
    renderPage();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
