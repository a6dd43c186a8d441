import zipcodes from 'zipcodes';
import type { Point } from '@shared/rules/family-reach';

export type { Point };

/**
 * The centre of a 5-digit US ZIP code from an offline table (the `zipcodes` package), or null
 * for an unknown ZIP. Used for "miles from home"; no address ever leaves the server.
 */
export function zipCentroid(zip: string | null | undefined): Point | null {
  if (!zip || !/^\d{5}$/.test(zip)) return null;
  const place = zipcodes.lookup(zip);
  // The table writes 0,0 for many military mail (APO/FPO) ZIPs: no centre, not a point at sea.
  if (!place || (place.latitude === 0 && place.longitude === 0)) return null;
  return { latitude: place.latitude, longitude: place.longitude };
}

/** The state of a 5-digit US ZIP code (two letters), or null for an unknown ZIP. */
export function zipState(zip: string | null | undefined): string | null {
  if (!zip || !/^\d{5}$/.test(zip)) return null;
  return zipcodes.lookup(zip)?.state ?? null;
}

/** The 3-digit ZIP prefixes of a state's ZIP codes, sorted; used to split large registry queries. */
export function zipPrefixesOfState(state: string): string[] {
  const prefixes = new Set(zipcodes.lookupByState(state).map((place) => place.zip.slice(0, 3)));
  return [...prefixes].sort();
}
