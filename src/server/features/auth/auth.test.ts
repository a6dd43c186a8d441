import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '@server/db/schema';
import { createAccount, sessionCookie } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'boss@example.org' } });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);

describe('GET /api/login without OpenID Connect', () => {
  it('sends the browser to the built-in sign-in page', async () => {
    const response = await inject({ url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sign-in');
  });

  it("opens the sign-up form for 'Get Started', and refuses another flag naming it", async () => {
    const signUp = await inject({ url: '/api/login?signup=1' });
    expect(signUp.statusCode).toBe(302);
    expect(signUp.headers.location).toBe('/sign-in?mode=sign-up');
    const bad = await inject({ url: '/api/login?signup=yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'signup' });
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates an unverified account, starts no session, and never stores the password', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Ana',
        lastName: 'Diaz',
        email: 'Ana.Diaz@Example.org',
        password: 'sunflower-seeds',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: 'ana.diaz@example.org' });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana.diaz@example.org'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.emailVerifiedAt).toBeNull();
    expect(JSON.stringify(await ctx.database.db.select().from(auditLog))).not.toContain(
      'sunflower-seeds',
    );
  });

  it('answers a taken address exactly like a new one and changes nothing', async () => {
    const first = await createAccount(ctx);
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'X',
        lastName: 'Y',
        email: first.email.toUpperCase(),
        password: 'another password',
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: first.email });
    // No session; only the sign-up cookie every sign-up gets, new address or not.
    expect(response.cookies.map((c) => c.name)).toEqual(['signed_up']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, first.email));
    expect(row!.firstName).toBe('Sam');
    // The old password still works; the new one does not.
    const signIn = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: first.email, password },
      });
    expect((await signIn(first.password)).statusCode).toBe(200);
    expect((await signIn('another password')).statusCode).toBe(401);
  });

  it.each([
    [
      { firstName: '', lastName: 'L', email: 'a@example.org', password: 'long enough pw' },
      'firstName',
    ],
    [{ firstName: 'F', lastName: 'L', email: 'not-an-email', password: 'long enough pw' }, 'email'],
    [{ firstName: 'F', lastName: 'L', email: 'short@example.org', password: 'short' }, 'password'],
    [
      { firstName: 'F', lastName: 'L', email: 'eleven@example.org', password: 'elevenchars' },
      'password',
    ],
  ])('answers 400 naming the field and creates nothing (%#)', async (payload, field) => {
    const before = (await ctx.database.db.select({ n: count() }).from(users))[0]!.n;
    const response = await inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect((await ctx.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });
  it.each([
    ['password12', 'invalid_input', /at least 12 characters/],
    [' '.repeat(10), 'invalid_input', /at least 12 characters/],
    ['password1234', 'weak_password', /commonly used password/],
    ['zylbersteinquentin', 'weak_password', /Your name, your e-mail address/],
  ])('refuses the easily guessed %j with a 400 saying why', async (password, code, why) => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Quentin',
        lastName: 'Zylberstein',
        email: 'weak-pw@example.org',
        password,
      },
      remoteAddress: '10.7.7.7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code,
      field: 'password',
      message: expect.stringMatching(why),
    });
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'weak-pw@example.org'));
    expect(row!.n).toBe(0);
  });
});

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password, with a new session each time', async () => {
    const account = await createAccount(ctx);
    const signIn = () =>
      inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email.toUpperCase(), password: account.password },
      });
    const [a, b] = [await signIn(), await signIn()];
    expect(a.statusCode).toBe(200);
    expect(a.json().email).toBe(account.email);
    expect(sessionCookie(a)).not.toBe(sessionCookie(b));
    expect(sessionCookie(a)).not.toBe(account.cookie);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, and audits both', async () => {
    const account = await createAccount(ctx);
    const wrongPassword = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: account.email, password: 'wrong password' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      });
      expect(response.cookies).toHaveLength(0);
    }
    const failures = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in_failed'));
    expect(failures.map((f) => f.subject)).toEqual(
      expect.arrayContaining([account.email, 'nobody@example.org']),
    );
  });

  it('answers 429 once an e-mail has used up its attempts', async () => {
    const account = await createAccount(ctx);
    for (let i = 0; i < 10; i += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: 'wrong password' },
        remoteAddress: `10.9.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.9.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 once an address has used up its attempts', async () => {
    for (let i = 0; i < 10; i += 1) {
      await inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `guess-${i}@example.org`, password: 'wrong password' },
        remoteAddress: '10.8.8.8',
      });
    }
    const blocked = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'fresh@example.org', password: 'whatever pw' },
      remoteAddress: '10.8.8.8',
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('GET /api/auth/user returns the signed-in user, and 401 without a session', async () => {
    const account = await createAccount(ctx, { firstName: 'Lee', lastName: 'Park' });
    const me = await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: account.id,
      email: account.email,
      firstName: 'Lee',
      lastName: 'Park',
      profileImageUrl: null,
      role: 'user',
      emailVerified: true,
      hasPassword: true,
      language: 'en',
    });
    const anonymous = await inject({ url: '/api/auth/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Unauthorized');
  });

  it('refuses a forged or tampered cookie', async () => {
    const account = await createAccount(ctx);
    const tampered = account.cookie.slice(0, -3) + 'abc';
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: tampered } })).statusCode,
    ).toBe(401);
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: 'sid=made-up' } })).statusCode,
    ).toBe(401);
  });

  it('sign-out deletes the session server-side so the old cookie is worthless', async () => {
    const account = await createAccount(ctx);
    const logout = await inject({
      method: 'POST',
      url: '/api/logout',
      // What Chromium sends for the menu's form (no-referrer: the origin is 'null').
      headers: {
        cookie: account.cookie,
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/');
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
  });

  it('a link to sign-out, from any site, only shows the button that signs out', async () => {
    const account = await createAccount(ctx);
    const page = await inject({
      url: '/api/logout',
      headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect(page.body).toContain('Log Out');
    // Another site's form cannot post it either.
    const forged = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie: account.cookie,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(forged.statusCode).toBe(403);
    // Nor can a browser that does not say where a request comes from, from another origin.
    const older = await inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: account.cookie, origin: 'https://elsewhere.example' },
    });
    expect(older.statusCode).toBe(403);
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(200);
  });

  it('shows the sign-out page in Spanish to a Spanish browser, and sends nobody signed out there', async () => {
    const account = await createAccount(ctx);
    const page = await inject({
      url: '/api/logout',
      headers: { cookie: account.cookie, 'accept-language': 'es-US,es' },
    });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Cerrar sesión');
    const anonymous = await inject({ url: '/api/logout' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/');
  });

  it('signing in ends the session the browser held before', async () => {
    const account = await createAccount(ctx);
    const again = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: account.email, password: account.password },
      headers: { cookie: account.cookie },
      remoteAddress: '10.61.0.1',
    });
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(account.cookie);
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
    expect((await inject({ url: '/api/auth/user', headers: { cookie: fresh } })).statusCode).toBe(
      200,
    );
  });

  it('expires a session idle for more than 7 days', async () => {
    const account = await createAccount(ctx);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: eightDaysAgo })
      .where(eq(sessions.userId, account.id));
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
  });

  it('expires a session after 30 days however active', async () => {
    const account = await createAccount(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.id));
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('roles', () => {
  it('ADMIN_EMAILS grants admin at sign-up and the change is audited', async () => {
    const admin = await createAccount(ctx, { email: 'Boss@example.org' });
    const me = await inject({ url: '/api/auth/user', headers: { cookie: admin.cookie } });
    expect(me.json().role).toBe('admin');
    const [grant] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'role_granted'));
    expect(grant).toMatchObject({
      subject: 'boss@example.org',
      details: { before: 'user', after: 'admin', via: 'ADMIN_EMAILS' },
    });
  });

  it('the admin guard answers 401 without a session and 403 to a non-admin', async () => {
    const parent = await createAccount(ctx);
    expect((await inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const refused = await inject({
      url: '/api/admin/audit-log',
      headers: { cookie: parent.cookie },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'admin_only', message: 'Admins only' });
  });

  it('lets an admin read the latest 20 audit entries', async () => {
    const admin = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'boss@example.org', password: 'a long enough password' },
    });
    const response = await inject({
      url: '/api/admin/audit-log',
      headers: { cookie: sessionCookie(admin) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeLessThanOrEqual(20);
    expect(response.json()[0]).toMatchObject({ action: 'sign_in', subject: 'boss@example.org' });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin and changes nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(users))[0]!.n;
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://evil.example' },
      payload: {
        firstName: 'E',
        lastName: 'Vil',
        email: 'evil@example.org',
        password: 'long enough pw',
      },
    });
    expect(response.statusCode).toBe(403);
    expect((await ctx.database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
  });

  it('refuses a request the browser marks as cross-site', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: { email: 'nobody-here@example.org', password: 'whatever pw' },
    });
    expect(response.statusCode).toBe(401);
  });
});
