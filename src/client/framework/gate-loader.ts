import { replace, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { pagePathOf, redirectOf } from '@shared/page-routes';
import { pageRequest } from './page-request';

/**
 * A gate's loader, on the server: sends the session elsewhere where a path is not for it (a 302
 * on a page's first request, a redirect of the navigation otherwise), before anything renders.
 */
export function gateLoader({ request, context }: LoaderFunctionArgs) {
  const { user, readyToSearch } = context.get(pageRequest);
  const to = redirectOf(pagePathOf(new URL(request.url).pathname), {
    signedIn: user !== null,
    readyToSearch,
  });
  // In place of the page asked for: going back never lands on it again.
  if (to) throw replace(to);
  return null;
}

/**
 * When a gate's or a page's loader runs again: on a new path (where the rule leads depends on the
 * path, and the landing page shares its layout with the clinic's pages), and on the error page's
 * 'Try again' (the same address, revalidated), whose run is what clears the error; not when only
 * the query string changes, which the provider search's filters do at every step.
 */
export const onNewPathOrRetry: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname !== nextUrl.pathname ||
  (currentUrl.href === nextUrl.href && defaultShouldRevalidate);
