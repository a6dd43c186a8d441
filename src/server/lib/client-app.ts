import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 365 * 24 * 60 * 60;

/**
 * Serves the built client: hashed assets cached for a year, everything else (index.html) revalidated,
 * and index.html for any other GET so the client router can answer (including its own 404 page).
 * Unknown /api/* paths get a JSON 404 instead.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
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

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The client is not built yet: run `npm run build`.');
    }
    return reply.status(404).send({
      code: 'not_found',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
