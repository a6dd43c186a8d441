import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone of a place, 'America/Phoenix' for Phoenix, from its coordinates alone (the
 * lookup's map is bundled: no network). Null for coordinates it cannot place.
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
