import { cloneElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes, type PathRouteProps } from 'react-router';
import { AdminsOnly } from '@client/components/admins-only';
import { LandingPage } from '@client/features/landing/landing-page';
import { NotFoundPage } from '@client/features/not-found/not-found-page';
import { useAccountLanguage } from '@client/i18n/use-account-language';
import { useCurrentUser } from '@client/lib/api/get-current-user';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { ReplayEarlyClicks } from './early-clicks';
import { RouteErrorBoundary } from './error-boundaries';
import { SIGNED_IN_PAGES } from '@shared/signed-in-pages';
import { loadSignedInLayout, loadSignedInPage } from './signed-in-modules';

// Everything beyond the landing page, the signed-in layout included, loads on demand so that the
// landing page stays small (at most 150 KB of gzipped JavaScript,
// docs/product.md#performance-budgets).
/**
 * A page loaded on demand, by its module and the component it exports; the page reloads once
 * when the script is gone after a deploy (stale-chunk.ts).
 */
function lazyPage<Module>(load: () => Promise<Module>, page: (module: Module) => ComponentType) {
  return lazy(reloadingWhenStale(() => load().then((module) => ({ default: page(module) }))));
}
const SignedInLayout = lazyPage(loadSignedInLayout, (m) => m.SignedInLayout);

// One lazy component per page module, whichever paths show it.
const lazyPages = new Map<string, ReturnType<typeof lazy>>();
const signedInPages = Object.entries(SIGNED_IN_PAGES).map(([path, page]) => {
  let Page = lazyPages.get(page.module);
  if (!Page)
    lazyPages.set(page.module, (Page = lazy(reloadingWhenStale(() => loadSignedInPage(path)))));
  return { path, Page };
});
// Admin pages load on demand like the rest; Uppy comes only with provider management.
const AdminPage = lazyPage(
  () => import('@client/features/admin/admin-page'),
  (m) => m.AdminPage,
);
const ProviderManagementPage = lazyPage(
  () => import('@client/features/provider-management/provider-management-page'),
  (m) => m.ProviderManagementPage,
);
const SignInPage = lazyPage(
  () => import('@client/features/sign-in/sign-in-page'),
  (m) => m.SignInPage,
);

const ProviderReplyPage = lazyPage(
  () => import('@client/features/provider-reply/provider-reply-page'),
  (m) => m.ProviderReplyPage,
);

const ProviderConfirmPage = lazyPage(
  () => import('@client/features/provider-confirm/provider-confirm-page'),
  (m) => m.ProviderConfirmPage,
);

const ListingCheckPage = lazyPage(
  () => import('@client/features/clinic-listing/listing-check-page'),
  (m) => m.ListingCheckPage,
);

const VerifyEmailPage = lazyPage(
  () => import('@client/features/verify-email/verify-email-page'),
  (m) => m.VerifyEmailPage,
);

const ConfirmAddressPage = lazyPage(
  () => import('@client/features/confirm-address/confirm-address-page'),
  (m) => m.ConfirmAddressPage,
);

const ForgotPasswordPage = lazyPage(
  () => import('@client/features/sign-in/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('@client/features/sign-in/reset-password-page'),
  (m) => m.ResetPasswordPage,
);

// The clinic pages open without an account: finding and claiming a listing, signing in by link.
const ForClinicsPage = lazyPage(
  () => import('@client/features/clinic-account/for-clinics-page'),
  (m) => m.ForClinicsPage,
);
const ClinicSignInPage = lazyPage(
  () => import('@client/features/clinic-account/clinic-sign-in-page'),
  (m) => m.ClinicSignInPage,
);
const ClinicSignInLinkPage = lazyPage(
  () => import('@client/features/clinic-account/clinic-sign-in-link-page'),
  (m) => m.ClinicSignInLinkPage,
);

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
          {page(<Route path="/sign-in" element={<SignInPage />} />)}
          {page(<Route path="/provider-reply/:token" element={<ProviderReplyPage />} />)}
          {page(<Route path="/provider-confirm/:token" element={<ProviderConfirmPage />} />)}
          {page(<Route path="/listing-check/:token" element={<ListingCheckPage />} />)}
          {page(<Route path="/verify-email" element={<VerifyEmailPage />} />)}
          {page(<Route path="/confirm-address" element={<ConfirmAddressPage />} />)}
          {page(<Route path="/forgot-password" element={<ForgotPasswordPage />} />)}
          {page(<Route path="/reset-password" element={<ResetPasswordPage />} />)}
          {page(<Route path="/for-clinics" element={<ForClinicsPage />} />)}
          {page(<Route path="/clinic/sign-in" element={<ClinicSignInPage />} />)}
          {page(<Route path="/clinic/sign-in/:token" element={<ClinicSignInLinkPage />} />)}
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
        <Route element={<SignedInLayout />}>
          {signedInPages.map(({ path, Page }) => page(<Route path={path} element={<Page />} />))}
          {page(
            <Route
              path="/admin"
              element={
                <AdminsOnly>
                  <AdminPage />
                </AdminsOnly>
              }
            />,
          )}
          {page(
            <Route
              path="/provider-management"
              element={
                <AdminsOnly>
                  <ProviderManagementPage />
                </AdminsOnly>
              }
            />,
          )}
        </Route>
        <Route path="/sign-in" element={<Navigate to="/" replace />} />
        {page(<Route path="/provider-reply/:token" element={<ProviderReplyPage />} />)}
        {page(<Route path="/provider-confirm/:token" element={<ProviderConfirmPage />} />)}
        {page(<Route path="/listing-check/:token" element={<ListingCheckPage />} />)}
        {page(<Route path="/verify-email" element={<VerifyEmailPage />} />)}
        {page(<Route path="/confirm-address" element={<ConfirmAddressPage />} />)}
        {/* A reset link may be opened in a browser signed in already (perhaps to another account). */}
        {page(<Route path="/reset-password" element={<ResetPasswordPage />} />)}
        {page(<Route path="/for-clinics" element={<ForClinicsPage />} />)}
        {/* Signed in already (perhaps as a family): a clinic's link or form still works here. */}
        {page(<Route path="/clinic/sign-in" element={<ClinicSignInPage />} />)}
        {page(<Route path="/clinic/sign-in/:token" element={<ClinicSignInLinkPage />} />)}
        {page(<Route path="*" element={<NotFoundPage />} />)}
      </Routes>
      <ReplayEarlyClicks />
    </Suspense>
  );
}
