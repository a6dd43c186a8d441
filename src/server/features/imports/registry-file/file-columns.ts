import { RegistryFileError } from './open-registry-file';

// Columns are found by their header, never by position: CMS has renamed some over the years
// ('Provider Gender Code' became 'Provider Sex Code') and may add others.

export const TAXONOMY_SLOTS = 15;

export interface FileColumns {
  /** How many columns every row has. */
  count: number;
  npi: number;
  entityType: number;
  organizationName: number;
  lastName: number;
  firstName: number;
  credential: number;
  line1: number;
  line2: number;
  city: number;
  state: number;
  postalCode: number;
  countryCode: number;
  phone: number;
  lastUpdate: number;
  deactivationDate: number;
  reactivationDate: number;
  taxonomies: { code: number; primary: number; licenseState: number }[];
}

const PRACTICE = 'Provider Business Practice Location Address';

export function fileColumns(header: readonly string[]): FileColumns {
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  const column = (name: string): number => {
    const i = index.get(name);
    if (i === undefined) {
      throw new RegistryFileError(`This is not an NPPES data file: it has no '${name}' column.`);
    }
    return i;
  };
  return {
    count: header.length,
    npi: column('NPI'),
    entityType: column('Entity Type Code'),
    organizationName: column('Provider Organization Name (Legal Business Name)'),
    lastName: column('Provider Last Name (Legal Name)'),
    firstName: column('Provider First Name'),
    credential: column('Provider Credential Text'),
    line1: column(`Provider First Line Business Practice Location Address`),
    line2: column(`Provider Second Line Business Practice Location Address`),
    city: column(`${PRACTICE} City Name`),
    state: column(`${PRACTICE} State Name`),
    postalCode: column(`${PRACTICE} Postal Code`),
    countryCode: column(`${PRACTICE} Country Code (If outside U.S.)`),
    phone: column(`${PRACTICE} Telephone Number`),
    lastUpdate: column('Last Update Date'),
    deactivationDate: column('NPI Deactivation Date'),
    reactivationDate: column('NPI Reactivation Date'),
    taxonomies: Array.from({ length: TAXONOMY_SLOTS }, (_, k) => ({
      code: column(`Healthcare Provider Taxonomy Code_${k + 1}`),
      primary: column(`Healthcare Provider Primary Taxonomy Switch_${k + 1}`),
      licenseState: column(`Provider License Number State Code_${k + 1}`),
    })),
  };
}
