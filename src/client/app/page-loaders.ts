import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { CurrentUser } from '@shared/api/auth';
import { PAGE_ROUTES, type PagePath } from '@shared/page-routes';
import type { SessionUser } from '@client/lib/session-user';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { loadPage } from './page-modules';

// A route's loader fills the query cache with what its page shows at once, under the same keys
// its queries read, while the page's module loads beside it: the page opens with its data rather
// than with a spinner. A loader that fails shows the page's error page, whose 'Try again' runs it
// again. Data already in the cache (the first view's, or an earlier visit's) is not asked for.

// What each page opens on (page-data.ts) is a script of its own, fetched with the first page that
// needs it: its queries' modules (schemas, words) stay out of the landing page's script.
const loadPageData = () => import('./page-data');

/**
 * Whether the page at `path` is the one this user sees there (signed out, a signed-in page's
 * path shows the landing page).
 */
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

/** Who is signed in, and the query cache, which is loaded only for a page that reads it. */
export interface PageCaches {
  session: SessionUser;
  queryClient: () => Promise<QueryClient>;
}

/**
 * The loader of the page at `path`: its module and its data side by side, for whoever sees that
 * page there; nothing for anyone else (a visitor at '/' sees the landing page, not the services
 * page, and loads none of it).
 */
export function pageLoader({ session, queryClient }: PageCaches, path: PagePath): LoaderFunction {
  return async ({ request, params }) => {
    if (!shownTo(path, await session.known())) return null;
    // The navigation has not reached the page yet: a reload for a script gone after a deploy
    // goes to the page being opened.
    const load = reloadingWhenStale(() => loadPage(path), request.url);
    const loadData = reloadingWhenStale(() => loadPageData(), request.url);
    const loadQueries = reloadingWhenStale(queryClient, request.url);
    await Promise.all([
      load(),
      Promise.all([loadData(), loadQueries()]).then(([{ PAGE_DATA }, queries]) =>
        PAGE_DATA[path]?.(queries, params),
      ),
    ]);
    return null;
  };
}
