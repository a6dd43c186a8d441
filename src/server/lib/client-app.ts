import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { pagePathOf } from '@shared/page-routes';
import { AppError } from './errors';
import type { FrameworkPages } from './framework-pages';
import { PAGE_ROUTE } from './request-log';
import { routedPath } from './routed-path';

const YEAR = 365 * 24 * 60 * 60;

// Crawlers may read the public pages; API answers and the clinics' private reply links are not
// for search engines.
const ROBOTS_TXT =
  'User-agent: *\nDisallow: /api/\nDisallow: /provider-reply/\nDisallow: /provider-confirm/\nDisallow: /listing-check/\nDisallow: /clinic/\n';

/**
 * A page path is one the pages' router answers: a GET outside /api/ whose last segment has no file
 * extension. A missing file (`/robots.text`, an old hashed chunk) is a 404, never the app's HTML.
 */
const isPagePath = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !pathname.startsWith('/api/') &&
  !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/**
 * Serves the built pages: their files (hashed assets cached for a year, the rest revalidated) and
 * every page path drawn by React Router's framework mode (`framework-pages.ts`), its own 404 page
 * included. Unknown /api/* paths get a JSON 404, other unknown files a plain-text one, and pages
 * a 503 while nothing is built.
 */
export async function registerClientApp(
  app: FastifyInstance,
  { clientDir, pages }: { clientDir: string | undefined; pages: FrameworkPages | undefined },
): Promise<void> {
  if (clientDir && existsSync(clientDir)) {
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
  if (pages) {
    app.get(PAGE_ROUTE, (request, reply) =>
      isPagePath(request.method, pagePathOf(routedPath(request)))
        ? pages.answer(request, reply)
        : notFound(request, reply),
    );
  }
}
