// A family that opens the provider search without a search of its own (no parameter but the tab)
// starts with its profile's wanted services as filters (docs/product.md#filters). The browser
// applies this rule to the address, and the server to the first page it writes into the HTML.

/** True when the page's parameters hold no search, only (perhaps) the tab. */
export const isBareSearch = (search: URLSearchParams): boolean =>
  [...search.keys()].every((name) => name === 'tab');

/**
 * The parameters with the profile's services added, or null when they do not apply: the page
 * already has a search, or the profile names no services.
 */
export function withProfileServices(
  search: URLSearchParams,
  services: readonly string[] | undefined,
): URLSearchParams | null {
  if (!isBareSearch(search) || !services || services.length === 0) return null;
  const next = new URLSearchParams(search);
  for (const service of services) next.append('service', service);
  return next;
}
