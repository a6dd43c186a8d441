import type { FirstViewData } from '@shared/api/first-view';
import { startingSearch } from '@shared/rules/profile-search';

// Where the provider search starts for a family with a profile. A module of its own: only a
// family's first view of /home needs it at boot, and the search's schemas behind it stay out of
// the landing page's first script.

/**
 * The address the provider search starts on: with no search of its own, the kept search or the
 * profile's services and age.
 * Null where it stays as it is. The browser and the server's first render start on the same one.
 */
export function profileSearchAddress(
  data: FirstViewData,
  pathname: string,
  search: string,
  hash = '',
): string | null {
  if (pathname !== '/home' || !data.profile) return null;
  const starting = startingSearch(new URLSearchParams(search), data.profile);
  return starting ? `${pathname}?${starting}${hash}` : null;
}

/**
 * The kept search or the profile's services and age are written into the address before the router reads it, so the first
 * render searches for them (and finds the first page the server wrote for the same search)
 * instead of rendering twice.
 */
export function startOnProfileSearch(data: FirstViewData): void {
  const { pathname, search, hash } = window.location;
  const address = profileSearchAddress(data, pathname, search, hash);
  if (address) window.history.replaceState(window.history.state, '', address);
}
