import type { TFunction } from 'i18next';
import type { ProviderListParams } from './api/get-providers';
import { familyInsuranceChip, type FamilyNarrowing } from './active-filters';
import type { OptionWords } from './use-option-words';
import type { SearchPatch } from './use-provider-search';

// The filter panel's insurance choice (docs/product.md#filters) says what the chips say.

// The family's own insurance, applied as its chip says, as one insurance choice.
const YOURS = '__yours__';

/**
 * What the insurance choice shows: an insurer the family chose here, else its own insurance as
 * the search applies it (in the chip's words), else 'All Insurance'. Its own insurance stays a
 * choice once lifted, so it can be put back.
 */
export function insuranceChoice(
  params: ProviderListParams,
  family: FamilyNarrowing,
  t: TFunction<'search'>,
  words: OptionWords,
): { value: string | undefined; yours: { value: string; label: string } | undefined } {
  if (!family.insurance) return { value: params.insurance, yours: undefined };
  const applied = familyInsuranceChip(family, t, words);
  const label =
    applied?.label ?? t('chips.myInsurance', { insurance: words.insurance(family.insurance) });
  return {
    value: params.insurance ?? (applied ? YOURS : undefined),
    yours: { value: YOURS, label },
  };
}

/**
 * One insurance at a time: an insurer chosen here takes the place of the family's own default,
 * 'All Insurance' lifts every insurance filter, and the family's own puts its default back.
 */
export function insurancePatch(choice: string | undefined, family: FamilyNarrowing): SearchPatch {
  if (choice === YOURS) return { insurance: undefined, anyInsurance: undefined };
  const lifted = family.insurance ? 'true' : undefined;
  if (choice === undefined) {
    return { insurance: undefined, anyInsurance: lifted, matchingOnly: undefined };
  }
  return { insurance: choice, anyInsurance: lifted };
}
