import type { FhirResource, Reference } from 'fhir/r4';
import type { DirectoryReader } from './fhir/directory-client';
import { pageEntries, type PageEntries } from './fhir/page-entries';
import { networkReferences, referenceKey } from './fhir/plan-net';
import { isWebAddress } from './fhir/same-server';
import { isRelevant } from './read-specialties';

// A directory that ignores `_include` sends roles without the practitioners and locations they
// name. Those are then asked for by id (`Practitioner?_id=a,b,c`), a batch per type, through the
// same reader as every page, so the run's limits count them too. Only what relevant roles and
// affiliations name is asked for: the others are never read further.

/** Ids per request: a longer query string is refused by some servers (8 KB is common). */
const MAX_IDS = 50;

type Followed = {
  reference: Reference | undefined;
  type: 'Practitioner' | 'Organization' | 'Location';
};

/** What a relevant role or affiliation names that the importer reads, each of the type it must be. */
function followedBy(resource: FhirResource): { named: Followed[]; networks: Reference[] } {
  const at = (type: Followed['type']) => (reference: Reference | undefined) => ({
    reference,
    type,
  });
  if (resource.resourceType === 'PractitionerRole' && isRelevant(resource)) {
    return {
      named: [
        at('Practitioner')(resource.practitioner),
        ...(resource.location ?? []).map(at('Location')),
      ],
      networks: networkReferences(resource),
    };
  }
  if (resource.resourceType === 'OrganizationAffiliation' && isRelevant(resource)) {
    return {
      named: [
        at('Organization')(resource.participatingOrganization),
        ...(resource.location ?? []).map(at('Location')),
      ],
      networks: resource.network ?? [],
    };
  }
  return { named: [], networks: [] };
}

export interface Referenced {
  /** Requests made for them. */
  requests: number;
  /** References to another server's resources: never fetched, left out. */
  elsewhere: number;
}

/**
 * Completes a page of roles or affiliations: what they name and the page lacks is read by id and
 * added to its included resources; references to other servers are counted, never followed.
 */
export async function readReferenced(
  reader: DirectoryReader,
  page: PageEntries,
  baseUrl: string,
): Promise<Referenced> {
  const missing = new Map<string, Set<string>>();
  let elsewhere = 0;
  for (const resource of page.matches) {
    const { named, networks } = followedBy(resource);
    for (const reference of [...named.map((n) => n.reference), ...networks]) {
      if (isWebAddress(reference?.reference ?? '')) elsewhere += 1;
    }
    for (const { reference, type } of named) {
      const key = referenceKey(reference);
      if (!key?.startsWith(`${type}/`) || page.included.has(key)) continue;
      missing.set(type, (missing.get(type) ?? new Set()).add(key.slice(type.length + 1)));
    }
  }
  let requests = 0;
  const batch = Math.min(reader.pageSizes.resources, MAX_IDS);
  for (const [type, ids] of missing) {
    const all = [...ids];
    for (let i = 0; i < all.length; i += batch) {
      requests += await readByIds(reader, type, all.slice(i, i + batch), page, baseUrl);
    }
  }
  return { requests, elsewhere };
}

/**
 * Reads resources of one type by id into the page's included ones; returns the requests made.
 * Only the ids asked for are taken, and next links are followed only while they bring some.
 */
async function readByIds(
  reader: DirectoryReader,
  type: string,
  ids: string[],
  page: PageEntries,
  baseUrl: string,
): Promise<number> {
  const wanted = new Set(ids.map((id) => `${type}/${id}`));
  let answer = await reader.first({
    resourceType: type,
    params: { _id: ids.join(','), _count: String(ids.length) },
  });
  for (let requests = 1; ; requests += 1) {
    let found = 0;
    for (const resource of pageEntries(answer.bundle, type, baseUrl).matches) {
      const key = `${resource.resourceType}/${resource.id}`;
      if (!wanted.delete(key)) continue;
      page.included.set(key, resource);
      found += 1;
    }
    if (!answer.next || wanted.size === 0 || found === 0) return requests;
    answer = await reader.next(answer.next);
  }
}
