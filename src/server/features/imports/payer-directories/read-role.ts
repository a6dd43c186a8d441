import type {
  DomainResource,
  FhirResource,
  Location,
  Organization,
  Practitioner,
  PractitionerRole,
  Reference,
} from 'fhir/r4';
import { acceptsNewPatients, networkReferences, referenceKey, US_NPI } from './fhir/plan-net';
import { includedLocations, locationKey, lookUp, type Included } from './included';
import type { NetworkParticipation, ReadResource } from './participation';
import { readPhone, readPlace } from './read-place';
import { practitionerLanguages, practitionerName } from './read-practitioner';
import { isRelevant, readSpecialties } from './read-specialties';

export const npiOf = (resource: Practitioner | Organization | undefined): string | null => {
  const value = resource?.identifier?.find((id) => id.system === US_NPI)?.value?.trim();
  return value && /^\d{10}$/.test(value) ? value : null;
};

/**
 * One PractitionerRole with its practitioner and locations (included, fetched or contained): a
 * practitioner of autism care in one or more networks, or why it is left out.
 */
export function readRole(role: PractitionerRole, included: Included): ReadResource {
  const source = `PractitionerRole/${role.id}`;
  if (!isRelevant(role)) return { kind: 'irrelevant', source };
  const specialties = readSpecialties(role.specialty);
  const practitioner = lookUp<Practitioner>(included, role, role.practitioner, 'Practitioner');
  const npi = npiOf(practitioner);
  const name = practitioner && practitionerName(practitioner);
  if (!practitioner || !npi || !name || practitioner.active === false) {
    return { kind: 'skipped', source };
  }
  const locations = includedLocations(included, role, role.location);
  const networks = readNetworks(role, networkReferences(role), locations[0]);
  if (networks.length === 0) return { kind: 'skipped', source };

  return {
    kind: 'participation',
    participation: {
      source,
      sourceUpdatedAt: updatedAt(role),
      location: locationKey(role, role.location?.[0]),
      networks,
      provider: {
        npi,
        name,
        specialty: specialties.relevant[0]!.name,
        servicesOffered: specialties.services,
        taxonomyCodes: specialties.codes,
        phone: readPhone(role.telecom, locations[0]?.telecom, practitioner.telecom),
        languages: practitionerLanguages(practitioner),
        place: locations.map(readPlace).find((place) => place !== null) ?? null,
      },
    },
  };
}

/**
 * The networks a resource places its provider in, each with the 'newpatients' answer of the
 * resource itself or else of its location.
 */
export function readNetworks(
  resource: DomainResource,
  references: Reference[],
  location: Location | undefined,
): NetworkParticipation[] {
  const seen = new Map<string, NetworkParticipation>();
  for (const reference of references) {
    const network = referenceKey(reference);
    if (!network?.startsWith('Organization/') || seen.has(network)) continue;
    const accepting =
      acceptsNewPatients(resource, network) ??
      (location ? acceptsNewPatients(location, network) : undefined);
    seen.set(network, {
      network,
      networkName: reference.display?.trim() || null,
      acceptingNewPatients: accepting ?? null,
    });
  }
  return [...seen.values()];
}

export function updatedAt(resource: FhirResource): Date | null {
  const at = Date.parse(resource.meta?.lastUpdated ?? '');
  return Number.isNaN(at) ? null : new Date(at);
}
