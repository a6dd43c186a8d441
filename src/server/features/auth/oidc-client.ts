import { createHash } from 'node:crypto';
import * as client from 'openid-client';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcIdentity {
  subject: string;
  issuer: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  /** The ID token itself, kept with the session and handed back to the issuer at sign-out. */
  idToken: string;
}

export interface Oidc {
  /**
   * Throws OidcUnavailableError when the issuer's sign-in page does not answer now. The settings
   * are discovered once, so without this a stopped issuer would send the browser to its own
   * 'could not connect' page rather than ours.
   */
  ensureReachable(): Promise<void>;
  /** URL to send the browser to, and what must be kept (in a signed cookie) until the callback. */
  startLogin(): { url: URL; pending: PendingLogin };
  /**
   * Exchanges the code at `callbackUrl` (the full URL the browser arrived at); throws
   * OidcLoginError on a wrong state, nonce, code or anything else.
   */
  finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<OidcIdentity>;
  /**
   * The issuer's end-session URL for sign-out, naming the session by its ID token, or null when
   * the issuer offers none, or offers one on another origin than its own: our
   * Content-Security-Policy lets a form's redirect reach the issuer's origin only.
   */
  logoutUrl(postLogoutRedirectUri: string, idTokenHint: string | null): URL | null;
}

/** Any failed sign-in. Messages are short and never carry codes, tokens or claims. */
export class OidcLoginError extends Error {
  override name = 'OidcLoginError';
}

/**
 * Signing in cannot work right now, whatever the person does: the issuer did not answer
 * ('issuer_unreachable'), or it refused our own client credentials ('client_rejected', a wrong
 * or expired client secret). The cause holds what the library saw.
 */
export class OidcUnavailableError extends Error {
  override name = 'OidcUnavailableError';

  constructor(
    readonly reason: 'issuer_unreachable' | 'client_rejected',
    options: { cause: unknown },
  ) {
    super(
      reason === 'issuer_unreachable'
        ? 'The OpenID provider could not be reached'
        : 'The OpenID provider refused our client credentials',
      options,
    );
  }
}

const SCOPE = 'openid email profile';

/** How long the issuer's sign-in page may take to answer before we say sign-in is unavailable. */
const REACHABLE_TIMEOUT_MS = 3000;

/**
 * RFC 7636 S256, the same value as openid-client's `calculatePKCECodeChallenge`, computed
 * synchronously with node:crypto so `startLogin` can stay synchronous.
 */
const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * What failed, for logs: the library's error code (e.g. OAUTH_JWT_CLAIM_COMPARISON_FAILED) and an
 * OAuth `error` (e.g. access_denied). Neither ever carries a code, token or claim value.
 */
function reason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const parts = [Reflect.get(error, 'code'), Reflect.get(error, 'error')];
  const known = parts.filter((part): part is string => typeof part === 'string');
  return known.length ? ` (${known.join(', ')})` : '';
}

/** The request to the issuer never got an answer: refused, reset, unresolvable or timed out. */
const isNetworkFailure = (error: unknown) =>
  (error instanceof TypeError && error.message === 'fetch failed') ||
  (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));

const isConnectionReset = (error: unknown) =>
  error instanceof TypeError &&
  error.cause instanceof Error &&
  'code' in error.cause &&
  (error.cause.code === 'ECONNRESET' || error.cause.code === 'UND_ERR_SOCKET');

const CLIENT_ERRORS = new Set(['invalid_client', 'unauthorized_client']);

/**
 * The token endpoint's answer to a wrong client id or secret (RFC 6749, section 5.2): in the
 * body, or (after Basic authentication) in a WWW-Authenticate challenge.
 */
const isClientRejected = (error: unknown) => {
  if (error instanceof client.ResponseBodyError) return CLIENT_ERRORS.has(error.error);
  if (!(error instanceof client.WWWAuthenticateChallengeError)) return false;
  return error.cause.some((challenge) => CLIENT_ERRORS.has(challenge.parameters.error ?? ''));
};

/**
 * Discovers the issuer once; http issuers (local development and tests) are allowed only when the
 * configured URL itself is http.
 */
export async function connectOidc(settings: OidcSettings): Promise<Oidc> {
  const issuer = new URL(settings.issuerUrl);
  let config: client.Configuration;
  try {
    config = await client.discovery(
      issuer,
      settings.clientId,
      { client_secret: settings.clientSecret },
      client.ClientSecretBasic(settings.clientSecret),
      issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {},
    );
  } catch (error) {
    // Whatever stopped discovery (no answer, an error page, a wrong URL), nobody can sign in.
    throw new OidcUnavailableError('issuer_unreachable', { cause: error });
  }

  return {
    async ensureReachable() {
      const page = config.serverMetadata().authorization_endpoint ?? settings.issuerUrl;
      // Any answer will do (without parameters it is an error page): the server is up.
      const knock = async () => {
        const response = await fetch(page, {
          redirect: 'manual',
          signal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS),
        });
        await response.body?.cancel();
      };
      try {
        await knock();
      } catch (first) {
        // A kept-alive connection the issuer closed while idle is reset on reuse; that says
        // nothing about the issuer, so one more try on a fresh connection decides.
        if (!isConnectionReset(first)) {
          throw new OidcUnavailableError('issuer_unreachable', { cause: first });
        }
        await knock().catch((error: unknown) => {
          throw new OidcUnavailableError('issuer_unreachable', { cause: error });
        });
      }
    },

    startLogin() {
      const pending: PendingLogin = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: pkceChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url, pending };
    },

    async finishLogin(callbackUrl, pending) {
      let idToken: client.IDToken | undefined;
      let rawIdToken: string | undefined;
      let profile: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        idToken = tokens.claims();
        rawIdToken = tokens.id_token;
        profile = idToken ?? {};
        // Some issuers (per the OpenID Connect default for the code flow) keep email and profile
        // claims out of the ID token; UserInfo has them then, checked against the same subject.
        if (idToken && idToken.email === undefined && config.serverMetadata().userinfo_endpoint) {
          profile = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        }
      } catch (error) {
        if (isNetworkFailure(error)) {
          throw new OidcUnavailableError('issuer_unreachable', { cause: error });
        }
        if (isClientRejected(error)) {
          throw new OidcUnavailableError('client_rejected', { cause: error });
        }
        throw new OidcLoginError(`Sign-in could not be completed${reason(error)}`, {
          cause: error,
        });
      }
      if (!idToken || !rawIdToken) throw new OidcLoginError('Sign-in returned no ID token');
      return {
        subject: idToken.sub,
        issuer: idToken.iss,
        email: text(profile.email),
        emailVerified: profile.email_verified === true,
        firstName: text(profile.given_name),
        lastName: text(profile.family_name),
        picture: text(profile.picture),
        idToken: rawIdToken,
      };
    },

    logoutUrl(postLogoutRedirectUri, idTokenHint) {
      const endpoint = config.serverMetadata().end_session_endpoint;
      if (!endpoint || new URL(endpoint).origin !== issuer.origin) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
      });
    },
  };
}
