import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CurrentUser } from '@shared/api/auth';
import type { ClientError } from '@shared/api/client-errors';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../tests/support/axe-jsdom';
import { aFamily } from '../../../tests/support/current-user';
import { outerRouteOf, RootError, RouteError } from './error-boundaries';

// The error page in place of what failed, its 'Try again', and the report it sends. The browser
// spec proves the same against the built app; these cover the boundary around everything.

const parent = aFamily();

/** Fails while `broken.now` is true, as a page whose data it cannot use. */
const broken = { now: true };
function Fragile({ name }: { name: string }) {
  if (broken.now) throw new TypeError(`Cannot read properties of undefined (reading '${name}')`);
  return <h1>{name} works</h1>;
}

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  broken.now = true;
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
  // React reports each caught error on the console as well; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const reports = () =>
  fetchSpy.mock.calls
    .filter(([url]) => url === '/api/client-errors')
    .map(([, init]) => JSON.parse(String(init?.body)) as ClientError);

function renderAt(path: string, user: CurrentUser | null, routes: RouteObject[]) {
  const queryClient = createQueryClient();
  const session = new SessionUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe('RootError', () => {
  it('shows the error page, focused and announced, and reports the route by its first segment', async () => {
    const { container } = renderAt(
      '/provider-reply/tok_5Yq3vK8mR2wX9pL4nB7cD1fG6hJ0sA3eT8uI2oP5zQ',
      null,
      [
        {
          path: '*',
          // As the app's root, which reads the session: 'Try again' runs it again.
          loader: () => Promise.resolve(null),
          element: <Fragile name="jordan@family.example" />,
          errorElement: <RootError />,
        },
      ],
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    // Focus moves in an effect, which may run a moment after the page is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown.');
    // Signed out, home is the landing page.
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);

    await waitFor(() =>
      expect(reports()).toEqual([
        { name: 'TypeError', route: '/provider-reply/*', buildId: 'dev', staleChunk: false },
      ]),
    );
    expect(JSON.stringify(fetchSpy.mock.calls)).not.toContain('jordan');
    expect(JSON.stringify(fetchSpy.mock.calls)).not.toContain('tok_');

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'jordan@family.example works' }),
    ).toBeTruthy();
  });
});

describe('RouteError', () => {
  /** A layout with a link, and its pages each with their own error page, as the app's routes. */
  const routes = (listingLoader?: () => Promise<null>): RouteObject[] => [
    {
      element: (
        <>
          <nav>
            <Link to="/appointments">Appointments</Link>
          </nav>
          <Outlet />
        </>
      ),
      children: [
        {
          path: '/clinic/listings/:providerId',
          loader: listingLoader,
          element: <Fragile name="listing" />,
          errorElement: <RouteError route="/clinic/listings/:providerId" />,
        },
        {
          path: '/appointments',
          element: <h1>Appointments page</h1>,
          errorElement: <RouteError route="/appointments" />,
        },
      ],
    },
  ];

  it('replaces only the page, reports its pattern, and clears when another page opens', async () => {
    renderAt('/clinic/listings/8c1f2d7e-3b1a-4f0e-9d2c-5a6b7c8d9e0f', parent, routes());
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/home',
    );
    await waitFor(() =>
      expect(reports()).toEqual([
        expect.objectContaining({ route: '/clinic/listings/:providerId', staleChunk: false }),
      ]),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Appointments' }));
    expect(await screen.findByRole('heading', { name: 'Appointments page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it("shows the error page when the page's loader fails, and the page once 'Try again' loads", async () => {
    broken.now = false;
    let failing = true;
    const loader = () =>
      failing ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(null);
    renderAt('/clinic/listings/8c1f2d7e', parent, routes(loader));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    // The layout is still there, under it.
    expect(screen.getByRole('link', { name: 'Appointments' })).toBeTruthy();
    // The report goes from an effect, which can run a moment after the page is drawn when the
    // loader's answer arrived outside React's test scheduler.
    await waitFor(() =>
      expect(reports()).toEqual([
        expect.objectContaining({ name: 'TypeError', route: '/clinic/listings/:providerId' }),
      ]),
    );

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'listing works' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    expect(reports()).toHaveLength(1);
  });
});

describe('outerRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/provider-reply/tok_abc', '/provider-reply/*'],
    ['/clinic/listings/8c1f2d7e', '/clinic/*'],
    ['/8c1f2d7e-3b1a', '/*'],
    ['/Jordan', '/*'],
  ])('%s is reported as %s', (path, route) => {
    expect(outerRouteOf(path)).toBe(route);
  });
});
