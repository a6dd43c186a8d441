import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { pagePathOf } from '@shared/page-routes';
import { AppError } from './errors';
import type { FrameworkPages } from './framework-pages';
import { pageHtml, type PageHtmlOptions } from './page-html';
import { PAGE_ROUTE } from './request-log';
import { routedPath } from './routed-path';
import { SCREEN_GUESS_HEADERS, SCREEN_HINTS } from './user-agent';

const YEAR = 365 * 24 * 60 * 60;

// Crawlers may read the public pages; API answers and the clinics' private reply links are not
// for search engines.
const ROBOTS_TXT =
  'User-agent: *\nDisallow: /api/\nDisallow: /provider-reply/\nDisallow: /provider-confirm/\nDisallow: /listing-check/\nDisallow: /clinic/\n';

/**
 * A page path is one the client router answers: a GET outside /api/ whose last segment has no file
 * extension. A missing file (`/robots.text`, an old hashed chunk) is a 404, never the app's HTML.
 */
const isPagePath = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !pathname.startsWith('/api/') &&
  !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/**
 * Serves the built client: hashed assets cached for a year, everything else (index.html) revalidated,
 * and index.html for any other page path so the client router can answer (including its own 404
 * page), never cached when it carries a signed-in user's data. Unknown /api/* paths get a JSON
 * 404, other unknown files a plain-text one.
 */
export async function registerClientApp(
  app: FastifyInstance,
  ownClientDir: string,
  options: PageHtmlOptions & {
    /** PAGES_ON_FRAMEWORK: its build draws the pages and its files are served. */
    framework?: FrameworkPages | undefined;
  } = {},
): Promise<void> {
  const { framework } = options;
  const clientDir = framework?.clientDir ?? ownClientDir;
  const built = framework !== undefined || existsSync(path.join(clientDir, 'index.html'));
  const page = built && !framework ? pageHtml(clientDir, options, app.log) : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );

  /** Anything no route answers: a JSON 404 under /api/, a plain one for files, 503 unbuilt. */
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    // Decoded: `/%61pi/...` is an API path, whose 404 is JSON.
    const pathname = routedPath(request);
    if (isPagePath(request.method, pathname)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built yet: run `npm run build`.');
    }
    if (!pathname.startsWith('/api/') && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    throw new AppError(
      'not_found',
      errorMessage('request.noRoute', { method: request.method, path: pathname }),
    );
  };
  app.setNotFoundHandler(notFound);

  // Pages are a route of their own (the most general one: files and the API match first), so
  // that they are compressed like every other answer.
  if (framework) {
    app.get(PAGE_ROUTE, (request, reply) =>
      isPagePath(request.method, pagePathOf(routedPath(request)))
        ? framework.answer(request, reply)
        : notFound(request, reply),
    );
  } else if (page) {
    app.get(PAGE_ROUTE, async (request, reply) => {
      if (!isPagePath(request.method, routedPath(request))) {
        return notFound(request, reply);
      }
      const answer = await page(request);
      // Where a session is sent depends on the session.
      if ('redirect' in answer) {
        return reply
          .header('cache-control', 'no-store')
          .header('vary', 'cookie')
          .redirect(answer.redirect);
      }
      // A page with someone's name and profile in it is kept by no cache, the browser's included.
      return (
        reply
          .header('cache-control', answer.personal ? 'no-store' : 'no-cache')
          // The first view is drawn for the session, the language and the screen the request tells.
          .header('vary', `cookie, accept-language, ${SCREEN_GUESS_HEADERS}`)
          .header('accept-ch', SCREEN_HINTS)
          .type('text/html; charset=utf-8')
          .send(answer.html)
      );
    });
  }
}
