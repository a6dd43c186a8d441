import zipcodes from 'zipcodes';
import { US_STATE_CODES } from '../../src/shared/rules/us-states';

// Deterministic registry records in the current (2025) NPPES v2.1 serialization, for the replay
// server: string NPIs and epochs in milliseconds, "--" name placeholders, `sex`, `endpoints`,
// taxonomy descriptions with the NUCC comma. Addresses use real ZIPs of the state, so the
// importer's offline centroid table places them. Test data only: nothing here reaches the app.

interface Taxonomy {
  code: string;
  desc: string;
}

/** The taxonomies a `taxonomy_description` query returns; records cycle through them. */
const TERMS: Record<string, { organisation?: boolean; taxonomies: Taxonomy[] }> = {
  'behavior analyst': { taxonomies: [{ code: '103K00000X', desc: 'Behavior Analyst' }] },
  'assistant behavior analyst': {
    taxonomies: [{ code: '106E00000X', desc: 'Assistant Behavior Analyst' }],
  },
  'developmental - behavioral pediatrics': {
    taxonomies: [{ code: '2080P0006X', desc: 'Pediatrics, Developmental - Behavioral Pediatrics' }],
  },
  'neurodevelopmental disabilities': {
    taxonomies: [{ code: '2080P0008X', desc: 'Pediatrics, Neurodevelopmental Disabilities' }],
  },
  'child & adolescent psychiatry': {
    taxonomies: [
      { code: '2084P0804X', desc: 'Psychiatry & Neurology, Child & Adolescent Psychiatry' },
    ],
  },
  'child neurology': {
    taxonomies: [
      {
        code: '2084N0402X',
        desc: 'Psychiatry & Neurology, Neurology with Special Qualifications in Child Neurology',
      },
    ],
  },
  psychologist: {
    taxonomies: [
      { code: '103TC2200X', desc: 'Psychologist, Clinical Child & Adolescent' },
      { code: '103TC0700X', desc: 'Psychologist, Clinical' },
      { code: '103T00000X', desc: 'Psychologist' },
      // Not autism care: the importer must drop it by its code.
      { code: '103TA0400X', desc: 'Psychologist, Addiction (Substance Use Disorder)' },
    ],
  },
  'clinical neuropsychologist': {
    taxonomies: [{ code: '103G00000X', desc: 'Clinical Neuropsychologist' }],
  },
  'speech-language pathologist': {
    taxonomies: [{ code: '235Z00000X', desc: 'Speech-Language Pathologist' }],
  },
  'occupational therapist': {
    taxonomies: [
      { code: '225X00000X', desc: 'Occupational Therapist' },
      { code: '225XP0200X', desc: 'Occupational Therapist, Pediatrics' },
    ],
  },
  'early intervention provider agency': {
    organisation: true,
    taxonomies: [{ code: '252Y00000X', desc: 'Early Intervention Provider Agency' }],
  },
};

const FIRST = ['AVERY', 'JORDAN', 'PRIYA', 'MATEO', 'GRACE', 'OMAR', 'LENA', 'THEO', 'NIA', 'RUTH'];
const LAST = ['OKAFOR', 'NGUYEN', 'BALDWIN', 'HARTMAN', 'REYES', 'SATO', 'KOWALSKI', 'PARK'];
const CREDENTIALS = ['PH.D.', 'PSYD', 'M.D.', 'BCBA', 'MS, CCC-SLP', 'OTR/L', ''];

const placeCache = new Map<string, ReturnType<typeof zipcodes.lookupByState>>();
const placesOf = (state: string) => {
  if (!placeCache.has(state)) placeCache.set(state, zipcodes.lookupByState(state));
  return placeCache.get(state)!;
};

export const isKnownTerm = (term: string) => term.toLowerCase() in TERMS;

/** Records the `[ZIP]` of index i falls in: every 25th has a ZIP with no centroid (skipped). */
export const NO_CENTROID_EVERY = 25;

/** The i-th synthetic record of a state and query term (i from 0). */
export function syntheticRecord(state: string, term: string, i: number): Record<string, unknown> {
  const spec = TERMS[term.toLowerCase()];
  if (!spec) throw new Error(`unknown term ${term}`);
  const termIndex = Object.keys(TERMS).indexOf(term.toLowerCase());
  const stateIndex = US_STATE_CODES.indexOf(state as (typeof US_STATE_CODES)[number]);
  const npi = `1${String(stateIndex).padStart(2, '0')}${String(termIndex).padStart(2, '0')}${String(i).padStart(5, '0')}`;
  const places = placesOf(state);
  const place = places[(i * 7919) % places.length]!;
  const zip = i % NO_CENTROID_EVERY === NO_CENTROID_EVERY - 1 ? '00001' : place.zip;
  const taxonomy = spec.taxonomies[i % spec.taxonomies.length]!;
  const taxonomies = [
    {
      ...taxonomy,
      taxonomy_group: '',
      state: spec.organisation ? null : state,
      license: spec.organisation ? null : `L${i}`,
      primary: true,
    },
  ];
  // Every 5th individual also holds a behavior analyst licence (a second, non-primary taxonomy).
  if (!spec.organisation && i % 5 === 4 && taxonomy.code !== '103K00000X') {
    taxonomies.push({
      code: '103K00000X',
      desc: 'Behavior Analyst',
      taxonomy_group: '',
      state,
      license: `B${i}`,
      primary: false,
    });
  }
  const address = (purpose: string) => ({
    country_code: 'US',
    country_name: 'United States',
    address_purpose: purpose,
    address_type: 'DOM',
    address_1: `${100 + i} ${LAST[i % LAST.length]} AVE`,
    address_2: i % 3 === 0 ? `SUITE ${i % 400}` : '',
    city: place.city.toUpperCase(),
    state,
    postal_code: i % 2 === 0 ? `${zip}1234` : zip,
    telephone_number: `${place.zip.slice(0, 3) === '000' ? '919' : '555'}-555-${String(i % 10000).padStart(4, '0')}`,
  });
  const basic = spec.organisation
    ? {
        organization_name: `${place.city.toUpperCase()} EARLY INTERVENTION SERVICES ${i} LLC`,
        organizational_subpart: 'NO',
        authorized_official_first_name: 'DANA',
        authorized_official_last_name: 'LEE',
        enumeration_date: '2016-03-01',
        last_updated: '2025-01-15',
        certification_date: '2025-01-15',
        status: 'A',
      }
    : {
        first_name: FIRST[i % FIRST.length],
        last_name: LAST[(i * 3) % LAST.length],
        middle_name: '',
        credential: CREDENTIALS[i % CREDENTIALS.length],
        sole_proprietor: 'NO',
        sex: i % 2 ? 'F' : 'M',
        name_prefix: '--',
        name_suffix: '--',
        enumeration_date: '2012-06-01',
        last_updated: '2025-01-15',
        certification_date: '2025-01-15',
        status: 'A',
      };
  return {
    created_epoch: '1338508800000',
    enumeration_type: spec.organisation ? 'NPI-2' : 'NPI-1',
    last_updated_epoch: '1736899200000',
    number: npi,
    addresses: [address('LOCATION'), address('MAILING')],
    practiceLocations: [],
    basic,
    taxonomies,
    identifiers: [],
    endpoints: [],
    other_names: [],
  };
}
