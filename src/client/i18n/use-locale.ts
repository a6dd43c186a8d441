import { useTranslation } from 'react-i18next';
import { LOCALES, type Language } from '@shared/i18n/languages';

/**
 * The language on screen, from the i18next instance React renders with (the browser's, or the
 * server's for its first render), re-rendering when it changes.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

/** The Intl locale of the language on screen ('en-US', 'es-US'). */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}
