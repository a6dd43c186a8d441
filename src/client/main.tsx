import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppTree } from './app/app-tree';
import { startLoadingSignedInPage } from './app/page-modules';
import { appRoutes } from './app/routes';
import { showLanguage, wordSchemaErrorsOnScreen } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { createQueryClient } from './lib/query-client';
import { reloadForStaleChunk } from './lib/stale-chunk';
import './styles.css';

// `npm run dev`'s pages (index.html): the data routes, drawn in the browser only, with Vite's hot
// reload. The built app's pages are framework mode's (src/client/framework), drawn by the server.

wordSchemaErrorsOnScreen();
// Vite's word that a script or stylesheet could not be loaded, for every dynamic import (a page's,
// the Spanish words'): the page reloads once (docs/product.md#page-errors). The import still
// fails, as it must: cancelling the event would let it resolve to nothing.
// A page's script is loaded while the router is still on the page being left: the reload goes to
// the page being opened.
window.addEventListener('vite:preloadError', () => void reloadForStaleChunk(pendingAddress()));
void startLoadingSignedInPage(window.location.pathname);
void boot(document.getElementById('root')!);

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The address the router is on its way to, while a navigation waits for its page. */
function pendingAddress(): string | undefined {
  const next = router?.state.navigation.location;
  return next ? router!.createHref(next) : undefined;
}

async function boot(container: HTMLElement) {
  const queryClient = createQueryClient();
  // The first screen is in the reader's language: Spanish words load before it renders.
  await showLanguage(initialLanguage());
  router = createBrowserRouter(appRoutes(queryClient));
  createRoot(container).render(
    <AppTree queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppTree>,
  );
}
