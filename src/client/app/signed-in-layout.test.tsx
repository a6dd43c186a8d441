import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { basketApi, buildItem } from '@client/features/care-basket/testing/basket-api';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../tests/support/axe-jsdom';
import { installTestApi, polyfillRadix } from '../../../tests/support/test-api';
import { aFamily } from '../../../tests/support/current-user';
import { SignedInLayout } from './signed-in-layout';

polyfillRadix();

const parent = aFamily();

const world = { basket: [] as ReturnType<typeof buildItem>[] };
const basket = basketApi(world);
installTestApi((request) =>
  request.path === '/api/appointment-requests' ? { status: 200, body: [] } : basket(request),
);

beforeEach(() => {
  world.basket = [];
});

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const session = new SessionUser(parent);
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<SignedInLayout />}>
              <Route path="/home" element={<main>Providers</main>} />
              <Route path="/care-basket" element={<main>Basket page</main>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return userEvent.setup();
}

const barButton = () => screen.queryByRole('button', { name: /in basket — Send requests$/ });

describe('the basket bar', () => {
  it('counts the providers and opens the care basket sheet', async () => {
    world.basket = [buildItem(1, { name: 'Juniper Path Clinic' }), buildItem(2)];
    const user = renderAt('/home');
    const button = await screen.findByRole('button', { name: '2 in basket — Send requests' });
    expect(screen.getByRole('region', { name: 'Care basket' })).toBeTruthy();
    await user.click(button);
    const sheet = within(await screen.findByRole('dialog', { name: 'Care Basket' }));
    expect(await sheet.findByRole('heading', { name: 'Juniper Path Clinic' })).toBeTruthy();
    expect(sheet.getByRole('button', { name: 'Submit Appointment Requests' })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);

    // Closing returns focus to the bar's button, which opened the sheet.
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(button);
  });

  it('goes away once the basket is empty', async () => {
    world.basket = [buildItem(1, { name: 'Juniper Path Clinic' })];
    const user = renderAt('/home');
    await user.click(await screen.findByRole('button', { name: '1 in basket — Send requests' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Care Basket' }));
    await user.click(await sheet.findByRole('button', { name: 'Remove Juniper Path Clinic' }));
    expect(await sheet.findByText('Your care basket is empty')).toBeTruthy();
    expect(barButton()).toBeNull();
  });

  it('is not there on the basket page', async () => {
    world.basket = [buildItem(1)];
    renderAt('/care-basket');
    expect(await screen.findByRole('button', { name: 'Care basket, 1 provider' })).toBeTruthy();
    expect(barButton()).toBeNull();
  });
});
