import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';
import { startLoadingSignedInPage } from './app/signed-in-modules';
import { showLanguage } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { createQueryClient } from './lib/query-client';
import './styles.css';

startLoadingSignedInPage(window.location.pathname);

// The first screen is already in the visitor's language: Spanish words load before it renders.
void showLanguage(initialLanguage()).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders queryClient={createQueryClient()}>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  ),
);
