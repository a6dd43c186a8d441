import { useCallback, useEffect } from 'react';
import { useLocation, useRevalidator, useRouteError } from 'react-router';
import { ErrorPage } from '@client/components/error-page';
import { reportClientError } from '@client/lib/report-client-error';
import { isStaleChunkError } from '@client/lib/stale-chunk';
import { loadQueryLayer } from './page-modules';

// Two layers of error page (docs/product.md#page-errors), as the routes' error elements: one per
// page, in the page's place under the header, so the rest of the app stays usable, for a page that
// fails to render or whose loader fails; and one at the root, for what fails outside a page (the
// signed-in layout, the session).

/**
 * 'Try again': a script that could not be loaded needs the page reloaded (React keeps a failed
 * lazy import failed). Otherwise the page renders again with fresh data: the queries of what
 * failed (no longer shown, so inactive) start over, those still shown load again in the
 * background, and the router runs the loaders again, which clears the error once they pass.
 */
function useRetry() {
  const revalidator = useRevalidator();
  return useCallback(
    (error: unknown) => {
      if (isStaleChunkError(error)) {
        window.location.reload();
        return;
      }
      // (Where the query cache was not loaded yet, it is now, with nothing to start over.)
      void loadQueryLayer()
        .then(({ retryQueries }) => retryQueries())
        .catch(() => undefined);
      // At once, in the tap's own task: the page's error clears when the router is seen loading.
      void revalidator.revalidate();
    },
    [revalidator],
  );
}

// Each failure is reported once, however often its error page renders (React runs effects twice
// in development).
const reported = new WeakSet<object>();

/** Tells the server of `error` once, by `route`'s pattern. */
function useReported(error: unknown, route: string) {
  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportClientError(error, route);
  }, [error, route]);
}

/**
 * A path as a route pattern, for a failure outside any page: its first segment when that is a
 * plain word ('/provider-reply/*'), never the rest, where tokens and ids live.
 */
export function outerRouteOf(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === '') return '/';
  const shown = /^[a-z]+(?:-[a-z]+)*$/.test(first) ? first : '*';
  return rest.length > 0 ? `/${shown}/*` : `/${shown}`;
}

/** The root's error element: the whole screen, in the reader's language. */
export function RootError() {
  const error = useRouteError();
  const retry = useRetry();
  const { pathname } = useLocation();
  useReported(error, outerRouteOf(pathname));
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <ErrorPage onRetry={() => retry(error)} />
    </div>
  );
}

/** A page's error element (`route` is its pattern); opening another page clears it. */
export function RouteError({ route }: { route: string }) {
  const error = useRouteError();
  const retry = useRetry();
  useReported(error, route === '*' ? '/*' : route);
  return <ErrorPage onRetry={() => retry(error)} />;
}
