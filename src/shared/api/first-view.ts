import type { CurrentUser } from './auth';
import type { Profile } from './profile';
import type { ProviderListParams, ProviderPage } from './providers';

/**
 * What a page's HTML carries for its first view, so the browser does not ask for it after the
 * scripts have loaded: who is signed in (null for nobody) and, signed in, the family's profile;
 * on the provider list, its first page for the search the address asks for.
 * The server writes it as JSON into the element with this id.
 */
export interface FirstViewData {
  user: CurrentUser | null;
  profile?: Profile;
  providers?: { params: ProviderListParams; page: ProviderPage };
  /**
   * Present when the server also rendered the first view into the page (the browser then hydrates
   * it): whether it rendered it for a large screen, a guess from the request.
   */
  rendered?: { largeScreen: boolean };
}

export const FIRST_VIEW_DATA_ID = 'first-view-data';
