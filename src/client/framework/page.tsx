import { createElement } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from '@client/app/error-boundaries';
import { pageAt } from '@client/app/page-gates';
import { PAGE_ROUTES, pagePathAt, type PagePath } from '@shared/page-routes';

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
 * Nothing yet: the page's data comes from its queries once drawn. A loader of its own is what lets
 * the error page's 'Try again' clear the error: a revalidation that runs no loader leaves it.
 */
export const loader = () => null;

export default function PageRoute() {
  return createElement(PAGES.get(usePagePath()!)!);
}

/** The page's error page, in its place under the header; by the route's pattern, never the address. */
export function ErrorBoundary() {
  return <RouteError route={usePagePath() ?? '*'} />;
}
