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
 * Where the rule leads depends on the path: a gate asks again whenever it changes (the landing
 * page shares its layout with the clinic's pages), not when only the query string does.
 */
export const onEveryPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
