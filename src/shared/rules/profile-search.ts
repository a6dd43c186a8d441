// A family that opens the provider search without a search of its own (no parameter but the tab)
// starts with its profile's wanted services and the age of the person the care is for as filters
// (docs/product.md#filters), each a chip it can remove. The browser applies this rule to the
// address, and the server to the first page it writes into the HTML.

/** True when the page's parameters hold no search, only (perhaps) the tab. */
export const isBareSearch = (search: URLSearchParams): boolean =>
  [...search.keys()].every((name) => name === 'tab');

/** What the first search takes from the profile. */
export interface ProfileSearchDefaults {
  desiredServices: readonly string[];
  /** The age of the person the care is for, in whole years; null when not given. */
  childAgeYears: number | null;
}

/** The filters the profile starts a bare search with, as search parameters. */
export function profileSearchPatch(profile: ProfileSearchDefaults | undefined): {
  service?: readonly string[];
  age?: string;
} {
  if (!profile) return {};
  return {
    ...(profile.desiredServices.length > 0 ? { service: profile.desiredServices } : {}),
    ...(profile.childAgeYears !== null ? { age: String(profile.childAgeYears) } : {}),
  };
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
  const next = new URLSearchParams(search);
  for (const service of patch.service ?? []) next.append('service', service);
  if (patch.age !== undefined) next.set('age', patch.age);
  return next;
}
