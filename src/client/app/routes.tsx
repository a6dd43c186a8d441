import type { QueryClient } from '@tanstack/react-query';
import {
  replace,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AdminsOnly } from '@client/components/admins-only';
import { PAGE_ROUTES, redirectOf, type PageAccess, type PagePath } from '@shared/page-routes';
import { RootError, RouteError } from './error-boundaries';
import { pageLoader, sessionUser } from './page-loaders';
import { Blank, Fallback, pageAt, PageRoot, SignedInGate, SignedOutGate } from './page-gates';

// The app's one route table in the router's terms, built from the page table: the browser's
// router, the server's first render and the tests all use it. Each page is a route with its own
// error page and a loader that fetches its module and its data side by side, so the page opens
// with both. Pages load on demand so that the landing page stays small
// (docs/product.md#performance-budgets).

/**
 * The app's routes. `queryClient` is the cache the loaders fill: the browser's, or on the server
 * one holding the first view's data, so the same loaders find it there and ask nobody.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  /** Sends the session elsewhere where a path is not for it, before anything renders there. */
  const redirects: LoaderFunction = async ({ request }) => {
    const user = await sessionUser(queryClient);
    const to = redirectOf(new URL(request.url).pathname, { signedIn: user !== null });
    // In place of the page asked for: going back never lands on it again.
    if (to) throw replace(to);
    return null;
  };
  // A layout's loader runs again only when asked: where the rule leads depends on the path, and
  // the landing page shares its layout with the clinic's pages.
  const onEveryPath: ShouldRevalidateFunction = ({
    currentUrl,
    nextUrl,
    defaultShouldRevalidate,
  }) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

  /** The table's pages one may reach with the given access, each as a route of its own. */
  const pages = (...access: PageAccess[]): RouteObject[] =>
    (Object.keys(PAGE_ROUTES) as PagePath[])
      .filter((path) => access.includes(PAGE_ROUTES[path].access))
      .map((path) => {
        const Page = pageAt(path);
        return {
          path,
          // The route's pattern, never the address, is what a failure is reported by.
          errorElement: <RouteError route={path} />,
          loader: pageLoader(queryClient, path),
          element:
            PAGE_ROUTES[path].access === 'admin' ? (
              <AdminsOnly>
                <Page />
              </AdminsOnly>
            ) : (
              <Page />
            ),
        };
      });

  return [
    {
      id: 'root',
      element: <PageRoot />,
      errorElement: <RootError />,
      HydrateFallback: Blank,
      // Who is signed in, before any page renders; a session that cannot be read is nobody's.
      loader: async () => {
        await sessionUser(queryClient);
        return null;
      },
      children: [
        {
          id: 'signed-in',
          element: <SignedInGate />,
          loader: redirects,
          shouldRevalidate: onEveryPath,
          children: pages('signed-in', 'admin'),
        },
        {
          id: 'signed-out',
          element: <SignedOutGate />,
          loader: redirects,
          shouldRevalidate: onEveryPath,
          children: pages('signed-out'),
        },
        ...pages('public'),
        {
          path: '*',
          element: <Fallback />,
          loader: redirects,
          errorElement: <RouteError route="*" />,
        },
      ],
    },
  ];
}
