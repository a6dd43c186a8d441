import {
  cloneElement,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { Navigate, Route, Routes, type PathRouteProps } from 'react-router';
import { AdminsOnly } from '@client/components/admins-only';
import { LandingPage } from '@client/features/landing/landing-page';
import { NotFoundPage } from '@client/features/not-found/not-found-page';
import { useAccountLanguage } from '@client/i18n/use-account-language';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { PAGE_ROUTES, type PageAccess, type PagePath } from '@shared/page-routes';
import { ReplayEarlyClicks } from './early-clicks';
import { RouteErrorBoundary } from './error-boundaries';
import { loadPage, loadSignedInLayout } from './page-modules';

// Everything beyond the landing page, the signed-in layout included, loads on demand so that the
// landing page stays small (at most 150 KB of gzipped JavaScript,
// docs/product.md#performance-budgets).
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

/** The table's pages one may reach with the given access, each as a route. */
const routesFor = (...access: PageAccess[]) =>
  (Object.keys(PAGE_ROUTES) as PagePath[])
    .filter((path) => access.includes(PAGE_ROUTES[path].access))
    .map((path) => {
      const Page = pageAt(path);
      const element =
        PAGE_ROUTES[path].access === 'admin' ? (
          <AdminsOnly>
            <Page />
          </AdminsOnly>
        ) : (
          <Page />
        );
      return page(<Route path={path} element={element} />);
    });

const blank = <div aria-busy="true" className="min-h-screen" />;

/**
 * A route whose page fails alone: the error page takes the page's place, under the header when
 * there is one (error-boundaries.tsx). The route's path is the pattern the failure is reported by.
 */
function page(route: ReactElement<PathRouteProps>) {
  const { path = '*', element } = route.props;
  return cloneElement(route, {
    key: path,
    element: <RouteErrorBoundary route={path}>{element}</RouteErrorBoundary>,
  });
}

const SIGNED_OUT_PAGES = routesFor('signed-out', 'public');
const SIGNED_IN_PAGES = routesFor('signed-in', 'admin');
const PUBLIC_PAGES = routesFor('public');

/**
 * While the user is loading or signed out, only the landing page exists (every path shows it)
 * plus /sign-in; signed in, the listed routes, and the 404 page otherwise
 * (docs/product.md#roles-and-access). A provider's reply page opens from an e-mail link either
 * way: providers have no accounts.
 */
export function AppRoutes() {
  const { user, isLoading, isAuthenticated } = useCurrentUser();
  useAccountLanguage(user);

  // A blank screen for the moment the session is checked, rather than a flash of the landing page.
  if (isLoading) return blank;

  if (!isAuthenticated) {
    return (
      <Suspense fallback={blank}>
        <Routes>
          {SIGNED_OUT_PAGES}
          {/* A clinic's own pages need a session: signing in by link leads back to them. */}
          <Route path="/clinic/*" element={<Navigate to="/clinic/sign-in" replace />} />
          {page(<Route path="*" element={<LandingPage />} />)}
        </Routes>
      </Suspense>
    );
  }

  return (
    <Suspense fallback={blank}>
      <Routes>
        <Route element={<SignedInLayout />}>{SIGNED_IN_PAGES}</Route>
        <Route path="/sign-in" element={<Navigate to="/" replace />} />
        {PUBLIC_PAGES}
        {page(<Route path="*" element={<NotFoundPage />} />)}
      </Routes>
      <ReplayEarlyClicks />
    </Suspense>
  );
}
