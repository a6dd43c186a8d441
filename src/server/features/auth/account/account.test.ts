import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountSession } from '@shared/api/auth';
import {
  accountTokens,
  appointmentRequests,
  auditLog,
  careBasketItems,
  jobs,
  profiles,
  providers,
  sessions,
  users,
} from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { requestPasswordResetJob } from '@server/domain/account-links/request-password-reset.job';
import { runDueJobs } from '@server/lib/job-runner';
import { createMailer } from '@server/lib/mail';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import {
  createAccount,
  sessionCookie,
  type TestAccount,
} from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { FORGOT_PASSWORD_ANSWER } from './account.routes';

// 'Forgot password?' is queued as a request, which becomes a link and then its e-mail.
const accountJobs = [requestPasswordResetJob, sendAccountEmailJob];

let ctx: TestContext;
let smtp: SmtpWithMailer;
let deliver: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  smtp = await startSmtpWithMailer('a@example.org');
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

const NEW_PASSWORD = 'tangerine orchard by the river';
const call = (account: { cookie: string } | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
let ip = 0;
const signIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: `10.60.${++ip % 250}.1`,
  });
const me = async (account: { cookie: string }) =>
  (await call(account, { url: '/api/auth/user' })).statusCode;
const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const resetTokenFor = async (email: string) => {
  await deliver();
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
  return /\/reset-password\?token=([\w-]+)/.exec(mail?.parsed.text ?? '')?.[1];
};
const reset = (token: string, password = NEW_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });

