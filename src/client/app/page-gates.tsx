import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LandingPage } from '@client/features/landing/landing-page';
import { NotFoundPage } from '@client/features/not-found/not-found-page';
import { useAccountLanguage } from '@client/i18n/use-account-language';
import { useCurrentUser } from '@client/lib/session-user';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { PAGE_ROUTES, redirectOf, type PagePath } from '@shared/page-routes';
import { ReplayEarlyClicks } from './early-clicks';
import { loadPage, loadQueryLayer, loadSignedInLayout } from './page-modules';

// What stands between a path and its page (framework mode's gate and page route modules draw
// these): the session decides which pages exist
// (docs/product.md#roles-and-access). Everything beyond the landing page, the signed-in layout
// included, loads on demand so that the landing page stays small.

/**
 * A component loaded on demand, in the tree's query cache; the page reloads once when the script
 * is gone after a deploy.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(
    reloadingWhenStale(() =>
      Promise.all([load(), loadQueryLayer()]).then(([module, { withQueries }]) => ({
        default: withQueries(module.default),
      })),
    ),
  );

const SignedInLayout = lazyPage(() =>
  loadSignedInLayout().then((module) => ({ default: module.SignedInLayout })),
);

// One lazy component per page module, whichever paths show it ('/' and '/services').
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** The page of a path of the table, loaded when first drawn. */
export function pageAt(path: PagePath): LazyExoticComponent<ComponentType> {
  const { module } = PAGE_ROUTES[path];
  let Page = lazyPages.get(module);
  if (!Page) lazyPages.set(module, (Page = lazyPage(() => loadPage(path))));
  return Page;
}

const blank = <div aria-busy="true" className="min-h-screen" />;
export const Blank = () => blank;

/** Around every page: who is signed in, and the account's language. */
export function PageRoot() {
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
export function SignedInGate() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <SignedInLayout /> : <LandingPage />;
}

/**
 * The pages for visitors; signed in, they are not there. A page that leads elsewhere (/sign-in,
 * home) stays blank meanwhile: signing in there puts the user in the cache before the navigation
 * home has loaded its page.
 */
export function SignedOutGate() {
  const { isAuthenticated } = useCurrentUser();
  const { pathname } = useLocation();
  if (!isAuthenticated) return <Outlet />;
  return redirectOf(pathname, { signedIn: true }) ? blank : <NotFoundPage />;
}

/** Any other path: the 404 page signed in, the landing page signed out. */
export function Fallback() {
  const { isAuthenticated } = useCurrentUser();
  return isAuthenticated ? <NotFoundPage /> : <LandingPage />;
}
