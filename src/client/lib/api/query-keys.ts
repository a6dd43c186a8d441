import type { ProviderListParams } from '@shared/api/provider-query';

// The cache keys of the answers the server also writes into a page's first HTML, here rather than
// beside their queries so that the boot code can fill them without loading the queries' schemas.
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;
export const PROFILE_KEY = ['/api/profile'] as const;
export const CARE_BASKET_KEY = ['/api/care-basket'] as const;
/** What each clinic asked would receive: made of the profile and the account's first name. */
export const WHAT_CLINICS_RECEIVE_KEY = ['/api/care-basket/what-clinics-receive'] as const;
export const APPOINTMENT_REQUESTS_KEY = ['/api/appointment-requests'] as const;
export const PROVIDER_FACETS_KEY = ['/api/providers/facets'] as const;
export const SERVICE_WAITS_KEY = ['/api/providers/service-waits'] as const;
/** The list's pages for one search (an infinite query). */
export const providersKey = (params: ProviderListParams) => ['/api/providers', params] as const;
/**
 * The map's first answer as the server wrote it into the page (a FirstMapView), kept until the
 * map's code has loaded and can file it under its own request's key.
 */
export const FIRST_MAP_VIEW_KEY = ['first-view', 'map'] as const;
