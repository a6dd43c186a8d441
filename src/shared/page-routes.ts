import { matchPath } from 'react-router';

// Every page of the app by path, in one table: the client's router builds its routes from it and
// lazy-loads each page module, the client's boot starts loading a signed-in page early, and the
// server preloads its chunks in the first view's HTML. A module is named by its path in the
// repository, which is how Vite's build manifest names it. The landing and 404 pages are not
// here: they are the router's fallbacks, in the first script.

/**
 * Who reaches a page: `public` opens from a link with or without a session (a clinic's reply
 * link, a reset link); `signed-out` only without one; `signed-in` and `admin` inside the
 * signed-in layout (an admin page refuses anyone else).
 */
export type PageAccess = 'public' | 'signed-out' | 'signed-in' | 'admin';

export interface PageRoute {
  /** The page's module, from the repository's root: its default export is the page. */
  module: `src/client/features/${string}-page.tsx`;
  access: PageAccess;
}

const page = <M extends PageRoute['module']>(module: M, access: PageAccess) =>
  ({ module, access }) as const;

const services = page('src/client/features/services/services-page.tsx', 'signed-in');

export const PAGE_ROUTES = {
  '/sign-in': page('src/client/features/sign-in/sign-in-page.tsx', 'signed-out'),
  '/forgot-password': page('src/client/features/sign-in/forgot-password-page.tsx', 'signed-out'),
  // A reset link may be opened in a browser signed in already (perhaps to another account).
  '/reset-password': page('src/client/features/sign-in/reset-password-page.tsx', 'public'),
  '/verify-email': page('src/client/features/verify-email/verify-email-page.tsx', 'public'),
  '/confirm-address': page(
    'src/client/features/confirm-address/confirm-address-page.tsx',
    'public',
  ),
  // Clinics have no family account: their e-mail links open with or without a session.
  '/provider-reply/:token': page(
    'src/client/features/provider-reply/provider-reply-page.tsx',
    'public',
  ),
  '/provider-confirm/:token': page(
    'src/client/features/provider-confirm/provider-confirm-page.tsx',
    'public',
  ),
  '/listing-check/:token': page(
    'src/client/features/clinic-listing/listing-check-page.tsx',
    'public',
  ),
  // Finding and claiming a listing and signing in by link work signed in (perhaps as a family)
  // or not.
  '/for-clinics': page('src/client/features/clinic-account/for-clinics-page.tsx', 'public'),
  '/clinic/sign-in': page('src/client/features/clinic-account/clinic-sign-in-page.tsx', 'public'),
  '/clinic/sign-in/:token': page(
    'src/client/features/clinic-account/clinic-sign-in-link-page.tsx',
    'public',
  ),
  '/': services,
  '/services': services,
  '/welcome': page('src/client/features/profile/welcome-page.tsx', 'signed-in'),
  '/home': page('src/client/features/providers/providers-page.tsx', 'signed-in'),
  '/profile': page('src/client/features/profile/profile-page.tsx', 'signed-in'),
  '/care-basket': page('src/client/features/care-basket/care-basket-page.tsx', 'signed-in'),
  '/appointments': page('src/client/features/appointments/appointments-page.tsx', 'signed-in'),
  '/clinic': page('src/client/features/clinic-account/clinic-page.tsx', 'signed-in'),
  // A clinic's own listing; the server answers 404 to anyone not among its staff.
  '/clinic/listings/:providerId': page(
    'src/client/features/clinic-listing/clinic-listing-page.tsx',
    'signed-in',
  ),
  '/admin': page('src/client/features/admin/admin-page.tsx', 'admin'),
  '/provider-management': page(
    'src/client/features/provider-management/provider-management-page.tsx',
    'admin',
  ),
} as const satisfies Readonly<Record<string, PageRoute>>;

export type PagePath = keyof typeof PAGE_ROUTES;

/** Every page module of the table: the client's loaders must cover exactly these. */
export type PageModule = (typeof PAGE_ROUTES)[PagePath]['module'];

