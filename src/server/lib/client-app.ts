import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { AppError } from './errors';
import { firstViewModules, preloadTags, readClientManifest } from './first-view-preloads';

const YEAR = 365 * 24 * 60 * 60;

// Crawlers may read the public pages; API answers and the clinics' private reply links are not
// for search engines.
const ROBOTS_TXT =
  'User-agent: *\nDisallow: /api/\nDisallow: /provider-reply/\nDisallow: /provider-confirm/\n';

/**
 * A page path is one the client router answers: a GET outside /api/ whose last segment has no file
 * extension. A missing file (`/robots.text`, an old hashed chunk) is a 404, never the app's HTML.
 */
const isPagePath = (method: string, pathname: string) =>
  (method === 'GET' || method === 'HEAD') &&
  !pathname.startsWith('/api/') &&
  !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/** A session cookie says who is probably signed in; the server checks it for real on /api/. */
const hasSessionCookie = (request: FastifyRequest) =>
  Boolean(request.cookies.sid ?? request.cookies['__Host-sid']);

/**
 * index.html for a page request. With a session cookie it also names the scripts of the signed-in
 * page at that path, so the browser fetches them at once rather than after the session check.
 * The answer depends on the cookie (Vary), and is never personal.
 */
function pageHtml(clientDir: string): (request: FastifyRequest) => string | undefined {
  const manifest = readClientManifest(clientDir);
  if (!manifest) return () => undefined;
  const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const pages = new Map<string, string>();
  return (request) => {
    const modules = hasSessionCookie(request) ? firstViewModules(request.url) : [];
    if (modules.length === 0) return undefined;
    const key = modules.join(' ');
    if (!pages.has(key)) {
      pages.set(key, index.replace('</head>', `${preloadTags(manifest, modules)}</head>`));
    }
    return pages.get(key);
  };
}

/**
 * Serves the built client: hashed assets cached for a year, everything else (index.html) revalidated,
 * and index.html for any other page path so the client router can answer (including its own 404
 * page). Unknown /api/* paths get a JSON 404, other unknown files a plain-text one.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  const withPreloads = built ? pageHtml(clientDir) : () => undefined;
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = isPagePath(request.method, pathname);
    if (isPage && built) {
      void reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      const html = withPreloads(request);
      return html === undefined
        ? reply.sendFile('index.html')
        : reply.type('text/html; charset=utf-8').send(html);
    }
    if (isPage) {
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
  });
}
