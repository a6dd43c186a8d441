import type { ContactPoint, Location } from 'fhir/r4';
import { isUsStateCode } from '@shared/rules/us-states';
import { zipCentroid } from '@server/lib/zip-centroids';
import { titleCase } from '../registry/format-name';
import { formatPhone } from '../registry/pick-address';

/** Where a new provider is placed: a Location's US address and its coordinates. */
export interface Place {
  addressLine: string | null;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/**
 * The Location's US address, at its own coordinates or else its ZIP's centre; null when it has
 * no usable address (no city, no state code, no 5-digit ZIP) or cannot be placed.
 */
export function readPlace(location: Location | undefined): Place | null {
  const address = location?.address;
  if (!address?.city) return null;
  const state = address.state?.toUpperCase() ?? '';
  const digits = (address.postalCode ?? '').replace(/-/g, '');
  if (!isUsStateCode(state) || !/^\d{5}(\d{4})?$/.test(digits)) return null;
  const zipCode = digits.slice(0, 5);
  const point = coordinates(location) ?? zipCentroid(zipCode);
  if (!point) return null;
  const line = (address.line ?? []).filter(Boolean).join(', ');
  return {
    addressLine: line ? readableCase(line) : null,
    city: readableCase(address.city),
    state,
    zipCode,
    ...point,
  };
}

function coordinates(location: Location | undefined) {
  const { latitude, longitude } = location?.position ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Directories often write in capitals ('NORTH HAVEN'); mixed case is left as written. */
export const readableCase = (text: string) =>
  text === text.toUpperCase() ? titleCase(text) : text;

/** The first US phone number among the contact points, without its extension. */
export function readPhone(...lists: (ContactPoint[] | undefined)[]): string | null {
  for (const point of lists.flatMap((list) => list ?? [])) {
    if (point.system !== 'phone' || !point.value) continue;
    const phone = formatPhone(point.value.split(/x|ext/i)[0]!);
    if (phone) return phone;
  }
  return null;
}
