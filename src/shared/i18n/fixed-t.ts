import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from './languages';
import { NAMESPACES, RESOURCES, type Namespace } from './resources';

/** A translation function bound to one language and namespace, as the server needs per reader. */
export type FixedT = TFunction<Namespace>;

// One instance for all languages, initialised synchronously from the bundled catalogs. Values are
// not escaped here: every e-mail escapes its HTML part itself, and the text part must stay plain.
// A missing Spanish key falls back to English rather than showing the key.
const instance = i18next.createInstance();
void instance.init({
  resources: RESOURCES,
  supportedLngs: [...LANGUAGES],
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const fixedT = (language: Language, namespace: Namespace): FixedT =>
  instance.getFixedT(language, namespace);
