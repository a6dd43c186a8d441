import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/languages';
import { CLIENT_NAMESPACES } from '@shared/i18n/namespaces';
import { catalog as english } from './catalog-en';
import { catalog as spanish } from './catalog-es';

// For rendering on the server: one instance per language, made once with the browser's catalogs
// and never switched, so renders in both languages can run side by side. (The browser's one
// instance, in i18n.ts, switches language and loads the Spanish words on demand.)
const instances = new Map<Language, I18n>(
  LANGUAGES.map((language) => {
    const instance = i18next.createInstance();
    void instance.init({
      resources: { en: english, es: spanish },
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...CLIENT_NAMESPACES],
      defaultNS: 'common',
      initAsync: false,
      // React escapes what it renders, as in the browser.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    return [language, instance];
  }),
);

/** The words of `language`, for a render on the server. */
export const i18nIn = (language: Language): I18n =>
  instances.get(language) ?? instances.get(DEFAULT_LANGUAGE)!;
