import type { FastifyInstance } from 'fastify';
import { fixedT } from '@shared/i18n/fixed-t';
import { recordAudit } from '@server/domain/audit/audit';
import { endSession } from '@server/lib/auth';
import { messagePage } from '@server/lib/html';
import { requestLanguage } from '@server/lib/request-language';
import type { AuthDeps } from './auth-deps';
import type { LazyOidc } from './lazy-oidc';
import { OidcUnavailableError } from './oidc-client';

// Signing out: a page with a button for a GET, the sign-out itself for the button's POST, and
// through the issuer's own sign-out page for an account of an organisation.

export function signOutRoutes(app: FastifyInstance, deps: AuthDeps, oidc: LazyOidc | null): void {
  const { db, config } = deps;
  // Signing out changes state, so it is a POST (the CSRF check refuses one from another site); a
  // GET, which any page could make a browser send, only shows the button that posts.
  app.get('/api/logout', async (request, reply) => {
    if (!request.user) return reply.redirect('/');
    const t = fixedT(requestLanguage(request), 'auth');
    return reply.type('text/html; charset=utf-8').send(
      messagePage({
        lang: requestLanguage(request),
        title: t('signOut.title'),
        heading: t('signOut.heading'),
        // An OpenID account has no password here: signing out ends the issuer's session too.
        paragraphs: [request.user.oidcSubject ? t('signOut.bodyOrganisation') : t('signOut.body')],
        button: { action: '/api/logout', label: t('signOut.button') },
        link: { href: '/', label: t('signOut.stay') },
      }),
    );
  });

  // The menu's form posts here: a full page load that ends the session server-side. A form's
  // body type is accepted on this route alone; what it carries (nothing) is not read.
  void app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    form.post('/api/logout', async (request, reply) => {
      const user = request.user;
      const { idToken } = await endSession(request, reply, deps);
      if (user)
        await recordAudit(db, {
          action: 'sign_out',
          subject: user.email,
          ip: request.ip,
          actorUserId: user.id,
        });
      let endSessionUrl: URL | null = null;
      if (oidc && user?.oidcSubject) {
        // The session is gone already; an unreachable issuer only costs its own sign-out page.
        try {
          const connected = await oidc();
          await connected.ensureReachable();
          endSessionUrl = connected.logoutUrl(`${config.APP_URL}/`, idToken);
        } catch (error) {
          if (!(error instanceof OidcUnavailableError)) throw error;
          request.log.warn(
            { reason: error.reason, err: error },
            'OpenID sign-out page unavailable',
          );
        }
      }
      // 303: the browser follows with a GET, to the issuer's origin, which the
      // Content-Security-Policy's form-action allows (see lib/security-headers.ts), so the issuer
      // ends its own session too and the next 'Sign in' on this computer asks for a password.
      return reply.redirect(endSessionUrl?.href ?? '/', 303);
    });
  });
}
