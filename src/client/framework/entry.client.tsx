import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '@shared/i18n/languages';
import { loadPageWords, showLanguage, wordSchemaErrorsOnScreen } from '@client/i18n/i18n';
import { initialLanguage } from '@client/i18n/language-choice';
import { reloadForStaleChunk } from '@client/lib/stale-chunk';

// The browser's start in framework mode: the words of the page the server drew, in the language
// it drew it in, then hydration of the whole document.

wordSchemaErrorsOnScreen();
// A script or stylesheet that could not be loaded (a tab opened before a deploy): the page
// reloads once (docs/product.md#page-errors).
window.addEventListener('vite:preloadError', () => void reloadForStaleChunk());

const drawnIn = document.documentElement.lang;
// Not awaited at the top: a script these imports load may import from this one, which would
// wait for itself.
void Promise.all([
  showLanguage(isLanguage(drawnIn) ? drawnIn : initialLanguage()),
  loadPageWords(),
]).then(() =>
  startTransition(() => {
    // The app's own tree (root.tsx) is in strict mode.
    hydrateRoot(document, <HydratedRouter />);
  }),
);
