// The pages a signed-in family opens by path, in one table: the client's router lazy-loads each
// page module from it, the client's boot starts loading it early, and the server preloads its
// chunks in the first view's HTML. A module is named by its path in the repository, which is how
// Vite's build manifest names it.

export interface SignedInPage {
  /** The page's module, from the repository's root. */
  module: `src/client/features/${string}-page.tsx`;
  /** The component the module exports. */
  component: string;
}

const services = {
  module: 'src/client/features/services/services-page.tsx',
  component: 'ServicesPage',
} as const satisfies SignedInPage;

export const SIGNED_IN_PAGES = {
  '/': services,
  '/services': services,
  '/welcome': { module: 'src/client/features/profile/welcome-page.tsx', component: 'WelcomePage' },
  '/home': {
    module: 'src/client/features/providers/providers-page.tsx',
    component: 'ProvidersPage',
  },
  '/profile': { module: 'src/client/features/profile/profile-page.tsx', component: 'ProfilePage' },
  '/care-basket': {
    module: 'src/client/features/care-basket/care-basket-page.tsx',
    component: 'CareBasketPage',
  },
  '/appointments': {
    module: 'src/client/features/appointments/appointments-page.tsx',
    component: 'AppointmentsPage',
  },
  '/clinic': {
    module: 'src/client/features/clinic-account/clinic-page.tsx',
    component: 'ClinicPage',
  },
} as const satisfies Readonly<Record<string, SignedInPage>>;

/** Every page module of the table: the client's loaders must cover exactly these. */
export type SignedInPageModule = (typeof SIGNED_IN_PAGES)[keyof typeof SIGNED_IN_PAGES]['module'];

/** The table's page for a path, or undefined for any other path. */
export const signedInPageOf = (path: string): SignedInPage | undefined =>
  Object.hasOwn(SIGNED_IN_PAGES, path)
    ? SIGNED_IN_PAGES[path as keyof typeof SIGNED_IN_PAGES]
    : undefined;
