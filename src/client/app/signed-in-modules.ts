import type { ComponentType } from 'react';
import { signedInPageOf, type SignedInPageModule } from '@shared/signed-in-pages';

// The signed-in layout and pages load on demand; these are their imports, shared by the router's
// lazy components and by the early start below (an import runs once, whoever asks first).
export const loadSignedInLayout = () => import('./signed-in-layout');

type PageModule = Record<string, ComponentType>;

// One import per page module of the table: the compiler checks that they are exactly its
// modules, so a page added there cannot be forgotten here. (Written out rather than globbed, so
// the server can run this file outside Vite too.)
const pageLoaders: Record<SignedInPageModule, () => Promise<PageModule>> = {
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
};

/** The page component of a signed-in path's page (see `SIGNED_IN_PAGES`), loaded on demand. */
export function loadSignedInPage(path: string): Promise<{ default: ComponentType }> {
  const page = signedInPageOf(path)!;
  return pageLoaders[page.module as SignedInPageModule]().then((module) => ({
    default: module[page.component]!,
  }));
}

/**
 * Starts loading the layout and page of a signed-in-only path at boot, while the session is
 * being checked, instead of one after the other once it has been. A visitor who is not signed in
 * sees the landing page there, and merely fetched a little too much. '/' is the landing page for
 * visitors, so it is not started.
 */
export function startLoadingSignedInPage(pathname: string): void {
  if (pathname === '/' || !signedInPageOf(pathname)) return;
  void loadSignedInLayout().catch(() => undefined);
  void loadSignedInPage(pathname).catch(() => undefined);
}
