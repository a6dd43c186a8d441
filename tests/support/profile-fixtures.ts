import type { Profile } from '@shared/api/profile';

/** A family's profile as the API sends it: a child's care in Raleigh, nothing optional said. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    zipCode: '27601',
    insuranceType: 'Aetna',
    insuranceNetworkId: null,
    desiredServices: ['Autism Diagnosis'],
    careFor: 'child',
    childAgeYears: null,
    childAgeMonths: null,
    lookingFor: null,
    phone: null,
    requestLanguage: null,
    travelMiles: 50,
    savedSearch: null,
    ...overrides,
  };
}
