import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LOCALES } from '@shared/i18n/languages';
import { numberFormat } from '@shared/rules/intl-formats';
import { AppTree } from './app/app-tree';
import { readFirstViewData } from './app/first-view-data';
import { startLoadingSignedInPage } from './app/page-modules';
import { appRoutes } from './app/routes';
import { showLanguage, wordSchemaErrorsOnScreen } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { currentUserQueryOptions } from './lib/api/get-current-user';
import { createQueryClient } from './lib/query-client';
import { reloadForStaleChunk } from './lib/stale-chunk';
import './styles.css';

/** A moment for the browser between two pieces of work: a tap in between is answered. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

wordSchemaErrorsOnScreen();
// Vite's word that a script or stylesheet could not be loaded, for every dynamic import (a page's,
// the Spanish words'): the page reloads once (docs/product.md#page-errors). The import still
// fails, as it must: cancelling the event would let it resolve to nothing.
// A page's script is loaded while the router is still on the page being left: the reload goes to
// the page being opened.
window.addEventListener('vite:preloadError', () => void reloadForStaleChunk(pendingAddress()));
void startLoadingSignedInPage(window.location.pathname);
boot(document.getElementById('root')!).catch((error: unknown) => {
  // Taps kept on the server's page would wait for an app that is not coming: let them go.
  window.takeEarlyClicks?.();
  throw error;
});

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The address the router is on its way to, while a navigation waits for its page. */
function pendingAddress(): string | undefined {
  const next = router?.state.navigation.location;
  return next ? router!.createHref(next) : undefined;
}

async function boot(container: HTMLElement) {
  // Where the server drew the page, it is on screen already: what follows waits a task, so that
  // loading the scripts and hydrating are two shorter tasks rather than one long one.
  const drawn = container.firstElementChild !== null;
  if (drawn) await nextTask();
  const queryClient = createQueryClient();
  const firstView = readFirstViewData();
  if (firstView?.user) {
    // The page's data goes under its queries' keys, by a script of their own (the server
    // preloads it): the landing page loads none of it.
    const { seedFirstView } = await import('./app/first-view-seed');
    seedFirstView(queryClient, firstView);
    // Only a family's provider search starts anywhere but where the address says.
    if (firstView.profile && window.location.pathname === '/home') {
      const { startOnProfileSearch } = await import('./app/profile-search-address');
      startOnProfileSearch(firstView);
    }
  } else if (firstView) queryClient.setQueryData(currentUserQueryOptions().queryKey, null);

  // The first screen is already in the reader's language (the account's, signed in): Spanish
  // words load before it renders. Where the server rendered the first view, the browser hydrates
  // it.
  const language = firstView?.user?.language ?? initialLanguage();
  await showLanguage(language);
  // The server's render is hydrated when the browser would render the same: in its language.
  const rendered = firstView?.rendered;
  const hydrating = drawn && rendered?.language === language;
  if (hydrating) {
    // The server draws the provider search, whose distances and counts are formatted numbers.
    // The first number formatter loads the locale's number data, which takes tens of
    // milliseconds on a phone: in a task of its own, not inside a slice of hydration.
    await nextTask();
    numberFormat(LOCALES[language]);
    await nextTask();
  }
  // The router starts where the server's render left off: its loaders have run there.
  router = createBrowserRouter(appRoutes(queryClient), {
    hydrationData: hydrating ? rendered.router : undefined,
  });
  const app = (
    <AppTree queryClient={queryClient} renderedForLargeScreen={rendered?.largeScreen}>
      <RouterProvider router={router} />
    </AppTree>
  );
  if (hydrating) {
    // Hydration as a transition runs in short slices, so a tap while it runs is answered soon.
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
}
