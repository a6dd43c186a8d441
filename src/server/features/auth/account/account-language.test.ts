import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { requestPasswordResetJob } from '@server/domain/account-links/request-password-reset.job';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, sendAccountEmails } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// 'Forgot password?' is queued as a request, which becomes a link and then its e-mail.
const accountJobs = [requestPasswordResetJob, sendAccountEmailJob];

let ctx: TestContext;
let smtp: SmtpWithMailer;
let deliver: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
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

const setLanguage = (cookie: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
  });
const languageOf = async (id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]?.language;

describe("the account's language", () => {
  it("is the browser's at sign-up, and its verification e-mail is written in it", async () => {
    const email = 'ana.spanish@example.org';
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { firstName: 'Ana', lastName: 'Ruiz', email, password: 'a long enough password' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      remoteAddress: '10.70.0.1',
    });
    expect(signUp.statusCode).toBe(202);
    const mail = (await sendAccountEmails(ctx)).find((message) => message.to === email);
    expect(mail?.subject).toBe('Confirme su correo electrónico para Autism Care Finder');
    // No name yet: whoever signs up typed it, and the address is not proved.
    expect(String(mail?.text)).toMatch(/^Hola:\n\nPor favor, confirme/);

    const english = await createAccount(ctx, { acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' });
    const me = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { cookie: english.cookie },
    });
    expect(me.json()).toMatchObject({ language: 'en' });
    expect(await languageOf((await createAccount(ctx)).id)).toBe('en');
  });

  it('PUT /api/account/language keeps the choice, and the next e-mail is in it', async () => {
    const family = await createAccount(ctx, { firstName: 'Lucía' });
    const answer = await setLanguage(family.cookie, { language: 'es' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: family.cookie } });
    expect(me.json()).toMatchObject({ language: 'es' });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: family.email },
    });
    await deliver();
    const reset = smtp.received.find((mail) => mail.to.includes(family.email));
    expect(reset?.parsed.subject).toBe('Cambie su contraseña de Autism Care Finder');
    expect(reset?.parsed.text).toMatch(/^Hola, Lucía:\n\nAlguien pidió cambiar la contraseña/);

    expect((await setLanguage(family.cookie, { language: 'en' })).statusCode).toBe(204);
    expect(await languageOf(family.id)).toBe('en');
  });

  it('refuses a language it does not have with a 400 naming the field, and changes nothing', async () => {
    const family = await createAccount(ctx);
    for (const body of [{ language: 'fr' }, { language: 'ES' }, { language: 1 }, {}]) {
      const refused = await setLanguage(family.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'language' });
    }
    expect(await languageOf(family.id)).toBe('en');
  });

  it('answers 401 without a session', async () => {
    const refused = await setLanguage(null, { language: 'es' });
    expect(refused.statusCode).toBe(401);
  });
});
