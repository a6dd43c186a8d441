import type { FastifyRequest } from 'fastify';
import { hasSessionCookie } from './auth';
import { requestLanguage } from './request-language';
import { looksLikeSmallScreen } from './user-agent';

/**
 * Under which key a visitor's landing page may be kept: the page at '/' is the same for every
 * visitor of one language and screen, so it is drawn once for each. Only the bare address of a
 * GET without a session is kept (a campaign's query string would fill the map); anything else
 * has no key.
 */
export const landingPageKey = (request: FastifyRequest): string | undefined =>
  request.method === 'GET' && request.url === '/' && !hasSessionCookie(request)
    ? `${requestLanguage(request)} ${looksLikeSmallScreen(request.headers)}`
    : undefined;
