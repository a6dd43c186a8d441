import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { auditLog } from '@server/db/schema';
import type * as passwords from '@server/lib/passwords';
import { verifyAgainstDummy, verifyPassword } from '@server/lib/passwords';
import { createAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { postgresTestUrl } from '../../../../tests/setup/test-db';

// The real password functions, watched: every call is one scrypt check of a guess.
vi.mock('@server/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    verifyAgainstDummy: vi.fn(real.verifyAgainstDummy),
  };
});

const passwordChecks = () =>
  vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyAgainstDummy).mock.calls.length;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => vi.clearAllMocks());

const inject = (options: InjectOptions) => ctx.app.inject(options);

const signIn = (
  email: string,
  password: string,
  from: { ip: string; device?: string | undefined },
) =>
  inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: from.ip,
    headers: from.device ? { cookie: from.device } : {},
  });

/** The device cookie a successful sign-in set, ready for a Cookie header. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'device');
  if (!cookie) throw new Error('no device cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

/** Wrong guesses for `email`, all at once, each from its own address. */
const flood = (email: string, count: number, network: string) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      signIn(email, `wrong guess number ${i}`, { ip: `${network}.${i}` }),
    ),
  );

const auditRows = (action: 'sign_in_failed' | 'attempts_limited', subject: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));

describe('guessing passwords', () => {
  it('30 parallel wrong passwords for one account from many addresses get 10 checks and 429s', async () => {
    const account = await createAccount(ctx);
    const responses = await flood(account.email, 30, '10.20.0');

    expect(statuses(responses)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expect(passwordChecks()).toBe(10);
    for (const refused of responses.filter((r) => r.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
      expect(refused.json().message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Each checked guess is audited; the flood beyond them shows as one entry.
    const failures = await auditRows('sign_in_failed', account.email);
    expect(failures).toHaveLength(10);
    expect(JSON.stringify(failures)).not.toContain('wrong guess');
    expect(await auditRows('attempts_limited', account.email)).toMatchObject([
      { details: { limit: 'sign_in_account' } },
    ]);
  });

  it('30 parallel guesses from one address at unknown e-mails get 10 checks', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(`nobody-${i}@example.org`, 'some password', { ip: '10.21.0.1' }),
      ),
    );
    expect(statuses(responses)).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    expect(passwordChecks()).toBe(10);
  });

  it('a right password gives its attempt back, so signing in often never locks anyone out', async () => {
    const account = await createAccount(ctx);
    for (let i = 0; i < 12; i += 1) {
      expect((await signIn(account.email, account.password, { ip: '10.22.0.1' })).statusCode).toBe(
        200,
      );
    }
    expect((await signIn(account.email, 'wrong password', { ip: '10.22.0.1' })).statusCode).toBe(
      401,
    );
  });
});

describe.runIf(postgresTestUrl())('on PostgreSQL', () => {
  it('every instance of the app shares the counts', async () => {
    const account = await createAccount(ctx);
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      pagesDir: '/nonexistent',
    });
    try {
      await flood(account.email, 10, '10.25.0');
      const elsewhere = await other.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
        remoteAddress: '10.26.0.1',
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('a browser that signed in before', () => {
  it('still signs its owner in during a flood, while a fresh browser is refused', async () => {
    const account = await createAccount(ctx);
    const earlier = await signIn(account.email, account.password, { ip: '10.30.0.1' });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.cookies.find((c) => c.name === 'device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    const device = deviceCookie(earlier);

    await flood(account.email, 20, '10.31.0');
    const fresh = await signIn(account.email, account.password, { ip: '10.32.0.1' });
    expect(fresh.statusCode).toBe(429);

    const owner = await signIn(account.email, account.password, { ip: '10.30.0.1', device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().email).toBe(account.email);
    expect(owner.cookies.some((c) => c.name === 'sid')).toBe(true);
  });

  it('is limited on its own: 10 wrong passwords from it and it is refused too', async () => {
    const account = await createAccount(ctx);
    const device = deviceCookie(await signIn(account.email, account.password, { ip: '10.33.0.1' }));
    for (let i = 0; i < 10; i += 1) {
      const response = await signIn(account.email, 'wrong password', {
        ip: `10.34.0.${i}`,
        device,
      });
      expect(response.statusCode).toBe(401);
    }
    vi.clearAllMocks();
    const refused = await signIn(account.email, account.password, { ip: '10.35.0.1', device });
    expect(refused.statusCode).toBe(429);
    expect(passwordChecks()).toBe(0);
    // Those guesses were the device's, not the account's: another browser is not locked out.
    expect((await signIn(account.email, account.password, { ip: '10.36.0.1' })).statusCode).toBe(
      200,
    );
  });

  it('does not help with another account, nor when tampered with', async () => {
    const [owner, other] = [await createAccount(ctx), await createAccount(ctx)];
    const othersDevice = deviceCookie(
      await signIn(other.email, other.password, { ip: '10.37.0.1' }),
    );
    const ownDevice = deviceCookie(await signIn(owner.email, owner.password, { ip: '10.37.0.2' }));
    await flood(owner.email, 12, '10.38.0');
    const tampered = ownDevice.replace(/\.[^.]+$/, '.forged-signature');
    for (const device of [othersDevice, tampered, 'device=made-up']) {
      expect(
        (await signIn(owner.email, owner.password, { ip: '10.39.0.1', device })).statusCode,
      ).toBe(429);
    }
    expect(
      (await signIn(owner.email, owner.password, { ip: '10.39.0.1', device: ownDevice }))
        .statusCode,
    ).toBe(200);
  });
});

describe('creating accounts', () => {
  it('allows 10 new accounts per address in 15 minutes; a refused weak password does not count', async () => {
    const signUp = (n: number, password: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: {
          firstName: 'Kim',
          lastName: 'Osei',
          email: `signup-${n}@example.org`,
          password,
        },
        remoteAddress: '10.40.0.1',
      });
    for (let n = 0; n < 3; n += 1) {
      const weak = await signUp(100 + n, 'password1234');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'weak_password', field: 'password' });
    }
    for (let n = 0; n < 10; n += 1)
      expect((await signUp(n, 'a calm long password')).statusCode).toBe(202);
    const refused = await signUp(10, 'a calm long password');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
