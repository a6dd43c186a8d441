import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountLinkSchema,
  loginQuerySchema,
  resendVerificationSchema,
  signInSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@shared/api/auth';
import { errorMessage } from '@shared/api/error-messages';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { recordAudit } from '@server/domain/audit/audit';
import { endSession, requireUser, signedInUser, startSession } from '@server/lib/auth';
import { AppError } from '@server/lib/errors';
import { fixedT } from '@shared/i18n/fixed-t';
import { messagePage } from '@server/lib/html';
import { requestLanguage } from '@server/lib/request-language';
import { parseInput } from '@server/lib/validate';
import { accountOfToken } from '@server/domain/account-links/account-tokens';
import { confirmAddress } from './confirm-address';
import { createAccount } from './create-account';
import { toCurrentUser } from './current-user';
import { readKnownDevice, rememberDevice } from './device-cookie';
import { resendVerification } from './resend-verification';
import { forgetSignUp, rememberSignUp, signedUpHere } from './sign-up-cookie';
import {
  connectOidc,
  OidcLoginError,
  OidcUnavailableError,
  type Oidc,
  type PendingLogin,
} from './oidc-client';
import { applyAdminEmails } from './set-role';
import { signInWithOidc } from './sign-in-with-oidc';
import type { SignInLimits } from './sign-in-limits';
import { signInWithPassword } from './sign-in-with-password';
import { verifyEmail } from './verify-email';

const PENDING_COOKIE = 'oidc_pending';
const PENDING_MAX_AGE_S = 10 * 60;

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; limits: SignInLimits },
): void {
  const { db, config, limits } = deps;
  const oidc = lazyOidc(config);

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

  app.post('/api/auth/sign-in', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const input = parseInput(signInSchema, request.body);
    const user = await applyAdminEmails(
      db,
      await signInWithPassword({ db, limits }, input, {
        ip: request.ip,
        device: readKnownDevice(request, config),
      }),
      config.ADMIN_EMAILS,
      request.ip,
    );
    await startSession(request, reply, deps, user);
    rememberDevice(reply, config, user.id);
    return toCurrentUser(user);
  });

  app.post('/api/auth/sign-up', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const input = parseInput(signUpSchema, request.body);
    await createAccount({ db, limits }, input, {
      ip: request.ip,
      secret: config.SESSION_SECRET,
      language: requestLanguage(request),
    });
    // No session, and the password opens nothing yet: the account is used once the link sent
    // to the address is opened.
    rememberSignUp(reply, config, input.email);
    return reply.status(202).send({ email: input.email });
  });

  // The link's page posts its token (a GET would be spent by mail scanners that open links).
  // Opening it proves the address and signs its owner in on this browser; outside the browser
  // that signed up, the password chosen then is needed too (403 `password_needed`).
  // A browser signed in to another account is asked before it changes accounts (409), so a link
  // someone else sends cannot quietly move a parent into a stranger's account.
  app.post('/api/auth/verify-email', async (request, reply) => {
    const { token, switchAccount, password } = parseInput(verifyEmailSchema, request.body);
    if (request.user && !switchAccount) {
      const owner = await accountOfToken(db, 'verify_email', token, new Date());
      if (owner && owner !== request.user.id) {
        throw new AppError('switch_account_needed', errorMessage('account.switchAccount'));
      }
    }
    const verified = await verifyEmail(
      { db, limits },
      { token, password },
      { ip: request.ip, signedUpHere: (email) => signedUpHere(request, email) },
    );
    const user = await applyAdminEmails(db, verified, config.ADMIN_EMAILS, request.ip);
    // Verifying ended the account's sessions; this browser's starts afresh.
    await startSession(request, reply, deps, user);
    rememberDevice(reply, config, user.id);
    forgetSignUp(reply);
    return toCurrentUser(user);
  });

  // Opened by whoever reads the address (perhaps not the account's owner), so no session needed.
  app.post('/api/account/confirm-address', async (request) => {
    const { token } = parseInput(accountLinkSchema, request.body);
    return { email: await confirmAddress(db, token) };
  });

  // Asked for from the sign-in form (the password of an unproved address opens nothing) and the
  // 'Check your e-mail' page. Answered the same whether or not the address has an account that
  // waits for its link; an OpenID account's address is its issuer's to vouch for, never ours.
  app.post('/api/auth/resend-verification', async (request, reply) => {
    if (oidc)
      throw new AppError('sign_in_method_unavailable', errorMessage('auth.useOrganisationAccount'));
    const { email } = parseInput(resendVerificationSchema, request.body);
    await resendVerification(db, config.SESSION_SECRET, email);
    return reply.status(202).send({ email });
  });

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

  app.get('/api/auth/user', { preHandler: requireUser }, async (request) =>
    toCurrentUser(signedInUser(request)),
  );
}

/** Discovery happens at the first sign-in, not at start, so an unreachable issuer does not stop the app. */
function lazyOidc(config: Config): (() => Promise<Oidc>) | null {
  if (!config.OIDC_ISSUER_URL || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return null;
  const settings = {
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUri: `${config.APP_URL}/api/callback`,
  };
  let connecting: Promise<Oidc> | undefined;
  return () => {
    connecting ??= connectOidc(settings).catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
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
function signInUnavailable(
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
