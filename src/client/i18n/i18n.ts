import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@shared/i18n/languages';
import common from '@shared/i18n/locales/en/common.json';
import landing from '@shared/i18n/locales/en/landing.json';
import { CLIENT_NAMESPACES } from '@shared/i18n/namespaces';

// The browser's one i18next instance. The words of the landing page and of every page's frame
// (header, error and 404 pages) ship with the app; the other pages' English words load with the
// first of those pages (`loadPageWords`), so a visitor on the landing page downloads none of them.
// Spanish is fetched as its own chunk the first time it is needed.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { common, landing } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(LOCALES),
  ns: [...CLIENT_NAMESPACES],
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders; escaping here too would show '&amp;' for a clinic's '&'.
  interpolation: { escapeValue: false },
  returnNull: false,
});

let schemaErrorsOnScreen = false;

/**
 * The shared schemas word their messages when a form is judged: in the language shown then. Asked
 * for by the browser at boot, not on import: the server imports the components for its first
 * render and keeps wording its own answers in each reader's language. Done with the pages' words
 * (only pages have forms), so the landing page's script carries none of the messages.
 */
export function wordSchemaErrorsOnScreen(): void {
  schemaErrorsOnScreen = true;
}

/** Adds a catalog's namespaces that are not there yet. */
function addCatalog(language: Language, catalog: Record<string, object>): void {
  for (const [namespace, words] of Object.entries(catalog)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, words);
    }
  }
}

async function loadCatalog(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'common')) return;
  const { catalog } = await import('./catalog-es');
  addCatalog(language, catalog);
}

/**
 * Loads the English words of every page beyond the landing page (English is also every
 * language's fallback). Every page and the signed-in layout load with them, so no page renders
 * before its words are there.
 */
export async function loadPageWords(): Promise<void> {
  if (i18n.hasResourceBundle(DEFAULT_LANGUAGE, 'search')) return;
  const [{ catalog }, { errorText, wordSchemaErrorsWith }] = await Promise.all([
    import('./catalog-en'),
    import('@shared/api/error-messages'),
  ]);
  addCatalog(DEFAULT_LANGUAGE, catalog);
  if (schemaErrorsOnScreen) {
    wordSchemaErrorsWith((message) =>
      errorText((key, values) => i18n.t(key, { ns: 'errors', ...values }), message),
    );
  }
}

/** Shows the product in `language`: its words, `<html lang>`, and the locale of dates and numbers. */
export async function showLanguage(language: Language): Promise<void> {
  await loadCatalog(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The active language, for code outside React (toasts raised by mutations, say). */
export const activeLanguage = (): Language => (i18n.language === 'es' ? 'es' : 'en');
