import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAILS_PER_DAY } from '@shared/rules/sending-limits';
import { accountTokens, appointmentRequests, providers, users } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createAccount, signUpCookie } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { requestPasswordResetJob } from '@server/domain/account-links/request-password-reset.job';

// 'Forgot password?' is queued as a request, which becomes a link and then its e-mail.
const accountJobs = [requestPasswordResetJob, sendAccountEmailJob];

// E-mail ownership: the links travel through a real SMTP server and are read back from there.

let ctx: TestContext;
let smtp: SmtpWithMailer;
let deliver: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'chief@example.org' } });
  await seedSampleData(ctx.database.db);
  smtp = await startSmtpWithMailer('Care Finder <accounts@example.org>');
  const accountLinks = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  deliver = () =>
    runDueJobs(accountJobs, { db: ctx.database.db, mailer: smtp.mailer, accountLinks });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const inject = (options: InjectOptions) => ctx.app.inject(options);
const as = (account: { cookie: string }, options: InjectOptions) =>
  inject({ ...options, headers: { ...options.headers, cookie: account.cookie } });

let n = 0;
async function signUp(email = `family-${++n}@example.org`, password = 'a calm long password') {
  const response = await inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { firstName: 'Rosa', lastName: 'Lima', email, password },
    remoteAddress: `10.50.${n % 250}.1`,
  });
  // The browser that signed up keeps this cookie: there the link alone finishes sign-up.
  const browser = response.statusCode === 202 ? signUpCookie(response) : '';
  return { response, email, password, browser };
}

const signIn = (email: string, password: string) =>
  inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: '10.51.0.1',
  });

function mailTo(email: string) {
  const mails = smtp.received.filter((mail) => mail.to.includes(email));
  return mails[mails.length - 1];
}

const tokenIn = (text: string | undefined, path: string) =>
  new RegExp(`${path}\\?token=([\\w-]+)`).exec(text ?? '')?.[1];

