import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '@shared/i18n/accept-language';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@shared/i18n/languages';

/**
 * The language of a request from someone without an account (yet): the one they chose with the
 * language switch, kept in a cookie, else the one their browser asks for most.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // Not parsed yet when a hook before the cookie plugin's refused the request (a cross-site one).
  const cookies =
    (request.cookies as FastifyRequest['cookies'] | null) ??
    request.server.parseCookie(request.headers.cookie ?? '');
  const chosen = cookies[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
