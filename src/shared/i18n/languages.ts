// The languages a family can read the product in. English is the default and the fallback:
// everything is written in English first (docs/decisions/011-two-languages.md).
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats dates, times and numbers with through Intl. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The cookie keeping a visitor's choice of language before (and besides) an account. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);
