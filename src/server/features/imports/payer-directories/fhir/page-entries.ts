import type { Bundle, FhirResource } from 'fhir/r4';
import { relativeToBase } from './same-server';
import { isFitText } from './outside-text';

/** A search page's resources: what the search matched, and what it included, by `Type/id`. */
export interface PageEntries {
  matches: FhirResource[];
  included: Map<string, FhirResource>;
  /** Entries without a resource, type or id, or with unfit text: counted as skipped, never read. */
  broken: number;
}

/**
 * Splits a page by `search.mode`. A server that leaves the mode out is read by type: the searched
 * type is a match, any other an inclusion. References given as URLs of the directory itself
 * (`baseUrl`) are read as relative ones.
 */
export function pageEntries(bundle: Bundle, searchedType: string, baseUrl: string): PageEntries {
  const page: PageEntries = { matches: [], included: new Map(), broken: 0 };
  for (const entry of bundle.entry ?? []) {
    const resource = entry?.resource as FhirResource | undefined;
    if (
      !resource ||
      typeof resource.resourceType !== 'string' ||
      typeof resource.id !== 'string' ||
      !isFitText(resource)
    ) {
      page.broken += 1;
      continue;
    }
    relativeToBase(resource, baseUrl);
    const mode =
      entry.search?.mode ?? (resource.resourceType === searchedType ? 'match' : 'include');
    if (mode === 'match') page.matches.push(resource);
    else page.included.set(`${resource.resourceType}/${resource.id}`, resource);
  }
  return page;
}
