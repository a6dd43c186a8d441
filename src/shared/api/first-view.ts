import type { MapSize } from '../rules/map-view';
import type { AppConfig } from './app-config';
import type { AppointmentRequest } from './appointment-requests';
import type { CurrentUser } from './auth';
import type { BasketItem } from './care-basket';
import type { Profile } from './profile';
import type { ProviderFacets, ProviderPage, ServiceWaits } from './providers';
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
 * What every signed-in page's layout shows: the family's basket (its count in the header, the
 * side sheet) and requests (their news). The answers of `GET /api/care-basket` and
 * `GET /api/appointment-requests`.
 */
export interface LayoutData {
  basket: BasketItem[];
  requests: AppointmentRequest[];
}

/**
 * What a page's first view opens on, which the server reads and hands to the browser's query cache
 * with the page (PageRequest.firstView), so the browser does not ask for it after the scripts have
 * loaded: who is signed in (null for nobody) and, signed in, the family's profile;
 * on the pages the server renders, what their layout shows; on the provider search the choices
 * its filters offer (`GET /api/providers/facets`), and on the list its first page for the search
 * the address asks for, or on the map its first answer.
 */
export interface FirstViewData {
  user: CurrentUser | null;
  profile?: Profile;
  layout?: LayoutData;
  facets?: ProviderFacets;
  /** On the services page, each service's typical wait (`GET /api/providers/service-waits`). */
  serviceWaits?: ServiceWaits;
  providers?: { params: ProviderListParams; page: ProviderPage };
  map?: FirstMapView;
}
