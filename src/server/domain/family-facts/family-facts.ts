// What a clinic is told about a family, assembled in one place for the request's e-mail, the
// clinic's reply and confirm pages, and the basket that shows the family beforehand what each
// clinic will receive (docs/product.md#care-basket). Never a surname or an e-mail address.
import { childAgeParts } from '@shared/api/profile';
import type { CareFor } from '@shared/rules/care-for';
import type { WhatClinicsReceive } from '@shared/api/care-basket';
import type { Language } from '@shared/i18n/languages';
import type { AppointmentRequestRow } from '../../db/schema';

/** Where each fact comes from: the request's copy once sent, the profile before. */
export interface FamilySource {
  firstName: string | null;
  insuranceType: string | null;
  insurancePlan: string | null;
  services: string[] | null;
  zipCode: string | null;
  /** Whom the care is for: the clinic reads the age as a child's or as the asker's own. */
  careFor: CareFor;
  childAgeMonths: number | null;
  lookingFor: string | null;
  phone: string | null;
  /** The profile's language for clinics; never the page's language. */
  language: Language | null;
}

/** The facts a clinic receives, from their sources. */
export function familyFactsOf(source: FamilySource): WhatClinicsReceive {
  return {
    firstName: source.firstName,
    insuranceType: source.insuranceType,
    insurancePlan: source.insurancePlan,
    zipCode: source.zipCode,
    services: source.services ?? [],
    careFor: source.careFor,
    childAge: childAgeParts(source.childAgeMonths),
    lookingFor: source.lookingFor,
    phone: source.phone,
    language: source.language,
  };
}

/** What the profile still says when a sent request is told (services, ZIP code, plan, language). */
export type LiveFamilyFacts = Pick<
  FamilySource,
  'firstName' | 'insurancePlan' | 'services' | 'zipCode' | 'language'
>;

/**
 * The facts of a sent request: the insurance, whom the care is for and that person's age, the
 * note and phone as they were copied
 * onto it when it was sent (a later change to the profile does not change what a clinic was
 * told), the rest as the profile says now.
 */
export const requestFamilyFacts = (
  request: AppointmentRequestRow,
  live: LiveFamilyFacts,
): WhatClinicsReceive =>
  familyFactsOf({
    ...live,
    insuranceType: request.insuranceType,
    careFor: request.careFor,
    childAgeMonths: request.childAgeMonths,
    lookingFor: request.lookingFor,
    phone: request.contactPhone,
  });
