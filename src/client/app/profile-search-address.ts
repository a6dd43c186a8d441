import type { FirstViewData } from '@shared/api/first-view';
import { profileSearchAddress } from '@shared/rules/profile-search';

// Where the provider search starts for a family with a profile. A module of its own: only a
// family's first view of /home needs it at boot, and the search's schemas behind it stay out of
// the landing page's first script.

/**
 * The kept search or the profile's services and age are written into the address before the router reads it, so the first
 * render searches for them (and finds the first page the server wrote for the same search)
 * instead of rendering twice.
 */
export function startOnProfileSearch(data: FirstViewData): void {
  const { pathname, search, hash } = window.location;
  const address = profileSearchAddress(data.profile, pathname, search, hash);
  if (address) window.history.replaceState(window.history.state, '', address);
}
