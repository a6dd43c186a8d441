import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAILS_PER_DAY } from '@shared/rules/sending-limits';
import { accountTokens, appointmentRequests, jobs, providers, users } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { sendAccountEmailJob } from '@server/lib/account-links/send-account-email.job';

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
    runDueJobs([sendAccountEmailJob], { db: ctx.database.db, mailer: smtp.mailer, accountLinks });
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
  return { response, email, password };
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

const verify = (token: string, cookie?: string) =>
  inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const sid = response.cookies.find((c) => c.name === 'sid');
  return sid ? `sid=${sid.value}` : undefined;
};

describe('sign-up and the verification e-mail', () => {
  it('e-mails a single-use link that confirms the address and signs its owner in', async () => {
    const { response, email } = await signUp();
    expect(response.statusCode).toBe(202);
    expect(await deliver()).toBeGreaterThan(0);
    const mail = mailTo(email)!;
    expect(mail.parsed.subject).toBe('Confirm your e-mail address for Autism Care Finder');
    const token = tokenIn(mail.parsed.text, '/verify-email')!;
    expect(mail.parsed.text).toContain(`${ctx.config.APP_URL}/verify-email?token=${token}`);
    // Only the token's hash is stored.
    const stored = await ctx.database.db.select().from(accountTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, emailVerified: true });
    const me = await inject({ url: '/api/auth/user', headers: { cookie: cookieOf(verified)! } });
    expect(me.json()).toMatchObject({ email, emailVerified: true });

    const again = await verify(token);
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
    // A second try the same day sends no second note.
    await signUp(owner.email, 'another calm long password');
    smtp.received.length = 0;
    await deliver();
    expect(mailTo(owner.email)).toBeUndefined();
  });

  it('sends a new link on request, which replaces the old one, up to a daily limit', async () => {
    const { email, password } = await signUp();
    await deliver();
    const first = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    const session = cookieOf(await signIn(email, password))!;
    const resend = () =>
      inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie: session },
      });
    expect((await resend()).statusCode).toBe(204);
    await deliver();
    const second = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;
    expect(second).not.toBe(first);
    expect((await verify(first)).json()).toMatchObject({ code: 'link_used' });

    // One was sent at sign-up and one just now.
    for (let i = 2; i < ACCOUNT_EMAILS_PER_DAY; i += 1)
      expect((await resend()).statusCode).toBe(204);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'sending_limit' });
    expect((await verify(second)).statusCode).toBe(410);
    expect(
      (await inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode,
    ).toBe(401);
  });
});

describe('opening the link', () => {
  it('ends every session begun before the address was proved: a stranger who signed up with it is out', async () => {
    // Someone who does not read this mailbox signs up with it, and signs in with their password.
    const { email, password } = await signUp();
    const stranger = cookieOf(await signIn(email, password))!;
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: stranger } })).statusCode,
    ).toBe(200);
    // The mailbox's owner opens the link.
    await deliver();
    const owner = await verify(tokenIn(mailTo(email)!.parsed.text, '/verify-email')!);
    expect(owner.statusCode).toBe(200);
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: stranger } })).statusCode,
    ).toBe(401);
    const ownerCookie = cookieOf(owner)!;
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: ownerCookie } })).statusCode,
    ).toBe(200);
  });

  it('in a browser signed in to another account, asks before switching, and spends nothing', async () => {
    const parent = await createAccount(ctx);
    const { email } = await signUp();
    await deliver();
    const token = tokenIn(mailTo(email)!.parsed.text, '/verify-email')!;

    const asked = await verify(token, parent.cookie);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'switch_account_needed' });
    const [unverified] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(unverified!.emailVerifiedAt).toBeNull();
    expect(await as(parent, { url: '/api/auth/user' })).toMatchObject({ statusCode: 200 });
    expect((await as(parent, { url: '/api/auth/user' })).json()).toMatchObject({
      email: parent.email,
    });

    const switched = await inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, switchAccount: true },
      headers: { cookie: parent.cookie },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ email, emailVerified: true });
    // The browser's earlier session (the parent's) is over; the new one is the link's account.
    expect((await as(parent, { url: '/api/auth/user' })).statusCode).toBe(401);
    const now = await inject({ url: '/api/auth/user', headers: { cookie: cookieOf(switched)! } });
    expect(now.json()).toMatchObject({ email });
  });

  it('in a browser signed in to the same account, just confirms it', async () => {
    const { email, password } = await signUp();
    const session = cookieOf(await signIn(email, password))!;
    await deliver();
    const verified = await verify(tokenIn(mailTo(email)!.parsed.text, '/verify-email')!, session);
    expect(verified.statusCode).toBe(200);
    const me = await inject({ url: '/api/auth/user', headers: { cookie: cookieOf(verified)! } });
    expect(me.json()).toMatchObject({ email, emailVerified: true });
  });
});

describe('before the address is verified', () => {
  let family: TestAccount;
  beforeAll(async () => {
    family = await createAccount(ctx, { verified: false });
  });

  it('the family can sign in, fill its profile and build a basket', async () => {
    expect((await as(family, { url: '/api/auth/user' })).json()).toMatchObject({
      emailVerified: false,
    });
    const profile = await as(family, {
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
    const added = await as(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider!.id },
    });
    expect(added.statusCode).toBe(201);
  });

  it('sending requests and scheduling answer 403 and send nothing', async () => {
    const jobsBefore = (await ctx.database.db.select({ n: count() }).from(jobs))[0]!.n;
    const submit = await as(family, { method: 'POST', url: '/api/appointment-requests/submit' });
    expect(submit.statusCode).toBe(403);
    expect(submit.json()).toMatchObject({ code: 'email_not_verified' });
    expect(submit.json().message).toMatch(/confirm your e-mail address/);
    const schedule = await as(family, {
      method: 'PUT',
      url: '/api/appointment-requests/00000000-0000-4000-8000-000000000001/schedule',
      payload: { scheduledDate: new Date(Date.now() + 86_400_000 * 9).toISOString() },
    });
    expect(schedule.statusCode).toBe(403);
    const requests = await ctx.database.db
      .select({ n: count() })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.userId, family.id));
    expect(requests[0]!.n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(jobs))[0]!.n).toBe(jobsBefore);
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

    expect((await verify(tokenIn(verification.parsed.text, '/verify-email')!)).statusCode).toBe(
      200,
    );
    await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await deliver();
    expect(mailTo(email)!.parsed.text).toMatch(/^Hello Rosa,\n/);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants nothing to whoever signs up first with the address, until it is verified', async () => {
    const { email, password } = await signUp('chief@example.org');
    const session = cookieOf(await signIn(email, password))!;
    expect(
      (await inject({ url: '/api/auth/user', headers: { cookie: session } })).json(),
    ).toMatchObject({ role: 'user', emailVerified: false });
    const admin = await inject({ url: '/api/admin/audit-log', headers: { cookie: session } });
    expect(admin.statusCode).toBe(403);

    await deliver();
    const verified = await verify(tokenIn(mailTo(email)!.parsed.text, '/verify-email')!, session);
    expect(verified.json()).toMatchObject({ role: 'admin', emailVerified: true });
    // The session from before the proof is over; the browser that opened the link has a new one.
    expect(
      (await inject({ url: '/api/admin/audit-log', headers: { cookie: session } })).statusCode,
    ).toBe(401);
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
