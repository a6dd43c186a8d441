import type { FastifyInstance } from 'fastify';
import { errorMessage } from '@shared/api/error-messages';
import { AppError } from './errors';
import { isApiRequest } from './routed-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing /api/* requests that a browser sent from another site, on top of
 * SameSite cookies. Browsers mark such requests with Sec-Fetch-Site and Origin; a request with
 * neither header comes from a non-browser client, which cannot carry a victim's cookies. Decided by
 * the route the request reaches, so an encoded path (`/%61pi/logout`) meets the check too.
 */
export function registerCsrfProtection(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError('cross_site_refused', errorMessage('request.crossSite'));
    }
    // The browser itself says the request comes from our own pages (no page can set this
    // header). A form post from a page sent with `Referrer-Policy: no-referrer` carries the
    // origin 'null', so the Origin check below is for browsers that do not send Sec-Fetch-Site.
    if (site === 'same-origin') return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== appOrigin && origin !== ownOrigin) {
      throw new AppError('cross_site_refused', errorMessage('request.crossOrigin'));
    }
  });
}
