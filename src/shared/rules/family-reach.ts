// What a family's search is narrowed to before anything is ranked (docs/product.md#within-reach):
// how far it can travel from home, and its insurance. Shared by the server, which applies them,
// and the browser, which shows them as chips and says what the list is sorted by.

/** Miles: the sphere the database's distance and the search index use, so all give the same figures. */
export const EARTH_RADIUS_MILES = 3958.8;
const DEGREE = Math.PI / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle miles between two points (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const dLat = Math.sin(((b.latitude - a.latitude) * DEGREE) / 2);
  const dLng = Math.sin(((b.longitude - a.longitude) * DEGREE) / 2);
  const term =
    dLat * dLat + Math.cos(a.latitude * DEGREE) * Math.cos(b.latitude * DEGREE) * dLng * dLng;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(Math.min(1, term)));
}

/**
 * What a search depends on from the family asking: its insurance (and plan's network), where home is (its ZIP code's
 * centre and state) and how far it travels (miles, its last choice; null: any distance).
 */
export interface SearchingFamily {
  insurance: string | null;
  /** The payer network of that insurance the family named ('Which plan?'); null: any of it. */
  network: string | null;
  home: Point | null;
  /** Where a telehealth practice's licence lets it see the family; null without a known ZIP. */
  homeState: string | null;
  travelMiles: number | null;
  /** The age of the person the care is for, whole years (the profile's); null: not given. */
  ageYears?: number | null;
}

/** The travel distances a family can choose, in miles; 'any' lifts the limit. */
export const TRAVEL_MILES = [10, 25, 50, 100] as const;
export type TravelMiles = (typeof TRAVEL_MILES)[number];
/** Until the family chooses: a drive most families make for a first appointment. */
export const DEFAULT_TRAVEL_MILES: TravelMiles = 50;

/** A search's `within`: a distance, or 'any'. */
export type Within = TravelMiles | 'any';

/**
 * The miles a search keeps to, or null for no limit: what the search says (`within`), else the
 * family's last choice (null: any distance). Without a home there is nothing to measure from.
 */
export function reachMiles(
  within: Within | undefined,
  family: { hasHome: boolean; travelMiles: number | null },
): number | null {
  if (!family.hasHome || within === 'any') return null;
  return within ?? family.travelMiles;
}

/**
 * How the family's insurance narrows a search: 'accepts', only providers known to take it (the
 * 'matching only' box); 'acceptsOrUnknown', the default, also those whose insurance nobody has
 * reported, ranked after; 'off', without an insurance or once the family removed the chip.
 */
export type InsuranceFit = 'accepts' | 'acceptsOrUnknown' | 'off';

export function insuranceFit(
  filter: { matchingOnly?: boolean | undefined; anyInsurance?: boolean | undefined },
  familyInsurance: string | null,
): InsuranceFit {
  if (!familyInsurance) return 'off';
  if (filter.matchingOnly) return 'accepts';
  return filter.anyInsurance ? 'off' : 'acceptsOrUnknown';
}

/**
 * What a provider's listed insurances say about the family's: 'accepts', 'unknown' (nobody has
 * reported any insurance, so the family should ask) or 'notListed'; null without an insurance.
 */
export type InsuranceStanding = 'accepts' | 'unknown' | 'notListed';

export function insuranceStanding(
  acceptedInsurance: readonly string[],
  familyInsurance: string | null,
): InsuranceStanding | null {
  if (!familyInsurance) return null;
  if (acceptedInsurance.includes(familyInsurance)) return 'accepts';
  return acceptedInsurance.length === 0 ? 'unknown' : 'notListed';
}
