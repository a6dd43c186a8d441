import type { DomainResource, Extension, Reference } from 'fhir/r4';

// The parts of the Da Vinci PDex Plan-Net profiles the importer reads.

const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net';
export const NETWORK_REFERENCE = `${PLAN_NET}/StructureDefinition/network-reference`;
export const NEW_PATIENTS = `${PLAN_NET}/StructureDefinition/newpatients`;
export const ORG_TYPES = `${PLAN_NET}/CodeSystem/OrgTypeCS`;
export const ACCESSIBILITY = `${PLAN_NET}/StructureDefinition/accessibility`;
export const ACCESSIBILITY_CS = `${PLAN_NET}/CodeSystem/AccessibilityCS`;
export const NUCC = 'http://nucc.org/provider-taxonomy';
export const US_NPI = 'http://hl7.org/fhir/sid/us-npi';
export const BCP_47 = 'urn:ietf:bcp:47';

/** `Type/id` of a reference, or null when it is not a plain relative one. */
export function referenceKey(reference: Reference | undefined): string | null {
  const value = reference?.reference;
  return value && /^[A-Za-z]+\/[A-Za-z0-9\-.]{1,64}$/.test(value) ? value : null;
}

/** The networks a PractitionerRole names through Plan-Net's network-reference extension. */
export const networkReferences = (resource: DomainResource): Reference[] =>
  (resource.extension ?? [])
    .filter((e) => e.url === NETWORK_REFERENCE && e.valueReference)
    .map((e) => e.valueReference!);

/**
 * The 'newpatients' extension's answer for a network: true for 'newpt'; false for no new
 * patients, existing patients only, or only families of existing patients (a new family cannot
 * come); undefined when the resource does not say (for that network).
 */
export function acceptsNewPatients(
  resource: DomainResource,
  networkKey: string | null,
): boolean | undefined {
  for (const extension of resource.extension ?? []) {
    if (extension.url !== NEW_PATIENTS) continue;
    const parts = extension.extension ?? [];
    const fromNetwork = referenceKey(part(parts, 'fromNetwork')?.valueReference);
    if (fromNetwork && fromNetwork !== networkKey) continue;
    const codes = (part(parts, 'acceptingPatients')?.valueCodeableConcept?.coding ?? []).map(
      (c) => c.code,
    );
    if (codes.includes('newpt')) return true;
    if (codes.some((c) => c === 'nopt' || c === 'existptonly' || c === 'existptfam')) return false;
  }
  return undefined;
}

const part = (parts: Extension[], url: string) => parts.find((p) => p.url === url);
