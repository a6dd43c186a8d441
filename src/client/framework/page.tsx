import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { seedPageData } from '@client/app/first-view-seed';
import { pageRequest } from './page-request';

// The route module of the pages the server draws with their data (the provider search, the
// services and appointments pages): on a page request the server's loader hands over what the
// page opens on, which the page's query cache takes in (query-layer.tsx); a navigation in the
// browser loads it there instead.

export { onNewPathOrRetry as shouldRevalidate } from './gate-loader';
export {
  PageAtAddress as default,
  pageClientLoader as clientLoader,
  PageError as ErrorBoundary,
} from './page-parts';

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
