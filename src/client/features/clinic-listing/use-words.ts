import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { isInsuranceOption, isServiceOption } from '@shared/rules/care-options';

/** Our own options in the language on screen; anything else (the registry's words) as it came. */
export function useListingWords() {
  const { service, insurance } = useCareOptionWords();
  return { service, insurance, isService: isServiceOption, isInsurance: isInsuranceOption };
}
