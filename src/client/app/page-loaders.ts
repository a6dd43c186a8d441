import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { CurrentUser } from '@shared/api/auth';
import { PAGE_ROUTES, type PagePath } from '@shared/page-routes';
import { appointmentRequestsQueryOptions } from '@client/lib/api/get-appointment-requests';
import { careBasketQueryOptions } from '@client/lib/api/get-care-basket';
import { currentUserQueryOptions } from '@client/lib/api/get-current-user';
import { profileQueryOptions } from '@client/lib/api/get-profile';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { ownListingsQueryOptions } from '@client/features/clinic-account/api/get-own-listings';
import { listingQueryOptions } from '@client/features/clinic-listing/api/listing-api';
import { confirmationFormQueryOptions } from '@client/features/provider-confirm/api/get-confirmation-form';
import { replyFormQueryOptions } from '@client/features/provider-reply/api/get-reply-form';
import { loadPage } from './page-modules';

// A route's loader fills the query cache with what its page shows at once, under the same keys
// its queries read, while the page's module loads beside it: the page opens with its data rather
// than with a spinner. A loader that fails shows the page's error page, whose 'Try again' runs it
// again. Data already in the cache (the first view's, or an earlier visit's) is not asked for.

/** Who is signed in; a session that cannot be read counts as nobody, as everywhere. */
export function sessionUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
}

type Params = Readonly<Record<string, string | undefined>>;

/**
 * What a page shows as soon as it opens, beyond the session. A page that is nothing without it
 * (the requests, the basket, the profile form) fails to its error page without it
 * (`ensureQueryData`); the others, which say themselves what went wrong (a reply link expired, a
 * listing that is not the clinic's) or do without it (the services page), only have it fetched
 * first (`prefetchQuery`, which never fails).
 */
const PAGE_DATA: Partial<
  Record<PagePath, (queryClient: QueryClient, params: Params) => Promise<unknown>>
> = {
  '/': (queryClient) => queryClient.prefetchQuery(profileQueryOptions()),
  '/services': (queryClient) => queryClient.prefetchQuery(profileQueryOptions()),
  '/welcome': (queryClient) => queryClient.prefetchQuery(profileQueryOptions()),
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

/** Whether the page at `path` is the one this user sees there (signed out, a signed-in page's path shows the landing page). */
function shownTo(path: PagePath, user: CurrentUser | null): boolean {
  switch (PAGE_ROUTES[path].access) {
    case 'public':
      return true;
    case 'signed-out':
      return user === null;
    case 'signed-in':
      return user !== null;
    case 'admin':
      return user?.role === 'admin';
  }
}

/**
 * The loader of the page at `path`: its module and its data side by side, for whoever sees that
 * page there; nothing for anyone else (a visitor at '/' sees the landing page, not the services
 * page, and loads none of it).
 */
export function pageLoader(queryClient: QueryClient, path: PagePath): LoaderFunction {
  const data = PAGE_DATA[path];
  return async ({ request, params }) => {
    const user = await sessionUser(queryClient);
    if (!shownTo(path, user)) return null;
    // The navigation has not reached the page yet: a reload for a script gone after a deploy
    // goes to the page being opened.
    const load = reloadingWhenStale(() => loadPage(path), request.url);
    await Promise.all([load(), data?.(queryClient, params)]);
    return null;
  };
}
