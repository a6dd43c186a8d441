import type { ComponentType } from 'react';
import { PAGE_ROUTES, signedInPageOf, type PageModule, type PagePath } from '@shared/page-routes';
import { loadPageWords } from '@client/i18n/i18n';

// The pages and the signed-in layout load on demand, each with the pages' words; these are their
// imports, shared by the router's lazy components and by the early start below (an import runs
// once, whoever asks first).

/** Waits for the pages' words beside a module, and gives the module. */
const withPageWords = <T>(load: Promise<T>): Promise<T> =>
  Promise.all([load, loadPageWords()]).then(([module]) => module);

export const loadSignedInLayout = () => withPageWords(import('./signed-in-layout'));

/** The query cache and what reads it: with the first part of the app that shows server data. */
export const loadQueryLayer = () => import('./query-layer');

/** What a page module gives: the page, as its default export. */
type PageModuleExports = { default: ComponentType };

// One import per page module of the table: the compiler checks that they are exactly its
// modules, so a page added there cannot be forgotten here. (Written out rather than globbed, so
// the server can run this file outside Vite too.)
const pageLoaders: Record<PageModule, () => Promise<PageModuleExports>> = {
  'src/client/features/sign-in/sign-in-page.tsx': () =>
    import('@client/features/sign-in/sign-in-page'),
  'src/client/features/sign-in/forgot-password-page.tsx': () =>
    import('@client/features/sign-in/forgot-password-page'),
  'src/client/features/sign-in/reset-password-page.tsx': () =>
    import('@client/features/sign-in/reset-password-page'),
  'src/client/features/verify-email/verify-email-page.tsx': () =>
    import('@client/features/verify-email/verify-email-page'),
  'src/client/features/confirm-address/confirm-address-page.tsx': () =>
    import('@client/features/confirm-address/confirm-address-page'),
  'src/client/features/provider-reply/provider-reply-page.tsx': () =>
    import('@client/features/provider-reply/provider-reply-page'),
  'src/client/features/provider-confirm/provider-confirm-page.tsx': () =>
    import('@client/features/provider-confirm/provider-confirm-page'),
  'src/client/features/clinic-listing/listing-check-page.tsx': () =>
    import('@client/features/clinic-listing/listing-check-page'),
  'src/client/features/clinic-account/for-clinics-page.tsx': () =>
    import('@client/features/clinic-account/for-clinics-page'),
  'src/client/features/clinic-account/clinic-sign-in-page.tsx': () =>
    import('@client/features/clinic-account/clinic-sign-in-page'),
  'src/client/features/clinic-account/clinic-sign-in-link-page.tsx': () =>
    import('@client/features/clinic-account/clinic-sign-in-link-page'),
  'src/client/features/services/services-page.tsx': () =>
    import('@client/features/services/services-page'),
  'src/client/features/profile/welcome-page.tsx': () =>
    import('@client/features/profile/welcome-page'),
  'src/client/features/providers/providers-page.tsx': () =>
    import('@client/features/providers/providers-page'),
  'src/client/features/profile/profile-page.tsx': () =>
    import('@client/features/profile/profile-page'),
  'src/client/features/care-basket/care-basket-page.tsx': () =>
    import('@client/features/care-basket/care-basket-page'),
  'src/client/features/appointments/appointments-page.tsx': () =>
    import('@client/features/appointments/appointments-page'),
  'src/client/features/clinic-account/clinic-page.tsx': () =>
    import('@client/features/clinic-account/clinic-page'),
  'src/client/features/clinic-listing/clinic-listing-page.tsx': () =>
    import('@client/features/clinic-listing/clinic-listing-page'),
  // Uppy comes only with provider management.
  'src/client/features/admin/admin-page.tsx': () => import('@client/features/admin/admin-page'),
  'src/client/features/provider-management/provider-management-page.tsx': () =>
    import('@client/features/provider-management/provider-management-page'),
};

/** The page module at a path of the table, loaded on demand. */
export function loadPage(path: PagePath): Promise<PageModuleExports> {
  return withPageWords(pageLoaders[PAGE_ROUTES[path].module]());
}

/**
 * Starts loading the layout and page of a signed-in-only path at boot, while the session is
 * being checked, instead of one after the other once it has been. A visitor who is not signed in
 * sees the landing page there, and merely fetched a little too much. '/' is the landing page for
 * visitors, so it is not started.
 */
export function startLoadingSignedInPage(pathname: string): Promise<unknown> {
  if (pathname === '/' || !signedInPageOf(pathname)) return Promise.resolve();
  return Promise.all([
    loadSignedInLayout(),
    loadPage(pathname as PagePath),
    loadQueryLayer(),
  ]).catch(() => undefined);
}
