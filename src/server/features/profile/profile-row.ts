import { childAgeParts, type Profile } from '@shared/api/profile';
import type { CareFor } from '@shared/rules/care-for';
import type { Language } from '@shared/i18n/languages';
import { profiles } from '@server/db/schema';

/** The profile columns the family sees, for a select or a returning clause. */
export const profileColumns = {
  insuranceType: profiles.insuranceType,
  insuranceNetworkId: profiles.insuranceNetworkId,
  desiredServices: profiles.desiredServices,
  zipCode: profiles.zipCode,
  careFor: profiles.careFor,
  childAgeMonths: profiles.childAgeMonths,
  lookingFor: profiles.lookingFor,
  phone: profiles.phone,
  requestLanguage: profiles.requestLanguage,
  travelMiles: profiles.travelMiles,
  savedSearch: profiles.savedSearch,
};

/** A stored profile as the API answers it: the age back in years and months. */
export function toApiProfile(row: {
  insuranceType: string | null;
  insuranceNetworkId: string | null;
  desiredServices: string[];
  zipCode: string | null;
  careFor: CareFor;
  childAgeMonths: number | null;
  lookingFor: string | null;
  phone: string | null;
  requestLanguage: Language | null;
  travelMiles: number | null;
  savedSearch: string | null;
}): Profile {
  const age = childAgeParts(row.childAgeMonths);
  return {
    insuranceType: row.insuranceType,
    insuranceNetworkId: row.insuranceNetworkId,
    desiredServices: row.desiredServices,
    zipCode: row.zipCode,
    careFor: row.careFor,
    childAgeYears: age?.years ?? null,
    childAgeMonths: age?.months ?? null,
    lookingFor: row.lookingFor,
    phone: row.phone,
    requestLanguage: row.requestLanguage,
    travelMiles: row.travelMiles,
    savedSearch: row.savedSearch,
  };
}
