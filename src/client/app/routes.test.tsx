import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/api/auth';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../tests/support/axe-jsdom';
import { aFamily } from '../../../tests/support/current-user';
import { appRoutes } from './routes';

const parent = aFamily();

// The session answer is put straight into the query cache: these tests are about routing, the
// session itself is tested against the real server.
function renderAt(path: string, user: CurrentUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/user'], user);
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('signed out', () => {
  it.each(['/', '/home', '/profile', '/admin', '/care-basket', '/no-such-page'])(
    '%s shows the landing page',
    async (path) => {
      renderAt(path, null);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Connecting Families with Autism Care',
        }),
      ).toBeTruthy();
      expect(screen.queryByText(/Page Not Found/)).toBeNull();
    },
  );
});

describe('redirects', { timeout: 20_000 }, () => {
  it.each(['/clinic', '/clinic/listings/12'])(
    "signed out, %s leads to the clinic's sign-in",
    async (path) => {
      const router = renderAt(path, null);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Clinic sign in' },
          { timeout: 15_000 },
        ),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/clinic/sign-in');
    },
  );

  it("signed out, a link from the landing page to a clinic's page leads to the clinic's sign-in", async () => {
    // The landing page at '/' and the clinic's pages share the signed-in pages' layout route.
    const router = renderAt('/', null);
    await screen.findByRole('heading', { level: 1, name: 'Connecting Families with Autism Care' });
    await act(() => router.navigate('/clinic'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clinic sign in' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clinic/sign-in');
  });

  it('signed in, /sign-in leads home', async () => {
    const router = renderAt('/sign-in', parent);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Services/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

// A page's module is compiled on first use, which in a cold test worker takes seconds.
describe('signed in', { timeout: 20_000 }, () => {
  it.each(['/', '/services'])('%s shows the services page', async (path) => {
    renderAt(path, parent);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Services/ }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Providers Near You' }).getAttribute('href')).toBe(
      '/home?tab=map',
    );
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/home');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Diagnostic Evaluations',
      'Therapeutic Interventions',
      'Medical Management',
      'Early Intervention',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('opens a reset link there too, never the 404 page', async () => {
    renderAt('/reset-password?token=abc', parent);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Choose a new password' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Page Not Found/)).toBeNull();
  });

  it('gives a family the admins-only page at an admin path, and the 404 page at a signed-out one', async () => {
    renderAt('/provider-management', parent);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admins only' }, { timeout: 15_000 }),
    ).toBeTruthy();
    cleanup();
    renderAt('/forgot-password', parent);
    expect(await screen.findByRole('heading', { name: /Page Not Found/ })).toBeTruthy();
  });

  it('shows the 404 page with the router hint for an unknown path', async () => {
    renderAt('/no-such-page', parent);
    expect(await screen.findByRole('heading', { name: /Page Not Found/ })).toBeTruthy();
    expect(screen.getByText(/add the page to the router/)).toBeTruthy();
    expect(screen.queryByText('Connecting Families with Autism Care')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('while the session is loading', () => {
  it('shows a blank screen, not the landing page', () => {
    const queryClient = createQueryClient();
    // A query that never settles keeps the session "loading".
    queryClient.setQueryDefaults(['/api/auth/user'], { queryFn: () => new Promise(() => {}) });
    const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/home'] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
  });
});
