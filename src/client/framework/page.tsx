import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { RouteError } from '@client/app/error-boundaries';
import { seedPageData } from '@client/app/first-view-seed';
import { pageAt } from '@client/app/page-gates';
import { PAGE_ROUTES, pagePathAt, type PagePath } from '@shared/page-routes';
import { pageRequest } from './page-request';

// The route module of every page of the table (routes.ts gives each its path as its id): the page
// at the address, loaded when it is first drawn, as in our data routes. A route module per page
// would make every page an entry of the build, fetched at once where its path matches: the
// landing page at '/' would load the services page, which a signed-in family sees there.

/** The page's path in the table; a page route matched, so there is one. */
const usePagePath = () => pagePathAt(useLocation().pathname);

// Made once, loaded when first drawn.
const PAGES = new Map((Object.keys(PAGE_ROUTES) as PagePath[]).map((path) => [path, pageAt(path)]));

export { onNewPathOrRetry as shouldRevalidate } from './gate-loader';

/**
 * On a page request, what the page opens on (the provider search's choices and first answer, the
 * services' waits), dehydrated for its queries; nothing where the page has none.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { firstView } = context.get(pageRequest);
  if (!firstView) return null;
  const queries = new QueryClient();
  seedPageData(queries, firstView);
  return queries.getQueryCache().getAll().length > 0 ? { queries: dehydrate(queries) } : null;
}

/**
 * In the browser a page's data comes from its queries: a navigation asks the server for no page
 * data. Running a loader is still what lets the error page's 'Try again' clear the error: a
 * revalidation that runs none leaves it.
 */
export const clientLoader = () => null;

export default function PageRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={data?.queries}>
      {createElement(PAGES.get(usePagePath()!)!)}
    </HydrationBoundary>
  );
}

/** The page's error page, in its place under the header; by the route's pattern, never the address. */
export function ErrorBoundary() {
  return <RouteError route={usePagePath() ?? '*'} />;
}
