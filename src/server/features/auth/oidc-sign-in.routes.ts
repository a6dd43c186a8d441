import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginQuerySchema } from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import { fixedT } from '@shared/i18n/fixed-t';
import { recordAudit } from '@server/domain/audit/audit';
import { startSession } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import { messagePage } from '@server/lib/html';
import { requestLanguage } from '@server/lib/request-language';
import { parseInput } from '@server/lib/validate';
import type { AuthDeps } from './auth-deps';
import type { LazyOidc } from './lazy-oidc';
import { OidcLoginError, OidcUnavailableError, type Oidc, type PendingLogin } from './oidc-client';
import { applyAdminEmails } from './set-role';
import { signInWithOidc } from './sign-in-with-oidc';

// Signing in through the organisation's OpenID Connect issuer: the sign-in link and the issuer's
// callback, and the pages shown when it fails or cannot be reached.

const PENDING_COOKIE = 'oidc_pending';
const PENDING_MAX_AGE_S = 10 * 60;

export function oidcSignInRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  oidc: LazyOidc | null,
): void {
  const { db, config } = deps;
  // Every sign-in and sign-up link points here, so the server alone picks built-in accounts or
  // OpenID Connect.
  app.get('/api/login', async (request, reply) => {
    const { signup } = parseInput(loginQuerySchema, request.query);
    if (request.user) return reply.redirect('/');
    if (!oidc) return reply.redirect(signup ? '/sign-in?mode=sign-up' : '/sign-in');
    let connected: Oidc;
    try {
      connected = await oidc();
      await connected.ensureReachable();
    } catch (error) {
      if (error instanceof OidcUnavailableError) return signInUnavailable(request, reply, error);
      throw error;
    }
    const { url, pending } = connected.startLogin();
    reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.APP_URL.startsWith('https:'),
      path: '/api/',
      maxAge: PENDING_MAX_AGE_S,
    });
    return reply.redirect(url.href);
  });

  app.get('/api/callback', async (request, reply) => {
    if (!oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.oidcNotConfigured'));
    const pending = readPending(
      request.cookies[PENDING_COOKIE],
      request.unsignCookie.bind(request),
    );
    reply.clearCookie(PENDING_COOKIE, { path: '/api/' });
    try {
      // The issuer first: while it is unreachable, that is the news, whatever else is wrong.
      const connected = await oidc();
      if (!pending) throw new OidcLoginError('No sign-in in progress');
      const identity = await connected.finishLogin(new URL(request.url, config.APP_URL), pending);
      const user = await applyAdminEmails(
        db,
        await signInWithOidc(db, identity, request.ip, requestLanguage(request)),
        config.ADMIN_EMAILS,
        request.ip,
      );
      await startSession(request, reply, deps, user, { idToken: identity.idToken });
      return reply.redirect('/');
    } catch (error) {
      if (error instanceof OidcUnavailableError) {
        await recordAudit(db, {
          action: 'sign_in_failed',
          ip: request.ip,
          details: { method: 'oidc', reason: error.reason },
        });
        return signInUnavailable(request, reply, error);
      }
      if (!(error instanceof OidcLoginError)) throw error;
      await recordAudit(db, {
        action: 'sign_in_failed',
        ip: request.ip,
        details: { method: 'oidc', reason: error.message },
      });
      return signInFailedPage(request, reply);
    }
  });
}

function readPending(
  raw: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
): PendingLogin | null {
  if (!raw) return null;
  const { valid, value } = unsign(raw);
  if (!valid || !value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<PendingLogin>;
    return parsed.state && parsed.nonce && parsed.codeVerifier ? (parsed as PendingLogin) : null;
  } catch {
    return null;
  }
}

function signInFailedPage(request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  const t = fixedT(lang, 'auth');
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      messagePage({
        lang,
        title: t('oidcPage.failed.title'),
        heading: t('oidcPage.failed.heading'),
        paragraphs: [t('oidcPage.failed.body')],
        link: { href: '/api/login', label: t('oidcPage.failed.retry') },
      }),
    );
}

/**
 * Nobody can sign in until the issuer answers again (logged as a warning) or until an operator
 * fixes our client secret (logged as an error, as only a person can fix it). The log names the
 * reason and the error's type and codes (see lib/loggable-error.ts), never the secret.
 */
export function signInUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
  error: OidcUnavailableError,
) {
  const fields = { reason: error.reason, err: error };
  if (error.reason === 'client_rejected') {
    request.log.error(fields, 'OpenID provider refused our client credentials');
  } else {
    request.log.warn(fields, 'OpenID provider unreachable');
  }
  const lang = requestLanguage(request);
  const t = fixedT(lang, 'auth');
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .header('retry-after', '30')
    .send(
      messagePage({
        lang,
        title: t('oidcPage.unavailable.title'),
        heading: t('oidcPage.unavailable.heading'),
        paragraphs: [t('oidcPage.unavailable.notWorking'), t('oidcPage.unavailable.tryLater')],
        link: { href: '/api/login', label: t('oidcPage.unavailable.retry') },
      }),
    );
}
