import type { ContactPoint, Location } from 'fhir/r4';
import { ACCESSIBILITY_CODES } from '@shared/rules/accessibility';
import { isUsStateCode } from '@shared/rules/us-states';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { titleCase } from '@server/domain/registry/format-name';
import { formatPhone } from '@server/domain/registry/us-address';
import { ACCESSIBILITY, ACCESSIBILITY_CS } from './fhir/plan-net';

/**
 * Where a new provider is placed: a Location's US address and its coordinates, and what the
 * Location reports of its access.
 */
export interface Place {
  addressLine: string | null;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  /** True when the Location gave no position and the ZIP code's centre stands in for it. */
  locationApproximate: boolean;
  /** Plan-Net accessibility codes; null when the Location reports none. */
  accessibility: string[] | null;
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
  const position = coordinates(location);
  const point = position ?? zipCentroid(zipCode);
  if (!point) return null;
  const line = (address.line ?? []).filter(Boolean).join(', ');
  return {
    addressLine: line ? readableCase(line) : null,
    city: readableCase(address.city),
    state,
    zipCode,
    ...point,
    locationApproximate: position === null,
    accessibility: readAccessibility(location),
  };
}

/**
 * The Location's accessibility codes we know (handicap accessible, ADA compliant, public transit,
 * cultural competence), once each in the code system's order, so an unchanged Location reads the
 * same every time; null when it reports none of them.
 */
export function readAccessibility(location: Location | undefined): string[] | null {
  const reported = new Set(
    (location?.extension ?? [])
      .filter((extension) => extension.url === ACCESSIBILITY)
      .flatMap((extension) => extension.valueCodeableConcept?.coding ?? [])
      .filter((coding) => coding.system === ACCESSIBILITY_CS)
      .map((coding) => coding.code),
  );
  const codes = ACCESSIBILITY_CODES.filter((code) => reported.has(code));
  return codes.length ? codes : null;
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
