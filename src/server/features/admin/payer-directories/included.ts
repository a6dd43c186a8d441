import type { FhirResource, Location, Reference } from 'fhir/r4';
import { referenceKey } from './fhir/plan-net';

/** A page's included resources, by `Type/id`. */
export type Included = ReadonlyMap<string, FhirResource>;

/** The included resource a reference names, if the page has it. */
export function lookUp<T extends FhirResource>(
  included: Included,
  reference: Reference | undefined,
): T | undefined {
  const key = referenceKey(reference);
  return key ? (included.get(key) as T | undefined) : undefined;
}

/** The Locations of `references` the page includes, in their order. */
export const includedLocations = (included: Included, references: Reference[] | undefined) =>
  (references ?? [])
    .map((reference) => lookUp<Location>(included, reference))
    .filter((location): location is Location => location !== undefined);
