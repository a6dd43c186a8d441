import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../tests/setup/test-app';

// Error answers speak the reader's language: the account's when signed in, else the language
// cookie's, else the browser's Accept-Language. English stays the default.

let ctx: TestContext;
let spanishAccount: TestAccount;
beforeAll(async () => {
  ctx = await createTestApp();
  spanishAccount = await createAccount(ctx, { acceptLanguage: 'es' });
});
afterAll(() => ctx.close());

const badZip = { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '123' };

const putProfile = (headers: Record<string, string>, payload: unknown = badZip) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: payload as object });

const signIn = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers,
    payload: { email: 'not an address', password: 'whatever it is' },
  });

describe('a Spanish account', () => {
  it('is told what is wrong with a field in Spanish', async () => {
    const response = await putProfile({ cookie: spanishAccount.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: 'Escriba un código postal válido de 5 dígitos',
      field: 'zipCode',
    });
  });

  it('hears errors in Spanish even when the browser asks for English', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/care-basket/${randomUUID()}`,
      headers: { cookie: `${spanishAccount.cookie}; lang=en`, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'Este elemento no está en su canasta de atención',
    });
  });

  it("gets zod's own words in Spanish for a body that is not an object", async () => {
    const response = await putProfile({ cookie: spanishAccount.cookie }, ['not', 'an', 'object']);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Entrada inválida/);
  });
});

describe('a signed-out reader', () => {
  it.each([
    ['Accept-Language: es', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }],
    ['the lang=es cookie', { cookie: 'lang=es', 'accept-language': 'en-US' }],
  ])('with %s is answered in Spanish', async (_how, headers) => {
    const invalid = await signIn(headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'invalid_input',
      message: 'Escriba un correo electrónico válido',
      field: 'email',
    });

    const unauthorized = await putProfile(headers);
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toEqual({
      code: 'unauthorized',
      message: 'Necesita iniciar sesión',
    });
  });

  it('is answered in English by default and when the cookie says English', async () => {
    const readers: Record<string, string>[] = [{}, { cookie: 'lang=en', 'accept-language': 'es' }];
    for (const headers of readers) {
      const response = await signIn(headers);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        message: 'Please enter a valid email address',
        field: 'email',
      });
    }
  });

  it("hears Fastify's own refusals and a cross-site refusal in Spanish too", async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'invalid_input',
      message: 'La solicitud no es válida.',
    });

    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'sec-fetch-site': 'cross-site', cookie: 'lang=es' },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe('Se rechazó una solicitud de otro sitio');
  });

  it('is told of an unknown API path in Spanish', async () => {
    const response = await ctx.app.inject({
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'es' },
    });
    expect(response.json()).toEqual({
      code: 'not_found',
      message: 'No existe la ruta GET /api/no-such-thing',
    });
  });
});
