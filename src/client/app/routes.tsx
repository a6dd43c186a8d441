import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  Outlet,
  replace,
  useLocation,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { AdminsOnly } from '@client/components/admins-only';
import { LandingPage } from '@client/features/landing/landing-page';
import { NotFoundPage } from '@client/features/not-found/not-found-page';
import { useAccountLanguage } from '@client/i18n/use-account-language';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { PAGE_ROUTES, redirectOf, type PageAccess, type PagePath } from '@shared/page-routes';
import { ReplayEarlyClicks } from './early-clicks';
import { RootError, RouteError } from './error-boundaries';
import { pageLoader, sessionUser } from './page-loaders';
import { loadPage, loadSignedInLayout } from './page-modules';

// The app's one route table in the router's terms, built from the page table: the browser's
// router, the server's first render and the tests all use it. Each page is a route with its own
// error page and a loader that fetches its module and its data side by side, so the page opens
// with both. Everything beyond the landing page, the signed-in layout included, loads on demand
// so that the landing page stays small (docs/product.md#performance-budgets).

/** A component loaded on demand; the page reloads once when the script is gone after a deploy. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(reloadingWhenStale(load));

const SignedInLayout = lazyPage(() =>
  loadSignedInLayout().then((module) => ({ default: module.SignedInLayout })),
);

// One lazy component per page module, whichever paths show it ('/' and '/services').
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageAt(path: PagePath) {
  const { module } = PAGE_ROUTES[path];
  let Page = lazyPages.get(module);
  if (!Page) lazyPages.set(module, (Page = lazyPage(() => loadPage(path))));
  return Page;
}

const blank = <div aria-busy="true" className="min-h-screen" />;
const Blank = () => blank;

/** Around every page: the session decides which pages exist (docs/product.md#roles-and-access). */
function Root() {
  const { user, isLoading } = useCurrentUser();
  useAccountLanguage(user);
  // A blank screen for the moment the session is checked, rather than a flash of the landing page.
  if (isLoading) return blank;
  return (
    <Suspense fallback={blank}>
      <Outlet />
      <ReplayEarlyClicks />
    </Suspense>
  );
}

/**
 * The signed-in pages, under the header; signed out, the landing page in their place (a clinic's
 * pages have led to the clinic's sign-in before this renders).
 */
function SignedInGate() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <SignedInLayout /> : <LandingPage />;
}

/**
 * The pages for visitors; signed in, they are not there. A page that leads elsewhere (/sign-in,
 * home) stays blank meanwhile: signing in there puts the user in the cache before the navigation
 * home has loaded its page.
 */
function SignedOutGate() {
  const { isAuthenticated } = useCurrentUser();
  const { pathname } = useLocation();
  if (!isAuthenticated) return <Outlet />;
  return redirectOf(pathname, { signedIn: true }) ? blank : <NotFoundPage />;
}

/** Any other path: the 404 page signed in, the landing page signed out. */
function Fallback() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <NotFoundPage /> : <LandingPage />;
}

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
      element: <Root />,
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
