import { useTranslation } from 'react-i18next';
import { LOCALES } from '@shared/i18n/languages';
import { activeLanguage } from './i18n';

/** The Intl locale of the language on screen ('en-US', 'es-US'), re-rendering when it changes. */
export function useLocale(): string {
  useTranslation();
  return LOCALES[activeLanguage()];
}

/** The same, for code outside React. */
export const activeLocale = (): string => LOCALES[activeLanguage()];
