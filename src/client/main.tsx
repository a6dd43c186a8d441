import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { readFirstViewData, seedFirstView, startOnProfileSearch } from './app/first-view-data';
import { startLoadingSignedInPage } from './app/signed-in-modules';
import { showLanguage } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
const firstView = readFirstViewData();
if (firstView) {
  seedFirstView(queryClient, firstView);
  startOnProfileSearch(firstView);
}

startLoadingSignedInPage(window.location.pathname);

// The first screen is already in the reader's language (the account's, signed in): Spanish words
// load before it renders.
void showLanguage(firstView?.user?.language ?? initialLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={queryClient}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
