import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { i18nIn } from '@client/i18n/fixed-language';
import { pageRequest } from './page-request';
import { scriptsAfterFirstPaint } from './scripts-after-first-paint';

// Our server hands page requests to React Router's request handler, which calls this to draw the
// page: in the request's language, every inline script with the request's nonce, only once
// everything is ready (pages load on demand; a page sent half drawn would jump as it fills in),
// and its scripts held back until the first view has been painted.

// The key our server puts the request's facts under: see page-request.ts.
export { pageRequest };

/** A render that takes longer is given up: the error page is sent instead. */
const RENDER_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const { language, nonce, reportError, firstViewChunks } = loadContext.get(pageRequest);
  let failed = false;
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={i18nIn(language)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </I18nextProvider>,
    {
      nonce,
      // Each part in its place, whatever its size: React would otherwise send a large part after
      // the rest, hidden, and move it into place with a script (no script, no page).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // What an error page caught while drawing: the answer is that page, with a 500.
      onError: (error) => {
        failed = true;
        reportError(error);
      },
    },
  );
  await stream.allReady;
  headers.set('content-type', 'text/html; charset=utf-8');
  // Whole by now: its scripts are held back until the first view has been painted (not under
  // Vite's development server, whose own scripts start its hot reload).
  const drawn = await new Response(stream).text();
  const html = import.meta.env.DEV ? drawn : scriptsAfterFirstPaint(drawn, firstViewChunks);
  return new Response(html, { status: failed ? 500 : status, headers });
}

/**
 * What failed in a loader or a render, logged through our server's logger by its kind only (a
 * message may hold someone's data): React Router's own handler would print it whole. Nothing for
 * a request its browser gave up, nor for a page that is not there.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 404)) return;
  context.get(pageRequest).reportError(error);
};
