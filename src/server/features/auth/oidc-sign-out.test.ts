import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  completeOidcLogout,
  CookieJar,
  firstStopOfSignIn,
  signInAtProvider,
} from '../../../../tests/servers/oidc-login-flow';
import { startOidcServer, type OidcServer } from '../../../../tests/servers/oidc-server';
import { sessionCookie } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// Signing out of an OpenID account also ends the issuer's session: otherwise, on a shared
// computer, the next 'Sign in' would enter the previous person's account without a password.

const APP_URL = 'http://127.0.0.1:5000';
const CALLBACK = `${APP_URL}/api/callback`;

let ctx: TestContext;
let server: OidcServer;

beforeAll(async () => {
  server = await startOidcServer({
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [`${APP_URL}/`],
  });
  ctx = await createTestApp({
    env: {
      APP_URL,
      OIDC_ISSUER_URL: server.issuer,
      OIDC_CLIENT_ID: server.clientId,
      OIDC_CLIENT_SECRET: server.clientSecret,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

/** One browser: its cookies at the issuer, and the app's session cookie once signed in. */
async function signIn(jar: CookieJar): Promise<string> {
  const { callback, cookie } = await signInAtProvider(ctx.app, {
    login: 'shared-computer@example.org',
    redirectUri: CALLBACK,
    jar,
  });
  const done = await ctx.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie },
  });
  expect(done.statusCode).toBe(302);
  return sessionCookie(done);
}

/** Where the app's 'Sign in' first stops for this browser at the issuer. */
async function nextSignIn(jar: CookieJar) {
  const started = await ctx.app.inject({ url: '/api/login' });
  return firstStopOfSignIn(new URL(String(started.headers.location)), {
    redirectUri: CALLBACK,
    jar,
  });
}

/** The origins a page's Content-Security-Policy lets its forms (and their redirects) reach. */
function formActionOrigins(csp: unknown, self: string): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'form-action');
  return (directive?.slice(1) ?? []).map((source) => (source === "'self'" ? self : source));
}

it('sign-out reaches the issuer, and the next sign-in there asks for the password again', async () => {
  const jar = new CookieJar();
  const cookie = await signIn(jar);
  // While the issuer's session lives, 'Sign in' goes straight through: what sign-out must end.
  expect(await nextSignIn(jar)).toBe('redirect');

  // The menu's sign-out form is on the app's pages, under their Content-Security-Policy.
  const page = await ctx.app.inject({ url: '/api/logout', headers: { cookie } });
  // It has no password here: the page says what signing out does instead.
  expect(page.body).toContain('also signs you out of your organisation');
  expect(page.body).not.toContain('your e-mail and password');
  const signedOut = await ctx.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: {
      cookie,
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: '',
  });
  expect(signedOut.statusCode).toBe(303);
  const endSession = new URL(String(signedOut.headers.location));
  expect(endSession.origin).toBe(server.issuer);
  // Chromium follows a form's redirect only to an origin form-action allows.
  expect(formActionOrigins(page.headers['content-security-policy'], APP_URL)).toContain(
    endSession.origin,
  );
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/`);
  const hint = endSession.searchParams.get('id_token_hint');
  expect(hint).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const claims = JSON.parse(Buffer.from(hint!.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  expect(claims.sub).toBe('shared-computer@example.org');
  expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
    401,
  );

  // The issuer asks 'Do you want to sign out?', then sends the browser back to our landing page.
  expect((await completeOidcLogout(endSession, jar)).href).toBe(`${APP_URL}/`);
  expect(await nextSignIn(jar)).toBe('password');
});
