import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router';
import { redirectOf, type PagePath } from '@shared/page-routes';
import { readyToSearch } from '@shared/rules/provider-search';
import { ownListingsQueryOptions } from '@client/features/clinic-account/api/get-own-listings';
import { listingQueryOptions } from '@client/features/clinic-listing/api/listing-api';
import { confirmationFormQueryOptions } from '@client/features/provider-confirm/api/get-confirmation-form';
import { replyFormQueryOptions } from '@client/features/provider-reply/api/get-reply-form';
import { serviceWaitsQueryOptions } from '@client/features/services/api/get-service-waits';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { careBasketQueryOptions } from '@client/lib/api/get-care-basket';
import { profileQueryOptions } from '@client/lib/api/get-profile';

type Params = Readonly<Record<string, string | undefined>>;

/** The first-run step, unless the profile says enough already: then the providers that fit. */
async function welcomePageData(queryClient: QueryClient) {
  const profile = await queryClient.fetchQuery(profileQueryOptions()).catch(() => undefined);
  if (!profile) return;
  const to = redirectOf('/welcome', { signedIn: true, readyToSearch: readyToSearch(profile) });
  // In place of the first-run step: going back after it never lands there again.
  if (to) throw replace(to);
}

/** The services page words its care for the person the profile names, with the typical waits. */
const servicesPageData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(profileQueryOptions()),
    queryClient.prefetchQuery(serviceWaitsQueryOptions()),
  ]);

/**
 * What a page shows as soon as it opens, beyond the session. A page that is nothing without it
 * (the requests, the basket, the profile form) fails to its error page without it
 * (`ensureQueryData`); the others, which say themselves what went wrong (a reply link expired, a
 * listing that is not the clinic's) or do without it (the services page), only have it fetched
 * first (`prefetchQuery`, which never fails).
 */
export const PAGE_DATA: Partial<
  Record<PagePath, (queryClient: QueryClient, params: Params) => Promise<unknown>>
> = {
  '/': (queryClient) => servicesPageData(queryClient),
  '/services': (queryClient) => servicesPageData(queryClient),
  '/welcome': (queryClient) => welcomePageData(queryClient),
  '/profile': (queryClient) => queryClient.ensureQueryData(profileQueryOptions()),
  '/appointments': (queryClient) => queryClient.ensureQueryData(appointmentRequestsQueryOptions()),
  '/care-basket': (queryClient) => queryClient.ensureQueryData(careBasketQueryOptions()),
  '/clinic': (queryClient) => queryClient.prefetchQuery(ownListingsQueryOptions()),
  '/clinic/listings/:providerId': (queryClient, { providerId = '' }) =>
    queryClient.prefetchQuery(listingQueryOptions(providerId)),
  '/provider-reply/:token': (queryClient, { token = '' }) =>
    queryClient.prefetchQuery(replyFormQueryOptions(token)),
  '/provider-confirm/:token': (queryClient, { token = '' }) =>
    queryClient.prefetchQuery(confirmationFormQueryOptions(token)),
};
