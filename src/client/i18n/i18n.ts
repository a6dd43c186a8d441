import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { errorText, wordSchemaErrorsWith } from '@shared/api/error-messages';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '@shared/i18n/languages';
import { CLIENT_NAMESPACES } from '@shared/i18n/namespaces';
import { catalog as english } from './catalog-en';

// The browser's one i18next instance. English ships with the app; Spanish is fetched as its own
// chunk the first time it is needed, so a family reading English downloads none of it.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: english },
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

/**
 * The shared schemas word their messages when a form is judged: in the language shown then. Set
 * by the browser at boot, not on import: the server imports the components for its first render
 * and keeps wording its own answers in each reader's language.
 */
export function wordSchemaErrorsOnScreen(): void {
  wordSchemaErrorsWith((message) =>
    errorText((key, values) => i18n.t(key, { ns: 'errors', ...values }), message),
  );
}

async function loadCatalog(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { catalog } = await import('./catalog-es');
  for (const [namespace, words] of Object.entries(catalog)) {
    i18n.addResourceBundle(language, namespace, words);
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
