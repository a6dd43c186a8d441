import type { DomainResource, FhirResource, Location, Reference } from 'fhir/r4';
import { referenceKey } from './fhir/plan-net';

/** A page's included resources (and those fetched for it), by `Type/id`. */
export type Included = ReadonlyMap<string, FhirResource>;

/**
 * The resource a reference of `from` names, of the `type` expected: one `from` contains
 * (`#id`), or one the page has. Undefined otherwise, also for a URL of another server.
 */
export function lookUp<T extends FhirResource>(
  included: Included,
  from: DomainResource,
  reference: Reference | undefined,
  type: T['resourceType'],
): T | undefined {
  const value = reference?.reference;
  const found = value?.startsWith('#')
    ? from.contained?.find((resource) => `#${resource.id}` === value)
    : included.get(referenceKey(reference) ?? '');
  return found?.resourceType === type ? (found as T) : undefined;
}

/** The Locations of `references` found (contained or on the page), in their order. */
export const includedLocations = (
  included: Included,
  from: DomainResource,
  references: Reference[] | undefined,
) =>
  (references ?? [])
    .map((reference) => lookUp<Location>(included, from, reference, 'Location'))
    .filter((location): location is Location => location !== undefined);

/**
 * What tells a claim's location from another: its `Type/id`, or for a contained one the resource
 * containing it and its local id (a contained resource has no identity outside it).
 */
export function locationKey(from: FhirResource, reference: Reference | undefined): string | null {
  const value = reference?.reference;
  if (value?.startsWith('#') && value.length > 1) return `${from.resourceType}/${from.id}${value}`;
  return referenceKey(reference);
}
