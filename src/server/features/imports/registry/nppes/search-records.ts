import { zipPrefixesOfState } from '@server/domain/places/zip-centroids';
import { MAX_SKIP, PAGE_LIMIT, type RegistryClient, type RegistryQuery } from './nppes-client';

// Pages through one registry query until `need` records were taken. The registry serves at most
// 1,200 results per query (skip <= 1,000, 200 per page); when that window fills up and more are
// needed, the query is split by ZIP prefix (the state's 3-digit prefixes, then 4 digits, then whole
// ZIPs) instead of silently stopping at 1,200.

export type SearchBase = Pick<
  RegistryQuery,
  'state' | 'taxonomyDescription' | 'city' | 'postalCode'
>;

export interface SearchState {
  /** NPIs already looked at, across every query of the import: each record is taken once. */
  seen: Set<string>;
  /** Set when even a single-ZIP query overflowed its window (reported, never hidden). */
  truncated: boolean;
}

/** Feeds new records to `take` (true: counted) until `need` are counted; returns the count. */
export async function searchRecords(
  client: RegistryClient,
  base: SearchBase,
  need: number,
  take: (record: unknown) => boolean,
  search: SearchState,
): Promise<number> {
  let taken = 0;
  let skip = 0;
  for (;;) {
    // Records we cannot use are filtered out, so a page asks for more than is still needed.
    const limit = Math.min(PAGE_LIMIT, Math.max(20, (need - taken) * 2));
    const page = await client.fetchPage({ ...base, limit, skip });
    for (const record of page) {
      if (taken >= need) return taken;
      const npi = String((record as { number?: unknown } | null)?.number ?? '');
      if (!npi || search.seen.has(npi)) continue;
      search.seen.add(npi);
      if (take(record)) taken += 1;
    }
    if (taken >= need || page.length < limit) return taken;
    if (skip + limit > MAX_SKIP) break;
    skip += limit;
  }
  // The window is full and more are wanted: narrow by ZIP.
  const narrower = narrowerPostalCodes(base);
  if (narrower.length === 0) {
    search.truncated = true;
    return taken;
  }
  for (const postalCode of narrower) {
    taken += await searchRecords(client, { ...base, postalCode }, need - taken, take, search);
    if (taken >= need) break;
  }
  return taken;
}

/** The next split of a query: state -> '275*' -> '2751*' -> '27513'; none below a whole ZIP. */
export function narrowerPostalCodes(base: SearchBase): string[] {
  const prefix = base.postalCode?.replace('*', '') ?? '';
  if (prefix.length === 0) return zipPrefixesOfState(base.state).map((p) => `${p}*`);
  if (prefix.length >= 5) return [];
  const digits = Array.from({ length: 10 }, (_, d) => `${prefix}${d}`);
  return prefix.length === 4 ? digits : digits.map((p) => `${p}*`);
}