/** The page of a signed-in family (or admin) at exactly this path, or undefined. */
export function signedInPageOf(path: string): PageRoute | undefined {
  const route: PageRoute | undefined = Object.hasOwn(PAGE_ROUTES, path)
    ? PAGE_ROUTES[path as PagePath]
    : undefined;
  return route && (route.access === 'signed-in' || route.access === 'admin') ? route : undefined;
}

/** The path of the table whose pattern `pathname` matches, if any ('/clinic/listings/:providerId'). */
export const pagePathAt = (pathname: string): PagePath | undefined =>
  (Object.keys(PAGE_ROUTES) as PagePath[]).find((path) => matchPath(path, pathname) !== null);

/** The services page, a signed-in family's home, at '/' and at '/services'. */
export const isServicesPage = (pathname: string): boolean =>
  pathname === '/' || pathname === '/services';

/**
 * The signed-in pages the server draws for their first view, under the signed-in layout: the
 * provider search, the services page and the appointments page. The server's first-view data
 * carries what they show, and its render draws them from it.
 */
export const isDrawnByServer = (pathname: string): boolean =>
  pathname === '/home' || isServicesPage(pathname) || pathname === '/appointments';

/** A clinic's own pages need a session: without one, they lead to the clinic's sign-in. */
export const isClinicPath = (pathname: string): boolean =>
  pathname === '/clinic' || pathname.startsWith('/clinic/');

/** Whether a page for visitors (signing in, the links of e-mails) is at `pathname`. */
const isVisitorPage = (pathname: string): boolean =>
  (Object.keys(PAGE_ROUTES) as PagePath[]).some(
    (path) =>
      PAGE_ROUTES[path].access !== 'signed-in' &&
      PAGE_ROUTES[path].access !== 'admin' &&
      matchPath(path, pathname) !== null,
  );

/**
 * Whether a visitor without a session sees the landing page at `pathname`: at every path but
 * their own pages and a clinic's.
 */
export const showsLandingPage = (pathname: string): boolean =>
  !isClinicPath(pathname) && !isVisitorPage(pathname);

/** Who asks for a page, as far as where it leads depends on them. */
export interface PageAsker {
  signedIn: boolean;
  /** Signed in, whether the profile gives all the search needs; unknown, nobody is sent on. */
  readyToSearch?: boolean;
}

/**
 * Where a page path sends this session instead of showing a page: signed out, a clinic's pages
 * lead to the clinic's sign-in (whose link leads to `/clinic`); signed in, the sign-in
 * page leads home, and the first-run step, once the profile says enough, to the providers that
 * fit. The browser's router and the server's answer (a redirect) both follow it.
 */
export function redirectOf(pathname: string, { signedIn, readyToSearch }: PageAsker) {
  if (!signedIn) {
    return isClinicPath(pathname) && !isVisitorPage(pathname) ? '/clinic/sign-in' : undefined;
  }
  if (pathname === '/sign-in') return '/';
  if (pathname === '/welcome' && readyToSearch) return '/home?tab=list';
  return undefined;
}

/** Whether where the page at `pathname` leads a signed-in user depends on their profile. */
export const leadsByProfile = (pathname: string): boolean =>
  redirectOf(pathname, { signedIn: true, readyToSearch: true }) !==
  redirectOf(pathname, { signedIn: true, readyToSearch: false });

/** Whether the page at `pathname` may send someone elsewhere, by who they are. */
export const mayRedirect = (pathname: string): boolean =>
  redirectOf(pathname, { signedIn: false }) !== undefined ||
  redirectOf(pathname, { signedIn: true, readyToSearch: true }) !== undefined;

/**
 * The page a path is for. In framework mode a navigation asks for its routes' loader data at the
 * page's path with `.data` after it (`/_.data` for '/'); the loaders see that path too.
 */
export const pagePathOf = (pathname: string): string =>
  pathname.endsWith('/_.data')
    ? pathname.slice(0, -'_.data'.length)
    : pathname.replace(/\.data$/, '');
