import type { FastifyRequest } from 'fastify';
import { PAGE_ROUTE } from './request-log';

/**
 * The path a request is routed by, which every hook decides on: the pattern of the route that
 * matched, else (no route, or the pages' catch-all) the URL's path decoded as the router decodes
 * it. Never the raw URL: the router sends `/%61pi/logout` to the `/api/logout` route, so a check
 * reading `request.url` would let it past the cross-site check and the session loading.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && pattern !== PAGE_ROUTE) return pattern;
  const path = request.url.split(/[?#]/, 1)[0] ?? '/';
  try {
    // decodeURI, like the router: `%2F` stays a character of a segment, never a separator.
    return decodeURI(path);
  } catch {
    // Unreachable in practice: the router answers a URL it cannot decode before any hook runs.
    return path;
  }
}

/** A request for the API, by where the router sends it. */
export const isApiRequest = (request: FastifyRequest): boolean =>
  routedPath(request).startsWith('/api/');
