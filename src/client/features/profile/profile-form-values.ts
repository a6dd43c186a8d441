import type { DefaultValues } from 'react-hook-form';
import type { Profile, ProfileFormInput } from '@shared/api/profile';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '@shared/rules/care-options';

// Between a saved profile and the profile form's fields.

// A saved profile may hold words the form no longer offers; those start out unselected.
export function toFormValues(profile: Profile): DefaultValues<ProfileFormInput> {
  return {
    insuranceType: INSURANCE_OPTIONS.find((option) => option === profile.insuranceType),
    insuranceNetworkId: profile.insuranceNetworkId,
    desiredServices: SERVICE_OPTIONS.filter((option) => profile.desiredServices.includes(option)),
    zipCode: profile.zipCode ?? '',
    careFor: profile.careFor,
    childAgeYears: profile.childAgeYears,
    childAgeMonths: profile.childAgeMonths,
    lookingFor: profile.lookingFor ?? '',
    phone: profile.phone ?? '',
    requestLanguage: profile.requestLanguage,
  };
}

/** The fields in screen order: a refused save focuses the first invalid one. */
export const FIELD_ORDER = [
  'careFor',
  'insuranceType',
  'insuranceNetworkId',
  'desiredServices',
  'zipCode',
  'childAgeYears',
  'childAgeMonths',
  'phone',
  'lookingFor',
  'requestLanguage',
] as const;

/** A number input's text as the schema takes it: empty is 'not given', anything else a number. */
export const asNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
