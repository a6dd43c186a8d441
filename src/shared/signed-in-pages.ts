// The pages a signed-in family opens by path, in one table: the client's router lazy-loads each
// page module from it, the client's boot starts loading it early, and the server preloads its
// chunks in the first view's HTML. A module is named by its path in the repository, which is how
// Vite's build manifest and `import.meta.glob` both name it.

export interface SignedInPage {
  /** The page's module, from the repository's root. */
  module: `src/client/features/${string}-page.tsx`;
  /** The component the module exports. */
  component: string;
}

const services: SignedInPage = {
  module: 'src/client/features/services/services-page.tsx',
  component: 'ServicesPage',
};

export const SIGNED_IN_PAGES: Readonly<Record<string, SignedInPage>> = {
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
};
