import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { readFirstViewData, seedFirstView, startOnProfileSearch } from './app/first-view-data';
import { startLoadingSignedInPage } from './app/signed-in-modules';
import { showLanguage, wordSchemaErrorsOnScreen } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { createQueryClient } from './lib/query-client';
import './styles.css';

wordSchemaErrorsOnScreen();
const queryClient = createQueryClient();
const firstView = readFirstViewData();
if (firstView) {
  seedFirstView(queryClient, firstView);
  startOnProfileSearch(firstView);
}

startLoadingSignedInPage(window.location.pathname);

// The first screen is already in the reader's language (the account's, signed in): Spanish words
// load before it renders. Where the server rendered the first view, the browser hydrates it.
void showLanguage(firstView?.user?.language ?? initialLanguage()).then(() => {
  const container = document.getElementById('root')!;
  const rendered = firstView?.rendered;
  const app = (
    <BrowserRouter>
      <AppTree queryClient={queryClient} renderedForLargeScreen={rendered?.largeScreen} />
    </BrowserRouter>
  );
  if (rendered && container.firstElementChild) {
    // Hydration as a transition runs in short slices, so a tap while it runs is answered soon.
    startTransition(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);
});
