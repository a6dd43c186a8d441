import type { Organization, OrganizationAffiliation } from 'fhir/r4';
import { includedLocations, locationKey, lookUp, type Included } from './included';
import type { ReadResource } from './participation';
import { readPhone, readPlace, readableCase } from './read-place';
import { npiOf, readNetworks, updatedAt } from './read-role';
import { isRelevant, readSpecialties } from './read-specialties';

/**
 * One OrganizationAffiliation: an organization (a practice, an early intervention agency) of
 * autism care in the networks it lists, or why it is left out.
 */
export function readAffiliation(
  affiliation: OrganizationAffiliation,
  included: Included,
): ReadResource {
  const source = `OrganizationAffiliation/${affiliation.id}`;
  if (!isRelevant(affiliation)) return { kind: 'irrelevant', source };
  const specialties = readSpecialties(affiliation.specialty);
  const organization = lookUp<Organization>(
    included,
    affiliation,
    affiliation.participatingOrganization,
    'Organization',
  );
  const npi = npiOf(organization);
  const name = organization?.name?.trim();
  if (!organization || !npi || !name || organization.active === false) {
    return { kind: 'skipped', source };
  }
  const locations = includedLocations(included, affiliation, affiliation.location);
  const networks = readNetworks(affiliation, affiliation.network ?? [], locations[0]);
  if (networks.length === 0) return { kind: 'skipped', source };

  return {
    kind: 'participation',
    participation: {
      source,
      sourceUpdatedAt: updatedAt(affiliation),
      location: locationKey(affiliation, affiliation.location?.[0]),
      networks,
      provider: {
        npi,
        name: readableCase(name),
        specialty: specialties.relevant[0]!.name,
        servicesOffered: specialties.services,
        taxonomyCodes: specialties.codes,
        phone: readPhone(affiliation.telecom, locations[0]?.telecom, organization.telecom),
        languages: null,
        place: locations.map(readPlace).find((place) => place !== null) ?? null,
      },
    },
  };
}
