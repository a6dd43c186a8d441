// The two-letter codes the NPI registry accepts for `state`: the 50 states, DC, and the US
// territories and military "states" it lists. An import names states from this list only.
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

export function isUsStateCode(value: string): value is UsStateCode {
  return CODES.has(value);
}

/** The inhabited territories among them. */
export const US_TERRITORY_CODES = ['AS', 'GU', 'MP', 'PR', 'VI'] as const;

/** Military mail (APO/FPO) codes: an address, not a place a family could go to. */
const MILITARY_MAIL_CODES: ReadonlySet<string> = new Set(['AA', 'AE', 'AP']);
const TERRITORIES: ReadonlySet<string> = new Set(US_TERRITORY_CODES);

/** The 50 states and DC, by code: with the territories, what an admin can import by state. */
export const STATE_AND_DC_CODES: readonly UsStateCode[] = US_STATE_CODES.filter(
  (code) => !MILITARY_MAIL_CODES.has(code) && !TERRITORIES.has(code),
).sort();
