import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { languageName } from '@shared/rules/practice-facts';

/** How a service, an insurance or a spoken language (ISO 639-1) reads on screen. */
export interface OptionWords {
  service: (value: string) => string;
  insurance: (value: string) => string;
  language: (code: string) => string;
}

/**
 * Services and insurers as a family reads them: our own options in the language on screen,
 * anything else (a clinic's or the registry's words) as it came.
 */
export function useOptionWords(): OptionWords {
  const { service, insurance } = useCareOptionWords();
  const locale = useLocale();
  return { language: (code) => languageName(code, locale), service, insurance };
}
