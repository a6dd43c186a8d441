import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// The router decodes a path before matching it, so `/%61pi/logout` is `/api/logout`: every check
// (the cross-site refusal, the session, caching) must see it as such, never by the raw URL.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const inject = (options: InjectOptions) => ctx.app.inject(options);

/** What a page on another site sends when it posts a form to us with the family's cookie. */
const fromAnotherSite = (cookie: string) => ({
  cookie,
  origin: 'https://elsewhere.example',
  'sec-fetch-site': 'cross-site',
  'content-type': 'application/x-www-form-urlencoded',
});

const signedIn = async (cookie: string) =>
  (await inject({ url: '/api/auth/user', headers: { cookie } })).statusCode;

describe('an encoded path from another site', () => {
  it('cannot sign the family out: refused, and the session still works', async () => {
    const family = await createAccount(ctx);
    const forged = await inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: fromAnotherSite(family.cookie),
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'cross_site_refused' });
    expect(forged.headers['set-cookie']).toBeUndefined();
    // A browser that says only where the request comes from is refused the same way.
    const older = await inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie: family.cookie, origin: 'https://elsewhere.example' },
      payload: '',
    });
    expect(older.statusCode).toBe(403);
    expect(await signedIn(family.cookie)).toBe(200);
  });

  it('cannot reach the e-mail verification behind the cross-site check', async () => {
    const family = await createAccount(ctx);
    const forged = await inject({
      method: 'POST',
      url: '/%61pi/auth/verify-email',
      headers: { ...fromAnotherSite(family.cookie), 'content-type': 'application/json' },
      payload: { token: 'a-token-from-the-attacker', switchAccount: true },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'cross_site_refused' });
    expect(await signedIn(family.cookie)).toBe(200);
  });
});

describe('an encoded path from our own pages', () => {
  it('works as the decoded one: the signed-in user is known, and signing out ends the session', async () => {
    const family = await createAccount(ctx);
    const user = await inject({ url: '/%61pi/auth/user', headers: { cookie: family.cookie } });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email: family.email });
    expect(user.headers['cache-control']).toBe('no-store');
    const out = await inject({
      method: 'POST',
      url: '/%61pi/logout',
      headers: { cookie: family.cookie, 'sec-fetch-site': 'same-origin' },
      payload: {},
    });
    expect(out.statusCode).toBe(303);
    // The session is gone on the server, not only the cookie in this browser.
    expect(await signedIn(family.cookie)).toBe(401);
  });

  it('is an API path when no route matches: a JSON 404, never the app page', async () => {
    const response = await inject({ url: '/%61pi/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('a malformed percent-encoding', () => {
  it('gets our error body, in the reader language', async () => {
    const english = await inject({ url: '/api/%E0%A4%A' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      code: 'invalid_input',
      message: 'This address is not valid: it has a broken percent-encoding.',
    });
    const spanish = await inject({ url: '/api/%E0%A4%A', headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      code: 'invalid_input',
      message: 'Esta dirección no es válida: tiene una codificación con % incompleta.',
    });
  });
});
