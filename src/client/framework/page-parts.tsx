import { createElement } from 'react';
import { useLocation, type ClientLoaderFunctionArgs } from 'react-router';
import { RouteError } from '@client/app/error-boundaries';
import { pageAt } from '@client/app/page-gates';
import { pageLoader } from '@client/app/page-loaders';
import { loadQueryLayer } from '@client/app/page-modules';
import { browserSession } from '@client/lib/session-user';
import { PAGE_ROUTES, pagePathAt, type PagePath } from '@shared/page-routes';

// What the two page route modules share (page.tsx, drawn by the server; client-page.tsx, drawn
// once the scripts run): the page at the address, loaded when it is first drawn, as in our data
// routes. A route module per page would make every page an entry of the build, fetched at once
// where its path matches: the landing page at '/' would load the services page, which a
// signed-in family sees there.

/** The page's path in the table; a page route matched, so there is one. */
const usePagePath = () => pagePathAt(useLocation().pathname);

// Made once, loaded when first drawn.
const PAGES = new Map((Object.keys(PAGE_ROUTES) as PagePath[]).map((path) => [path, pageAt(path)]));

/** The page at the address. */
export function PageAtAddress() {
  return createElement(PAGES.get(usePagePath()!)!);
}

/**
 * In the browser, the page's module and what it opens on side by side (a page that is nothing
 * without its data fails to its error page); data in the cache
 * already is not asked for. Running a loader is also what lets the error page's 'Try again' clear
 * the error: a revalidation that runs none leaves it.
 */
export async function pageClientLoader(args: ClientLoaderFunctionArgs) {
  const path = pagePathAt(new URL(args.request.url).pathname);
  const caches = {
    session: browserSession(),
    queryClient: () => loadQueryLayer().then((layer) => layer.browserQueryClient()),
  };
  if (path) await pageLoader(caches, path)(args);
  return null;
}

/** The page's error page, in its place under the header; by the route's pattern, never the address. */
export function PageError() {
  return <RouteError route={usePagePath() ?? '*'} />;
}