// Each from its own client address: the per-address sign-in limit is for the test about it.
let verifications = 0;
const verify = (token: string, cookie?: string, extra: Record<string, unknown> = {}) =>
  inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token, ...extra },
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.53.${++verifications % 250}.${Math.floor(verifications / 250) % 250}`,
  });

const resend = (email: string) =>
  inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const sid = response.cookies.find((c) => c.name === 'sid');
  return sid ? `sid=${sid.value}` : undefined;
};

describe('sign-up and the verification e-mail', () => {
  it('e-mails a single-use link that, in the browser that signed up, confirms the address and signs in', async () => {
    const { response, email, browser } = await signUp();
    // Signing up alone opens no session.
    expect(cookieOf(response)).toBeUndefined();
    expect(response.statusCode).toBe(202);
    expect(await deliver()).toBeGreaterThan(0);
    const mail = mailTo(email)!;
    expect(mail.parsed.subject).toBe('Confirm your e-mail address for Autism Care Finder');
    const token = tokenIn(mail.parsed.text, '/verify-email')!;
    expect(mail.parsed.text).toContain(`${ctx.config.APP_URL}/verify-email?token=${token}`);
    // Only the token's hash is stored.
    const stored = await ctx.database.db.select().from(accountTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await verify(token, browser);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, emailVerified: true });
    const me = await inject({ url: '/api/auth/user', headers: { cookie: cookieOf(verified)! } });
    expect(me.json()).toMatchObject({ email, emailVerified: true });

    const again = await verify(token, browser);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'link_used' });
  });

  it('refuses an expired link, an unknown one and a malformed one', async () => {
    const { email } = await signUp();
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user!.id));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'link_expired' });
    expect((await verify('A'.repeat(43))).json()).toMatchObject({ code: 'link_invalid' });
    const malformed = await verify('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_input', field: 'token' });
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(after!.emailVerifiedAt).toBeNull();
  });

  it('answers a registered address like a new one and tells only its owner', async () => {
    const owner = await createAccount(ctx);
    const again = await signUp(owner.email, 'another calm long password');
    expect(again.response.statusCode).toBe(202);
    expect(again.response.json()).toEqual({ email: owner.email });
    await deliver();
    const mail = mailTo(owner.email)!;
    expect(mail.parsed.subject).toBe('You already have an Autism Care Finder account');
    expect(mail.parsed.text).not.toMatch(/verify-email/);
    // The way to a new password is a link to follow, in both parts.
    const forgot = `${ctx.config.APP_URL}/forgot-password`;
    expect(mail.parsed.html).toContain(`<a href="${forgot}">Choose a new password</a>`);
    expect(mail.parsed.text).toContain(`Choose a new password: ${forgot}`);
    // A second try the same day sends no second note.
    await signUp(owner.email, 'another calm long password');
    smtp.received.length = 0;
    await deliver();
    expect(mailTo(owner.email)).toBeUndefined();
  });

  it('sends a new link on request, without a session, which replaces the old one, up to a daily limit', async () => {
    const { email, browser } = await signUp();
    await deliver();
    const first = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    const again = await resend(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ email });
    await deliver();
    const second = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    expect(second).not.toBe(first);
    expect((await verify(first, browser)).json()).toMatchObject({ code: 'link_used' });

    // One was sent at sign-up and one just now; past the day's allowance the answer is the same
    // and nothing is sent.
    for (let i = 2; i < ACCOUNT_EMAILS_PER_DAY; i += 1)
      expect((await resend(email)).statusCode).toBe(202);
    await deliver();
    const last = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    smtp.received.length = 0;
    expect((await resend(email)).statusCode).toBe(202);
    await deliver();
    expect(mailTo(email)).toBeUndefined();
    expect((await verify(last, browser)).statusCode).toBe(200);
  });

  it('answers the same for an address without an unconfirmed account, and sends nothing', async () => {
    const family = await createAccount(ctx);
    for (const email of [family.email, `nobody-${++n}@example.org`]) {
      const answer = await resend(email);
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ email });
    }
    await deliver();
    expect(smtp.received).toEqual([]);
    const bad = await resend('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'email' });
  });
});

describe('the password chosen at sign-up', () => {
  it('opens nothing before the address is proved: sign-in answers 403 and starts no session', async () => {
    const { email, password } = await signUp();
    const refused = await signIn(email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_not_verified' });
    expect(refused.json().message).toMatch(/confirm your e-mail address/i);
    expect(cookieOf(refused)).toBeUndefined();
    // A wrong password is answered as for any account: nothing says the address is registered.
    const wrong = await signIn(email, `${password} not`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('outside the browser that signed up, the link needs that password too', async () => {
    const { email, password } = await signUp();
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    const asked = await verify(token);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'password_needed', field: 'password' });
    expect(asked.json().message).toContain(email);
    const wrong = await verify(token, undefined, { password: 'my own long password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    const [unproved] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(unproved!.emailVerifiedAt).toBeNull();

    const verified = await verify(token, undefined, { password });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, emailVerified: true });
    expect((await signIn(email, password)).statusCode).toBe(200);
  });

  it('guessing it through the link counts against the sign-in limits', async () => {
    const { email } = await signUp();
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    const answers: number[] = [];
    for (let i = 0; i < 15; i += 1)
      answers.push((await verify(token, undefined, { password: `guess number ${i}` })).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(403));
    expect(answers.slice(10)).toEqual(Array(5).fill(429));
  });

  it('a stranger who signs up with someone else’s address gains nothing, even once the owner acts', async () => {
    // Someone who does not read this mailbox signs up with it.
    const { email, password: strangers } = await signUp();
    expect((await signIn(email, strangers)).statusCode).toBe(403);
    // The owner opens the link on their own device: asked for a password they never chose.
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    expect((await verify(token)).json()).toMatchObject({ code: 'password_needed' });
    expect(
      (await verify(token, undefined, { password: 'the owner’s own password' })).json(),
    ).toMatchObject({ code: 'wrong_password' });
    // So they choose one through 'Forgot password?', which the same mailbox receives.
    smtp.received.length = 0;
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await deliver();
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: tokenIn(mailTo(email)!.parsed.text, '/reset-password')!,
        password: 'the owner’s own long password',
      },
    });
    expect(reset.statusCode).toBe(200);
    // Reclaimed: the names the stranger typed are gone, and the owner is asked for theirs.
    expect(reset.json()).toMatchObject({
      email,
      emailVerified: true,
      firstName: null,
      lastName: null,
    });
    const owner = { cookie: cookieOf(reset)! };
    smtp.received.length = 0;
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await deliver();
    expect(mailTo(email)!.parsed.text).toMatch(/^Hello,\n/);
    expect(JSON.stringify(mailTo(email)!.parsed)).not.toMatch(/Rosa|Lima/);
    const named = await as(owner, {
      method: 'PUT',
      url: '/api/account/name',
      payload: { firstName: 'Ana', lastName: 'Ortiz' },
    });
    expect(named.json()).toMatchObject({ firstName: 'Ana', lastName: 'Ortiz' });
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await deliver();
    expect(mailTo(email)!.parsed.text).toMatch(/^Hello Ana,\n/);
    // The stranger's password is dead, and the stranger's link-less sign-up left no session.
    const stranger = await signIn(email, strangers);
    expect(stranger.statusCode).toBe(401);
    expect((await signIn(email, 'the owner’s own long password')).statusCode).toBe(200);
    expect((await verify(token, undefined, { password: strangers })).statusCode).toBe(410);
  });
});

describe('opening the link', () => {
  it('in a browser signed in to another account, asks before switching, and spends nothing', async () => {
    const parent = await createAccount(ctx);
    const { email, password } = await signUp();
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;

    const asked = await verify(token, parent.cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'switch_account_needed' });
    const [unverified] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(unverified!.emailVerifiedAt).toBeNull();
    expect((await as(parent, { url: '/api/auth/user' })).json()).toMatchObject({
      email: parent.email,
    });

    // Agreeing to switch is not enough in a browser that did not sign up: the password is asked.
    const switching = await verify(token, parent.cookie, { switchAccount: true });
    expect(switching.json()).toMatchObject({ code: 'password_needed' });
    const switched = await verify(token, parent.cookie, { switchAccount: true, password });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ email, emailVerified: true });
    // The browser's earlier session (the parent's) is over; the new one is the link's account.
    expect((await as(parent, { url: '/api/auth/user' })).statusCode).toBe(401);
    const now = await inject({ url: '/api/auth/user', headers: { cookie: cookieOf(switched)! } });
    expect(now.json()).toMatchObject({ email });
  });
});

describe('the greeting', () => {
  it('is a fixed phrase until the address is proved, then the account’s first name', async () => {
    // Whoever signs up chooses the name and the address it is sent to.
    const email = `greeted-${++n}@example.org`;
    const signedUp = await inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        firstName: 'Rosa',
        lastName: 'Lima',
        email,
        password: 'a calm long password',
      },
      remoteAddress: '10.52.0.1',
    });
    expect(signedUp.statusCode).toBe(202);
    await deliver();
    const verification = mailTo(email)!;
    expect(verification.parsed.text).toMatch(/^Hello,\n/);
    expect(verification.parsed.text).not.toContain('Rosa');
    expect(verification.parsed.html).not.toContain('Rosa');

    expect(
      (await verify(tokenIn(verification.parsed.text, '/verify-email')!, signUpCookie(signedUp)))
        .statusCode,
    ).toBe(200);
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await deliver();
    expect(mailTo(email)!.parsed.text).toMatch(/^Hello Rosa,\n/);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants nothing to whoever signs up first with the address; the owner who proves it is admin', async () => {
    const { email, password, browser } = await signUp('chief@example.org');
    expect((await signIn(email, password)).statusCode).toBe(403);
    await deliver();
    const verified = await verify(tokenIn(mailTo(email)!.parsed.text, '/verify-email')!, browser);
    expect(verified.json()).toMatchObject({ role: 'admin', emailVerified: true });
    const proved = cookieOf(verified)!;
    expect(
      (await inject({ url: '/api/admin/audit-log', headers: { cookie: proved } })).statusCode,
    ).toBe(200);
  });
});

describe('the daily allowance of requests', () => {
  it('refuses a submission that would pass it, sending nothing', async () => {
    const family = await createAccount(ctx);
    const many = await ctx.database.db.select({ id: providers.id }).from(providers).limit(31);
    for (const { id } of many) {
      await as(family, { method: 'POST', url: '/api/care-basket', payload: { providerId: id } });
    }
    const submit = await as(family, { method: 'POST', url: '/api/appointment-requests/submit' });
    expect(submit.statusCode).toBe(429);
    expect(submit.json()).toMatchObject({ code: 'sending_limit' });
    const requests = await ctx.database.db
      .select({ n: count() })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, family.id));
    expect(requests[0]!.n).toBe(0);
  });
});
