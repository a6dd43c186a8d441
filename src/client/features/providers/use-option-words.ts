import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { languageName } from '@shared/rules/practice-facts';
import {
  INSURANCE_OPTIONS,
  SERVICE_OPTIONS,
  type InsuranceOption,
  type ServiceOption,
} from '@shared/rules/care-options';

const isService = (value: string): value is ServiceOption =>
  (SERVICE_OPTIONS as readonly string[]).includes(value);
const isInsurance = (value: string): value is InsuranceOption =>
  (INSURANCE_OPTIONS as readonly string[]).includes(value);

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
  const { serviceName, insuranceName } = useCareOptionWords();
  const locale = useLocale();
  return {
    language: (code) => languageName(code, locale),
    service: (value) => (isService(value) ? serviceName(value) : value),
    insurance: (value) => (isInsurance(value) ? insuranceName(value) : value),
  };
}
