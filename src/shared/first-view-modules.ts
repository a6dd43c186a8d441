import { PAGE_ROUTES } from './page-routes.ts';

// The client modules a signed-in first view loads on demand, by their paths in the repository
// (as Vite's build manifest names them). The server names their chunks in the page's HTML, and
// the browser's build keeps what the search page's first view shares apart from what the other
// pages share. Both read them here; the build reads this file without our aliases, hence the
// relative import.

export const SIGNED_IN_LAYOUT = 'src/client/app/signed-in-layout.tsx';
/** The query cache and what reads it, which the landing page goes without. */
export const QUERY_LAYER = 'src/client/app/query-layer.tsx';
export const PROVIDER_MAP = 'src/client/features/providers/map/provider-map.tsx';
/** The browser's Spanish words, a chunk of their own. */
export const SPANISH_CATALOG = 'src/client/i18n/catalog-es.ts';
/** The English words of the pages beyond the landing page, which every such page loads. */
export const ENGLISH_PAGE_WORDS = 'src/client/i18n/catalog-en.ts';

/** What the first view of the provider search (/home, map or list) runs, words aside. */
export const SEARCH_FIRST_VIEW: readonly string[] = [
  SIGNED_IN_LAYOUT,
  QUERY_LAYER,
  PAGE_ROUTES['/home'].module,
  PROVIDER_MAP,
];
