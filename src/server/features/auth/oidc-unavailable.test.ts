import { afterEach, describe, expect, it } from 'vitest';
import { signInAtProvider } from '../../../../tests/servers/oidc-login-flow';
import { startOidcServer, type OidcServer } from '../../../../tests/servers/oidc-server';
import { freePort } from '../../../../tests/support/server-process';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// When signing in through OpenID Connect cannot work (the issuer is down, or it refuses our client
// secret), the person gets a page saying so with a way to try again, and the operator a log line
// saying why, without the secret.

const APP_URL = 'http://127.0.0.1:5000';
const WRONG_SECRET = 'not-the-secret-the-provider-knows-3c9d1e';

let ctx: TestContext | undefined;
let server: OidcServer | undefined;
const lines: string[] = [];

afterEach(async () => {
  await ctx?.close();
  await server?.close().catch(() => undefined);
  ctx = undefined;
  server = undefined;
  lines.length = 0;
});

async function appFor(issuerUrl: string, clientSecret: string) {
  ctx = await createTestApp({
    env: {
      APP_URL,
      OIDC_ISSUER_URL: issuerUrl,
      OIDC_CLIENT_ID: 'autism-care-finder',
      OIDC_CLIENT_SECRET: clientSecret,
    },
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  return ctx;
}

const logged = (message: string) =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === message);

function expectUnavailablePage(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toContain('<h1>Sign-in is unavailable right now</h1>');
  expect(response.body).toContain('<a href="/api/login">Try again</a>');
}

const signIn = (test: TestContext) =>
  signInAtProvider(test.app, {
    login: 'parent@example.org',
    redirectUri: `${APP_URL}/api/callback`,
  });

describe('an issuer that cannot be reached', () => {
  it('makes /api/login and /api/callback answer a 503 page with a way to try again', async () => {
    const closedPort = await freePort();
    const test = await appFor(`http://127.0.0.1:${closedPort}`, WRONG_SECRET);

    expectUnavailablePage(await test.app.inject({ url: '/api/login' }));
    expectUnavailablePage(await test.app.inject({ url: '/api/callback?code=abc&state=def' }));
    // In the reader's language.
    const spanish = await test.app.inject({
      url: '/api/login',
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(spanish.statusCode).toBe(503);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<h1>No se puede iniciar sesión en este momento</h1>');
    expect(spanish.body).toContain('<a href="/api/login">Intentar otra vez</a>');

    const entry = logged('OpenID provider unreachable');
    expect(entry).toMatchObject({
      level: 40,
      reason: 'issuer_unreachable',
      err: { type: 'OidcUnavailableError' },
    });
    expect(JSON.stringify(entry)).toContain('"code":"ECONNREFUSED"');
    expect(lines.join('')).not.toContain(WRONG_SECRET);
  });

  it('is also what a sign-in meets when the issuer goes away before the callback', async () => {
    const redirectUris = [`${APP_URL}/api/callback`];
    server = await startOidcServer({ redirectUris });
    const test = await appFor(server.issuer, server.clientSecret);
    const { callback, cookie } = await signIn(test);
    await server.close();

    const response = await test.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expectUnavailablePage(response);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect(logged('OpenID provider unreachable')).toMatchObject({ reason: 'issuer_unreachable' });
  });
});

describe('an issuer that stops after the app has used it', () => {
  it('gives /api/login the 503 page, not a redirect to a server that is gone', async () => {
    server = await startOidcServer({ redirectUris: [`${APP_URL}/api/callback`] });
    const test = await appFor(server.issuer, server.clientSecret);
    const { callback, cookie } = await signIn(test);
    const signedIn = await test.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(302);
    await server.close();

    expectUnavailablePage(await test.app.inject({ url: '/api/login' }));
    expect(logged('OpenID provider unreachable')).toMatchObject({ reason: 'issuer_unreachable' });
    // Signing out still ends the session, and lands on our home page instead of the issuer's.
    const sid = signedIn.cookies.find((c) => c.name === 'sid')!;
    const signedOut = await test.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `sid=${sid.value}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe('/');
    const me = await test.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `sid=${sid.value}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('a client secret the issuer rejects', () => {
  it('answers the 503 page and logs an error naming the cause, not the secret', async () => {
    server = await startOidcServer({ redirectUris: [`${APP_URL}/api/callback`] });
    const test = await appFor(server.issuer, WRONG_SECRET);
    const { callback, cookie } = await signIn(test);

    const response = await test.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expectUnavailablePage(response);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const entry = logged('OpenID provider refused our client credentials');
    expect(entry).toMatchObject({
      level: 50,
      reason: 'client_rejected',
      err: { type: 'OidcUnavailableError', cause: { status: 401 } },
    });
    expect(JSON.stringify(entry)).toContain('invalid_client');
    const log = lines.join('');
    expect(log).not.toContain(WRONG_SECRET);
    expect(log).not.toContain(callback.searchParams.get('code')!);
    expect(log).not.toContain(server.clientSecret);
  });
});
