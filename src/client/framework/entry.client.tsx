import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage, LOCALES } from '@shared/i18n/languages';
import { numberFormat } from '@shared/rules/intl-formats';
import { showLanguage, wordSchemaErrorsOnScreen } from '@client/i18n/i18n';
import { initialLanguage } from '@client/i18n/language-choice';
import { startLoadingSignedInPage } from '@client/app/page-modules';
import { reloadForStaleChunk } from '@client/lib/stale-chunk';
import { DRAWN_AT } from './page-request';

// The browser's start in framework mode: the words of the language the server drew the page in,
// then hydration of the whole document.

wordSchemaErrorsOnScreen();
// A script or stylesheet that could not be loaded (a tab opened before a deploy): the page
// reloads once (docs/product.md#page-errors). A task later: a page's loader that failed so
// reloads at the page being opened first, which the router has not reached yet.
window.addEventListener('vite:preloadError', () => {
  setTimeout(() => void reloadForStaleChunk(), 0);
});

// The page was drawn at another address (the provider search, on the family's own search): the
// router starts there, as the server's did.
const drawnAt = document.querySelector<HTMLMetaElement>(`meta[name="${DRAWN_AT}"]`)?.content;
if (drawnAt) window.history.replaceState(window.history.state, '', drawnAt + window.location.hash);

/** A moment for the browser between two pieces of work: a tap in between is answered. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const drawnIn = document.documentElement.lang;
const language = isLanguage(drawnIn) ? drawnIn : initialLanguage();
// Not awaited at the top: a script this loads may import from this one, which would wait for
// itself. A page's own words come with its script (page-gates.tsx), as they did on the server.
void Promise.all([showLanguage(language), startLoadingSignedInPage(window.location.pathname)])
  .then(async () => {
    // The first number formatter loads the locale's number data (the provider search's distances
    // and counts), tens of milliseconds on a phone: in a task of its own, not inside hydration.
    await nextTask();
    numberFormat(LOCALES[language]);
    await nextTask();
  })
  .then(() =>
    // Hydration as a transition runs in short slices, so a tap while it runs is answered soon.
    startTransition(() => {
      // The app's own tree (root.tsx) is in strict mode.
      hydrateRoot(document, <HydratedRouter />);
    }),
  );
