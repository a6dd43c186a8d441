import { useCareOptionWords } from '@client/i18n/use-care-option-words';
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

/** Our own options in the language on screen; anything else (the registry's words) as it came. */
export function useListingWords() {
  const { serviceName, insuranceName } = useCareOptionWords();
  return {
    service: (value: string) => (isService(value) ? serviceName(value) : value),
    insurance: (value: string) => (isInsurance(value) ? insuranceName(value) : value),
    isService,
    isInsurance,
  };
}
