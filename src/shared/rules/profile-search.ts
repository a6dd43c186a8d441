import { providerFilterSchema, readProviderSort } from '../api/provider-query';
import {
  applySearchPatch,
  filterQueryObject,
  isBareSearch,
  KEPT_SEARCH_PARAMS,
  type SearchPatch,
} from './search-params';

// A family that opens the provider search without a search of its own (no parameter but the tab)
// starts where it left off: its last search, kept on its profile, else its profile's wanted
// services and the age of the person the care is for as filters, each a chip it can remove
// (docs/product.md#kept-for-the-next-visit). The browser applies this rule to the address, and
// the server to the first page it writes into the HTML.

/** What the first search takes from the profile. */
export interface ProfileSearchDefaults {
  desiredServices: readonly string[];
  /** The age of the person the care is for, in whole years; null when not given. */
  childAgeYears: number | null;
}

/** The filters the profile starts a bare search with, as search parameters. */
function profileSearchPatch(
  profile: ProfileSearchDefaults | undefined,
): Pick<SearchPatch, 'service' | 'age'> {
  if (!profile) return {};
  return {
    ...(profile.desiredServices.length > 0 ? { service: profile.desiredServices } : {}),
    ...(profile.childAgeYears !== null ? { age: String(profile.childAgeYears) } : {}),
  };
}

/** The longest search kept: twenty services and every other filter fit well within it. */
export const MAX_SAVED_SEARCH = 4000;

const keptNames: ReadonlySet<string> = new Set(KEPT_SEARCH_PARAMS);

/**
 * The search to keep from these parameters (the address's, or a kept one read back): every
 * parameter but the tab. Null when a parameter is one the search does not read, or invalid.
 */
export function keptSearchOf(search: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams();
  for (const [name, value] of search) {
    if (name === 'tab') continue;
    if (!keptNames.has(name)) return null;
    kept.append(name, value);
  }
  const sort = kept.get('sort');
  if (sort !== null && readProviderSort(sort) === undefined) return null;
  const query = filterQueryObject(kept);
  delete query.sort;
  return providerFilterSchema.safeParse(query).success ? kept : null;
}

/**
 * The parameters with the profile's services and age added, or null when they do not apply: the
 * page already has a search, or the profile names neither.
 */
export function withProfileDefaults(
  search: URLSearchParams,
  profile: ProfileSearchDefaults | undefined,
): URLSearchParams | null {
  const patch = profileSearchPatch(profile);
  if (!isBareSearch(search) || (!patch.service && patch.age === undefined)) return null;
  return applySearchPatch(search, patch);
}

/**
 * Where a search opened without one starts: the tab, and the family's kept search once it has
 * one (even an empty one: what it cleared stays cleared), else its profile's services. Null when
 * the address stays as it is.
 */
export function startingSearch(
  search: URLSearchParams,
  profile: (ProfileSearchDefaults & { savedSearch: string | null }) | undefined,
): URLSearchParams | null {
  if (!profile || !isBareSearch(search)) return null;
  const kept =
    profile.savedSearch === null ? null : keptSearchOf(new URLSearchParams(profile.savedSearch));
  if (!kept) return withProfileDefaults(search, profile);
  if (kept.size === 0) return null;
  const next = new URLSearchParams(search);
  for (const [name, value] of kept) next.append(name, value);
  return next;
}

/**
 * The address the provider search at `pathname` starts on for a family with this profile: with
 * no search of its own, the kept search or the profile's services and age. Null where it stays as
 * it is. The browser and the server's first render start on the same one.
 */
export function profileSearchAddress(
  profile: Parameters<typeof startingSearch>[1],
  pathname: string,
  search: string,
  hash = '',
): string | null {
  if (pathname !== '/home' || !profile) return null;
  const starting = startingSearch(new URLSearchParams(search), profile);
  return starting ? `${pathname}?${starting}${hash}` : null;
}
