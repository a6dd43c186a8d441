import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { createQueryClient } from '@client/lib/query-client';
import { TreeQueryCache } from './app-providers';

// The query cache and what reads it, loaded with the first part of the app that shows server
// data (the signed-in layout, a page): the landing page's first script goes without the query
// library.

let inBrowser: QueryClient | undefined;

/** The browser's cache, one for the page's life, shared by the tree and the pages' loaders. */
export const browserQueryClient = (): QueryClient => (inBrowser ??= createQueryClient());

/** The cache of the tree being drawn: on the server one per answer, never shared. */
function useTreeQueryClient(): QueryClient {
  const slot = useContext(TreeQueryCache);
  return typeof document === 'undefined'
    ? (slot.client ??= createQueryClient())
    : browserQueryClient();
}

/** What a route's loader dehydrated for the tree's queries, where it did. */
type WithQueries = { queries?: DehydratedState } | null | undefined;

/**
 * `Component` inside the tree's cache, with what the server's loaders handed over: the root's (the
 * layout's data) and the route's own (what the page opens on).
 */
export function withQueries(Component: ComponentType): ComponentType {
  return function InTreeQueryCache() {
    const client = useTreeQueryClient();
    const fromRoot = useRouteLoaderData<WithQueries>('root')?.queries;
    const own = useLoaderData<WithQueries>()?.queries;
    return (
      <QueryClientProvider client={client}>
        <HydrationBoundary state={fromRoot}>
          <HydrationBoundary state={own}>
            <Component />
          </HydrationBoundary>
        </HydrationBoundary>
      </QueryClientProvider>
    );
  };
}

/**
 * The error page's 'Try again': the queries of what failed (no longer shown, so inactive) start
 * over, and those still shown load again in the background.
 */
export function retryQueries(): Promise<unknown> {
  const client = browserQueryClient();
  return Promise.all([
    client.resetQueries({ type: 'inactive' }),
    client.invalidateQueries({ type: 'active' }),
  ]);
}
