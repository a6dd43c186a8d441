import i18next, { type TFunction } from 'i18next';
import type { Language } from '@shared/i18n/languages';
import en from '@shared/i18n/locales/en/search.json';
import es from '@shared/i18n/locales/es/search.json';

// The search catalogs for the wording rules' tests, which run without the browser's i18n.
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { search: en }, es: { search: es } },
  lng: 'en',
  fallbackLng: false,
  ns: ['search'],
  defaultNS: 'search',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const searchT = (language: Language): TFunction<'search'> =>
  instance.getFixedT(language, 'search');
