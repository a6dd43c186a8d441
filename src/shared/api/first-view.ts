import type { MapSize } from '../rules/map-view';
import type { AppConfig } from './app-config';
import type { AppointmentRequest } from './appointment-requests';
import type { CurrentUser } from './auth';
import type { BasketItem } from './care-basket';
import type { Profile } from './profile';
import type { ProviderFacets, ProviderPage } from './providers';
import type { ProviderFilter, ProviderListParams } from './provider-query';
import type { ProviderMap } from './provider-map';

/**
 * The map's first answer: for the map's filters and the size the server expected the map to be
 * (the answer to `GET /api/providers/map` with that width and height), with the tile settings of
 * `GET /api/config`, so the page can show the map's first tiles before its scripts have loaded.
 */
export interface FirstMapView {
  filters: ProviderFilter;
  size: MapSize;
  answer: ProviderMap;
  tiles: AppConfig;
}

/**
 * What the provider search shows beside its results, whichever tab is open: the family's basket
 * and requests (each card says whether its provider is in the basket or already asked) and the
 * choices the filters offer. The answers of `GET /api/care-basket`,
 * `GET /api/appointment-requests` and `GET /api/providers/facets`.
 */
export interface SearchSurroundings {
  basket: BasketItem[];
  requests: AppointmentRequest[];
  facets: ProviderFacets;
}

/**
 * What a page's HTML carries for its first view, so the browser does not ask for it after the
 * scripts have loaded: who is signed in (null for nobody) and, signed in, the family's profile;
 * on the provider search, what it shows beside its results, and on the list its first page for
 * the search the address asks for, or on the map its first answer.
 * The server writes it as JSON into the element with this id.
 */
export interface FirstViewData {
  user: CurrentUser | null;
  profile?: Profile;
  search?: SearchSurroundings;
  providers?: { params: ProviderListParams; page: ProviderPage };
  map?: FirstMapView;
  /**
   * Present when the server also rendered the first view into the page (the browser then hydrates
   * it): whether it rendered it for a large screen, a guess from the request.
   */
  rendered?: { largeScreen: boolean };
}

export const FIRST_VIEW_DATA_ID = 'first-view-data';
