import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@client/components/error-boundary';
import { ErrorPage } from '@client/components/error-page';
import { reportClientError } from '@client/lib/report-client-error';
import { isStaleChunkError } from '@client/lib/stale-chunk';

// Two layers of error page (docs/product.md#page-errors): one per route, in the page's place
// under the header, so the rest of the app stays usable; and one around everything, for what
// fails outside a page (the signed-in layout, the routes themselves).

/**
 * 'Try again': a script that could not be loaded needs the page reloaded (React keeps a failed
 * lazy import failed). Otherwise the page renders again with fresh data: the queries of what
 * failed (no longer shown, so inactive) start over, and those still shown load again in the
 * background.
 */
function useRetry() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown, reset: () => void) => {
      if (isStaleChunkError(error)) {
        window.location.reload();
        return;
      }
      void queryClient.resetQueries({ type: 'inactive' });
      void queryClient.invalidateQueries({ type: 'active' });
      reset();
    },
    [queryClient],
  );
}

/**
 * A path as a route pattern, for a failure outside any route: its first segment when that is a
 * plain word ('/provider-reply/*'), never the rest, where tokens and ids live.
 */
export function outerRouteOf(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === '') return '/';
  const shown = /^[a-z]+(?:-[a-z]+)*$/.test(first) ? first : '*';
  return rest.length > 0 ? `/${shown}/*` : `/${shown}`;
}

/** Around the whole app, below the providers of language and data, so the page is in its words. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const retry = useRetry();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      onError={(error) => reportClientError(error, outerRouteOf(pathname))}
      fallback={({ error, reset }) => (
        <div className="flex min-h-screen flex-col bg-muted/40">
          <ErrorPage onRetry={() => retry(error, reset)} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Around one route's page (`route` is its pattern); opening another page clears the error. */
export function RouteErrorBoundary({ route, children }: { route: string; children: ReactNode }) {
  const retry = useRetry();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => reportClientError(error, route === '*' ? '/*' : route)}
      fallback={({ error, reset }) => <ErrorPage onRetry={() => retry(error, reset)} />}
    >
      {children}
    </ErrorBoundary>
  );
}
