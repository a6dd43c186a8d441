import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@shared/api/auth';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../tests/support/axe-jsdom';
import { aFamily } from '../../../tests/support/current-user';
import { AppHeader } from './app-header';

const user = aFamily;

// The session answer goes straight into the query cache; loading it is tested elsewhere.
function renderHeader(
  currentUser: CurrentUser | null,
  basketCount?: number,
  onBasketClick?: () => void,
  requestNews?: number,
) {
  const queryClient = createQueryClient();
  const session = new SessionUser(currentUser);
  return render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/home']}>
          <AppHeader
            basketCount={basketCount}
            onBasketClick={onBasketClick}
            requestNews={requestNews}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

async function openMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Account menu$/ }));
  return screen.findByRole('menu');
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('AppHeader', () => {
  it('counts the answers a family has not seen on the Appointments link', () => {
    renderHeader(user(), 0, undefined, 2);
    expect(screen.getByRole('link', { name: /^Appointments.*2 new answers$/ })).toBeTruthy();
  });

  it('shows no count without news', () => {
    renderHeader(user());
    expect(screen.getByRole('link', { name: 'Appointments' })).toBeTruthy();
  });

  it('renders nothing when nobody is signed in', () => {
    const { container } = renderHeader(null);
    expect(container.innerHTML).toBe('');
  });

  it('links the logo and the main navigation', () => {
    renderHeader(user());
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(hrefOf(within(nav).getByRole('link', { name: 'Services' }))).toBe('/');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Provider Map' }))).toBe('/home?tab=map');
    expect(hrefOf(within(nav).getByRole('link', { name: 'Appointments' }))).toBe('/appointments');
    expect(hrefOf(screen.getByRole('link', { name: 'Autism Care Finder' }))).toBe('/');
  });

  it.each([undefined, 0])('shows no basket badge when the count is %s', (count) => {
    renderHeader(user(), count, () => {});
    const basket = screen.getByRole('button', { name: 'Care basket' });
    expect(basket.textContent).toBe('');
  });

  it('shows the basket count when the basket holds providers', () => {
    renderHeader(user(), 3, () => {});
    const basket = screen.getByRole('button', { name: 'Care basket, 3 providers' });
    expect(within(basket).getByText('3')).toBeTruthy();
    renderHeader(user(), 1, () => {});
    expect(screen.getByRole('button', { name: 'Care basket, 1 provider' })).toBeTruthy();
  });

  it('opens the basket panel from a button', async () => {
    const onBasketClick = vi.fn();
    renderHeader(user(), 2, onBasketClick);
    const basket = screen.getByRole('button', { name: 'Care basket, 2 providers' });
    expect(basket.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.setup().click(basket);
    expect(onBasketClick).toHaveBeenCalledTimes(1);
  });

  it('links to the basket page when no panel handler is given', () => {
    renderHeader(user(), 3);
    const basket = screen.getByRole('link', { name: 'Care basket, 3 providers' });
    expect(hrefOf(basket)).toBe('/care-basket');
    expect(within(basket).getByText('3')).toBeTruthy();
  });

  it('opens the account menu with the name, e-mail and links', async () => {
    renderHeader(user());
    const menu = await openMenu();
    expect(within(menu).getByText('Sam Rivera')).toBeTruthy();
    expect(within(menu).getByText('parent@example.org')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, hrefOf(item)])).toEqual([
      ['Profile Settings', '/profile'],
      ['Care Basket', '/care-basket'],
      ['Appointments', '/appointments'],
      ['Admin Panel', '/admin'],
      ['Log Out', null],
    ]);
  });

  it('signs out by posting a form, which no other site can make a browser send', async () => {
    renderHeader(user());
    const form = document.querySelector<HTMLFormElement>('form[action="/api/logout"]')!;
    expect(form.method).toBe('post');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    const menu = await openMenu();
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('says User when the account has no name', async () => {
    renderHeader(user({ firstName: null, lastName: null }));
    const menu = await openMenu();
    expect(within(menu).getByText('User')).toBeTruthy();
  });

  it.each([
    ['the initials of the name', user(), 'SR'],
    ['the first letter of the e-mail', user({ firstName: null, lastName: null }), 'P'],
    ['U', user({ firstName: null, lastName: null, email: null }), 'U'],
  ])('falls back to %s in the avatar', (_, currentUser, initials) => {
    renderHeader(currentUser);
    // The visible initials are part of the trigger's name (WCAG 2.5.3 label in name).
    expect(screen.getByRole('button', { name: `${initials} Account menu` })).toBeTruthy();
  });

  it('shows the initials while a profile image has not loaded', () => {
    renderHeader(user({ profileImageUrl: 'https://images.example.org/sam.png' }));
    expect(screen.getByRole('button', { name: 'SR Account menu' })).toBeTruthy();
  });

  it('has no serious accessibility problems, menu closed or open', async () => {
    renderHeader(user(), 3, () => {});
    expect(await seriousAxeViolations()).toEqual([]);
    await openMenu();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
