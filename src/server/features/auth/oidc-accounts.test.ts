import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, appointmentRequests, providers, users } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { signInAtProvider } from '../../../../tests/servers/oidc-login-flow';
import { startOidcServer, type OidcServer } from '../../../../tests/servers/oidc-server';
import { sessionCookie } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// An OpenID account's address is its issuer's to vouch for (`email_verified`), at every sign-in:
// we send such an account no verification link of our own, and until the issuer vouches it may
// look around but nothing is sent for it and no admin role is granted.

const APP_URL = 'http://127.0.0.1:5000';
const UNVERIFIED = 'unverified-chief@example.org';

let ctx: TestContext;
let server: OidcServer;

beforeAll(async () => {
  server = await startOidcServer({ redirectUris: [`${APP_URL}/api/callback`] });
  ctx = await createTestApp({
    env: {
      APP_URL,
      OIDC_ISSUER_URL: server.issuer,
      OIDC_CLIENT_ID: server.clientId,
      OIDC_CLIENT_SECRET: server.clientSecret,
      ADMIN_EMAILS: `${UNVERIFIED},taken-first@example.org,owned@example.org`,
    },
  });
  await seedSampleData(ctx.database.db);
});
afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

async function signIn(login: string): Promise<string> {
  const { callback, cookie } = await signInAtProvider(ctx.app, {
    login,
    redirectUri: `${APP_URL}/api/callback`,
  });
  const done = await ctx.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie },
  });
  expect(done.statusCode).toBe(302);
  return sessionCookie(done);
}

describe('an issuer that has not verified the address', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(UNVERIFIED);
  });
  const as = (options: { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }) =>
    ctx.app.inject({ ...options, headers: { cookie } });

  it('signs the person in as a family that may look but not send', async () => {
    expect((await as({ url: '/api/auth/user' })).json()).toMatchObject({
      email: UNVERIFIED,
      emailVerified: false,
      hasPassword: false,
      role: 'user',
    });
    const profile = await as({
      method: 'PUT',
      url: '/api/profile',
      payload: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
      },
    });
    expect(profile.statusCode).toBe(200);
    const [provider] = await ctx.database.db.select().from(providers).limit(1);
    const added = await as({
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider!.id },
    });
    expect(added.statusCode).toBe(201);

    const submit = await as({ method: 'POST', url: '/api/appointment-requests/submit' });
    expect(submit.statusCode).toBe(403);
    expect(submit.json()).toMatchObject({ code: 'email_not_verified' });
    expect(submit.json().message).toMatch(/organisation's sign-in has not confirmed/);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, UNVERIFIED));
    const sent = await ctx.database.db
      .select({ n: count() })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, user!.id));
    expect(sent[0]!.n).toBe(0);
  });

  it('grants no admin role to an ADMIN_EMAILS address', async () => {
    expect((await as({ url: '/api/admin/audit-log' })).statusCode).toBe(403);
  });

  it('sends no verification link of ours, signed in or not', async () => {
    for (const request of [
      as({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: UNVERIFIED } }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: UNVERIFIED },
      }),
    ]) {
      const answer = await request;
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'sign_in_method_unavailable' });
    }
    expect((await ctx.database.db.select({ n: count() }).from(accountTokens))[0]!.n).toBe(0);
  });
});

it('an address the issuer vouches for is verified at once', async () => {
  const cookie = await signIn('vouched@example.org');
  const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
  expect(me.json()).toMatchObject({ email: 'vouched@example.org', emailVerified: true });
});

// Somebody whose issuer does not check addresses may claim anyone's: that must never cost the
// owner, whose issuer vouches for it, their address, its confirmation or their admin role.
describe("an unverified claim of somebody else's address", () => {
  const whoIs = async (cookie: string) =>
    (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).json<{
      email: string | null;
      emailVerified: boolean;
      role: string;
    }>();
  const owner = (email: string) => ({ email, emailVerified: true, role: 'admin' });

  it('made first, gives the address up to the owner when the owner signs in', async () => {
    const squatter = await signIn('unverified:taken-first@example.org');
    expect(await whoIs(squatter)).toMatchObject({ email: 'taken-first@example.org' });

    expect(await whoIs(await signIn('taken-first@example.org'))).toMatchObject(
      owner('taken-first@example.org'),
    );
    expect(await whoIs(await signIn('unverified:taken-first@example.org'))).toMatchObject({
      email: null,
      emailVerified: false,
      role: 'user',
    });
    expect(await whoIs(await signIn('taken-first@example.org'))).toMatchObject(
      owner('taken-first@example.org'),
    );
  });

  it('made after the owner, takes nothing from the owner', async () => {
    expect(await whoIs(await signIn('owned@example.org'))).toMatchObject(
      owner('owned@example.org'),
    );
    expect(await whoIs(await signIn('unverified:owned@example.org'))).toMatchObject({
      email: null,
      emailVerified: false,
      role: 'user',
    });
    expect(await whoIs(await signIn('owned@example.org'))).toMatchObject(
      owner('owned@example.org'),
    );
  });
});