describe('a forgotten password', () => {
  it('answers the same for an account and a stranger, and e-mails only the account', async () => {
    const family = await createAccount(ctx);
    const known = await forgot(family.email);
    const unknown = await forgot('nobody-here@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await deliver();
    expect(smtp.received.map((m) => m.to)).toEqual([[family.email]]);
    expect(smtp.received[0]!.parsed.subject).toBe('Reset your Autism Care Finder password');
  });

  it('answers before making the link: the same one queued request for an account and a stranger', async () => {
    const family = await createAccount(ctx);
    const queued = () =>
      ctx.database.db.select().from(jobs).where(eq(jobs.kind, 'password-reset-request'));
    const before = (await queued()).length;
    expect((await forgot(family.email)).statusCode).toBe(202);
    expect((await forgot('nobody-at-all@example.org')).statusCode).toBe(202);
    // Answered with nothing of the account's written yet: no link, so no time spent on one.
    const links = () =>
      ctx.database.db
        .select()
        .from(accountTokens)
        .where(
          and(eq(accountTokens.userId, family.id), eq(accountTokens.purpose, 'reset_password')),
        );
    expect(await links()).toEqual([]);
    expect((await queued()).length).toBe(before + 2);

    await deliver();
    expect(await links()).toHaveLength(1);
    expect(smtp.received.map((m) => m.to)).toEqual([[family.email]]);
    // The addresses as typed, one of nobody with an account, are not kept once handled.
    expect((await queued()).length).toBe(before);
  });

  it('sets a new password once through the link, ending every session', async () => {
    const family = await createAccount(ctx);
    const other = sessionCookie(await signIn(family.email, family.password));
    await forgot(family.email);
    const token = (await resetTokenFor(family.email))!;

    const weak = await reset(token, 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'weak_password', field: 'password' });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: family.email });
    expect(await me(family)).toBe(401);
    expect(await me({ cookie: other })).toBe(401);
    expect(await me({ cookie: sessionCookie(done) })).toBe(200);
    expect((await signIn(family.email, family.password)).statusCode).toBe(401);
    expect((await signIn(family.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'another tangerine orchard');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'link_used' });
  });

  it('refuses a link after 30 minutes', async () => {
    const family = await createAccount(ctx);
    await forgot(family.email);
    const token = (await resetTokenFor(family.email))!;
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, family.email));
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user!.id));
    const late = await reset(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'link_expired' });
    expect((await signIn(family.email, family.password)).statusCode).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  const change = (account: TestAccount | null, payload: object) =>
    call(account, { method: 'POST', url: '/api/account/password', payload });

  it('needs the current password, and ends every other session', async () => {
    const family = await createAccount(ctx);
    const elsewhere = sessionCookie(await signIn(family.email, family.password));
    const wrong = await change(family, {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'currentPassword' });
    const short = await change(family, { currentPassword: family.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'newPassword' });
    expect(await me({ cookie: elsewhere })).toBe(200);

    const ok = await change(family, {
      currentPassword: family.password,
      newPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(204);
    expect(await me(family)).toBe(200);
    expect(await me({ cookie: elsewhere })).toBe(401);
    expect((await signIn(family.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await change(null, { currentPassword: 'x', newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the account’s browsers without tokens, and signs out the others', async () => {
    const family = await createAccount(ctx);
    const firefox = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: family.email, password: family.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
      remoteAddress: '10.61.0.1',
    });
    const stranger = await createAccount(ctx);
    const list = await call(family, { url: '/api/account/sessions' });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as AccountSession[];
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    expect(rows.map((row) => row.device)).toContainEqual({ browser: 'Firefox', system: 'Windows' });
    const stored = await ctx.database.db.select().from(sessions);
    for (const { tokenHash } of stored) expect(list.body).not.toContain(tokenHash);
    expect(list.body).not.toContain(family.cookie.split('=')[1]!.split('.')[0]);

    // Someone holding this browser, not knowing the password, cannot lock the owner out.
    for (const payload of [{}, { password: 'not the password' }]) {
      const refused = await call(family, {
        method: 'POST',
        url: '/api/account/sessions/sign-out-others',
        payload,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    }
    expect(await me({ cookie: sessionCookie(firefox) })).toBe(200);
    const ended = await call(family, {
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      payload: { password: family.password },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await me({ cookie: sessionCookie(firefox) })).toBe(401);
    expect(await me(family)).toBe(200);
    expect(await me(stranger)).toBe(200);
    expect((await call(null, { url: '/api/account/sessions' })).statusCode).toBe(401);
  });
});

describe('guessing the password of a signed-in account', () => {
  const guesses = async (send: (n: number) => Promise<{ statusCode: number }>, count: number) => {
    const statuses: number[] = [];
    for (let n = 0; n < count; n += 1) statuses.push((await send(n)).statusCode);
    return statuses;
  };

  it.each([
    ['changing the password', 'POST', '/api/account/password', 'currentPassword', 1],
    ['deleting the account', 'DELETE', '/api/account', 'password', 2],
    ['signing out everywhere else', 'POST', '/api/account/sessions/sign-out-others', 'password', 3],
  ] as const)(
    'counts each wrong password when %s, as signing in does: 10 checks, then 429',
    async (_, method, url, field, place) => {
      const family = await createAccount(ctx);
      // From an address of its own, so other tests' attempts do not count here.
      const remoteAddress = `10.62.${place}.1`;
      const statuses = await guesses(
        (n) =>
          ctx.app.inject({
            method,
            url,
            payload: { [field]: `wrong guess ${n}`, newPassword: NEW_PASSWORD },
            headers: { cookie: family.cookie },
            remoteAddress,
          }),
        15,
      );
      expect(statuses).toEqual([...Array(10).fill(403), ...Array(5).fill(429)]);
      // The same count as the sign-in form's: the right password is refused there too for now.
      expect((await signIn(family.email, family.password)).statusCode).toBe(429);
      expect(await me(family)).toBe(200);
    },
  );
});

describe('your data', () => {
  it('exports everything the account owns and nothing of another family', async () => {
    const family = await createAccount(ctx, { firstName: 'Noor' });
    const other = await createAccount(ctx, { firstName: 'Quentin' });
    const [provider] = await ctx.database.db.select().from(providers).limit(1);
    for (const account of [family, other]) {
      await call(account, {
        method: 'PUT',
        url: '/api/profile',
        payload: {
          insuranceType: account === family ? 'Medicaid' : 'Aetna',
          desiredServices: ['Autism Diagnosis'],
          zipCode: '27601',
          childAgeYears: account === family ? 4 : 9,
          childAgeMonths: 2,
          lookingFor: account === family ? 'An evaluation soon.' : 'Speech therapy for Quentin.',
          phone: account === family ? '(919) 555-0147' : '(919) 555-0199',
        },
      });
      await call(account, {
        method: 'POST',
        url: '/api/care-basket',
        payload: { providerId: provider!.id },
      });
    }
    const response = await call(family, { url: '/api/account/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.json"/);
    expect(response.headers['cache-control']).toContain('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      email: family.email,
      firstName: 'Noor',
      emailVerified: true,
      language: 'en',
    });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.profile).toMatchObject({
      insuranceType: 'Medicaid',
      zipCode: '27601',
      childAgeMonths: 50,
      lookingFor: 'An evaluation soon.',
      phone: '(919) 555-0147',
      travelMiles: 50,
      insuranceNetwork: null,
    });
    expect(data.careBasket).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('Quentin');
    expect(response.body).not.toContain('Aetna');
    expect(response.body).not.toMatch(/scrypt\$/);
    expect((await call(null, { url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('deletes the account and its data with the right password, keeping an anonymous audit entry', async () => {
    const family = await createAccount(ctx);
    const other = await createAccount(ctx);
    const [provider] = await ctx.database.db.select().from(providers).limit(1);
    await call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider!.id },
    });
    await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });

    const wrong = await call(family, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'nope nope nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    expect(await me(family)).toBe(200);

    const gone = await call(family, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: family.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(await me(family)).toBe(401);
    const db = ctx.database.db;
    expect(await db.select().from(users).where(eq(users.id, family.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, family.id))).toEqual([]);
    expect(
      await db.select().from(careBasketItems).where(eq(careBasketItems.userId, family.id)),
    ).toEqual([]);
    expect(
      await db.select().from(appointmentRequests).where(eq(appointmentRequests.userId, family.id)),
    ).toEqual([]);
    const audit = JSON.stringify(await db.select().from(auditLog));
    expect(audit).not.toContain(family.email);
    expect(audit).toContain('account_deleted');
    expect(await me(other)).toBe(200);
    expect(
      (await call(null, { method: 'DELETE', url: '/api/account', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('the outbox', () => {
  it("keeps no e-mail of a deleted account, and every other family's", async () => {
    const family = await createAccount(ctx);
    const other = await createAccount(ctx);
    // Without SMTP_URL every e-mail is an .eml file in DATA_DIR/outbox.
    const outbox = createMailer({ from: 'accounts@example.org', dataDir: ctx.config.DATA_DIR });
    for (const [n, to] of [family.email, family.email.toUpperCase(), other.email].entries()) {
      await outbox.send({ messageId: `<outbox-${n}@test>`, to, subject: 'Hello', text: 'Hi' });
    }
    const files = () => readdir(path.join(ctx.config.DATA_DIR, 'outbox'));
    const recipients = async () =>
      Promise.all(
        (await files()).map(
          async (file) =>
            /^To: (.+)$/m.exec(
              await readFile(path.join(ctx.config.DATA_DIR, 'outbox', file), 'utf8'),
            )?.[1],
        ),
      );
    expect(await recipients()).toContain(family.email);

    const deleted = await call(family, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: family.password },
    });
    expect(deleted.statusCode).toBe(204);
    const left = await recipients();
    expect(left.map((to) => to?.toLowerCase())).not.toContain(family.email);
    expect(left).toContain(other.email);
  });
});
