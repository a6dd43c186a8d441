// The signed-in layout and pages load on demand; these are their imports, shared by the router's
// lazy components and by the early start below (an import runs once, whoever asks first).
export const loadSignedInLayout = () => import('./signed-in-layout');
export const loadServicesPage = () => import('@client/features/services/services-page');
export const loadProfilePage = () => import('@client/features/profile/profile-page');
export const loadProvidersPage = () => import('@client/features/providers/providers-page');
export const loadCareBasketPage = () => import('@client/features/care-basket/care-basket-page');
export const loadAppointmentsPage = () => import('@client/features/appointments/appointments-page');

/** Paths that only exist signed in ('/' is the landing page for visitors, so it is not here). */
const SIGNED_IN_ONLY: Record<string, () => Promise<unknown>> = {
  '/services': loadServicesPage,
  '/home': loadProvidersPage,
  '/profile': loadProfilePage,
  '/care-basket': loadCareBasketPage,
  '/appointments': loadAppointmentsPage,
};

/**
 * Starts loading the layout and page of a signed-in-only path at boot, while the session is
 * being checked, instead of one after the other once it has been. A visitor who is not signed in
 * sees the landing page there, and merely fetched a little too much.
 */
export function startLoadingSignedInPage(pathname: string): void {
  const loadPage = SIGNED_IN_ONLY[pathname];
  if (!loadPage) return;
  void loadSignedInLayout().catch(() => undefined);
  void loadPage().catch(() => undefined);
}
