import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { i18nIn } from '@client/i18n/fixed-language';
import { pageRequest } from './page-request';

// Our server hands page requests to React Router's request handler, which calls this to draw the
// page: in the request's language, every inline script with the request's nonce, and only once
// everything is ready (pages load on demand; a page sent half drawn would jump as it fills in).

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
  const { language, nonce } = loadContext.get(pageRequest);
  let failed = false;
  const stream = await renderToReadableStream(
    <I18nextProvider i18n={i18nIn(language)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </I18nextProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      // Logged by React Router's handler, which answers with the error page: its kind is ours to
      // log, by the server's own hook, never the error's details, which may hold a user's data.
      onError: () => void (failed = true),
    },
  );
  await stream.allReady;
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(stream, { status: failed ? 500 : status, headers });
}
