import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { ProviderPage } from '@shared/api/providers';
import { appointmentRequests, jobs, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { createMailer } from '@server/lib/mail';
import { startSmtpServer } from '../../../../../tests/servers/smtp-server';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { freshDataDir } from '../../../../../tests/support/server-process';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { notifyFamilyJob } from './notify-family.job';
import { sendProviderRequestJob } from './send-provider-request.job';

const DAY = 86_400_000;
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let runJobs: () => Promise<number>;
let runNotices: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpServer();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Care Finder <requests@example.org>',
    dataDir: freshDataDir(),
  });
  const replyLinks = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  runJobs = () => runDueJobs([sendProviderRequestJob], { db: ctx.database.db, mailer, replyLinks });
  runNotices = () =>
    runDueJobs([notifyFamilyJob], { db: ctx.database.db, mailer, appUrl: ctx.config.APP_URL });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

let providerCount = 0;
async function newProvider(email: string | null, averageWaitTime: number | null = 60) {
  providerCount += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Reply Test Clinic ${providerCount}`,
      specialty: 'Clinical Psychologist',
      city: 'Raleigh',
      state: 'NC',
      latitude: 35.78,
      longitude: -78.64,
      averageWaitTime,
      email,
      source: 'admin',
    })
    .returning();
  return row!;
}

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });

/** A family with a profile asks one provider; returns the family and the e-mail's reply token. */
async function familyAsks(providerId: string, profile = { insuranceType: 'Medicaid' }) {
  const family = await createAccount(ctx, { firstName: 'Dana', lastName: 'Whitfield' });
  await call(family, {
    method: 'PUT',
    url: '/api/profile',
    payload: { ...profile, desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  await call(family, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
  const submitted = await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  const before = smtp.received.length;
  await runJobs();
  const mail = smtp.received.slice(before).at(-1);
  const token = mail?.parsed.text?.match(/\/provider-reply\/([\w-]{43})/)?.[1] ?? null;
  return { family, mail, token };
}

const form = (token: string) => ctx.app.inject({ url: `/api/provider-replies/${token}` });
const reply = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/provider-replies/${token}`, payload });
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const answer = (days = 20) => ({
  earliestDate: inDays(days),
  acceptingNewPatients: true,
  insuranceAccepted: true,
  message: 'Call us to confirm the time.',
});
const requestsOf = async (family: TestAccount) =>
  (await call(family, { url: '/api/appointment-requests' })).json() as AppointmentRequest[];

describe('the e-mail to the provider', () => {
  it('carries the minimum the provider needs and a reply link, and nothing else', async () => {
    const provider = await newProvider('front-desk@clinic.example');
    const { mail, token } = await familyAsks(provider.id);
    expect(mail?.to).toEqual(['front-desk@clinic.example']);
    const text = mail!.parsed.text!;
    expect(text).toContain('Dana');
    expect(text).toContain('Insurance: Medicaid');
    expect(text).toContain('Services wanted: Autism Diagnosis');
    expect(text).toContain('ZIP code: 27601');
    expect(text).not.toContain('Whitfield');
    expect(text).not.toMatch(/parent-[\w-]+@example\.org/);
    expect(mail!.parsed.html).toContain(`/provider-reply/${token}`);
    expect(mail!.parsed.messageId).toMatch(/^<provider-request-[0-9a-f-]{36}@autism-care-finder>$/);
  });

  it('is not sent to a provider without an e-mail address, which gets no link', async () => {
    const provider = await newProvider(null);
    const { mail, token } = await familyAsks(provider.id);
    expect(mail).toBeUndefined();
    expect(token).toBeNull();
    const rows = await ctx.database.db
      .select({ hash: appointmentRequests.replyTokenHash })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, provider.id));
    expect(rows).toEqual([{ hash: null }]);
  });

  it('is one durable job per request, so running the jobs again sends nothing more', async () => {
    const provider = await newProvider('again@clinic.example');
    await familyAsks(provider.id);
    const before = smtp.received.length;
    await runJobs();
    expect(smtp.received.length).toBe(before);
    const pending = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, sendProviderRequestJob.kind));
    expect(pending.every((job) => job.doneAt !== null)).toBe(true);
  });
});

describe('GET /api/provider-replies/{token}', () => {
  it('shows the provider its name and the insurance to confirm, and nothing about the family', async () => {
    const provider = await newProvider('form@clinic.example');
    const { token } = await familyAsks(provider.id);
    const response = await form(token!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'insuranceType', 'providerName']);
    expect(body.providerName).toBe(provider.name);
    expect(body.insuranceType).toBe('Medicaid');
    // 14 days after the request was sent.
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(14 * DAY);
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    const malformed = await form('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('token');
    expect((await form('A'.repeat(43))).statusCode).toBe(404);
  });

  it('answers 410 once the link has expired', async () => {
    const provider = await newProvider('late@clinic.example');
    const { token } = await familyAsks(provider.id);
    await ctx.database.db
      .update(appointmentRequests)
      .set({ replyTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentRequests.providerId, provider.id));
    const response = await form(token!);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: 'reply_link_expired',
      message: 'This reply link has expired.',
    });
    expect((await reply(token!, answer())).statusCode).toBe(410);
  });
});

describe('POST /api/provider-replies/{token}', () => {
  it('records the answer once; the family sees it and the link is spent', async () => {
    const provider = await newProvider('answer@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const response = await reply(token!, answer(20));
    expect(response.statusCode).toBe(204);

    const [request] = await requestsOf(family);
    expect(request!.reply).toMatchObject({
      earliestDate: inDays(20),
      acceptingNewPatients: true,
      insuranceAccepted: true,
      message: 'Call us to confirm the time.',
    });
    const again = await reply(token!, answer(5));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'reply_already_answered',
      message: 'This request has already been answered. Thank you!',
    });
    expect((await form(token!)).statusCode).toBe(410);
    expect((await requestsOf(family))[0]!.reply!.earliestDate).toBe(inDays(20));
  });

  it('lets only one of two answers sent at once land', async () => {
    const provider = await newProvider('race@clinic.example');
    const { token } = await familyAsks(provider.id);
    const results = await Promise.all([reply(token!, answer(10)), reply(token!, answer(30))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 410]);
  });

  it.each([
    ['earliestDate', { earliestDate: undefined }],
    ['earliestDate', { earliestDate: '12/03/2027' }],
    ['earliestDate', { earliestDate: inDays(-5) }],
    ['earliestDate', { earliestDate: inDays(900) }],
    ['acceptingNewPatients', { acceptingNewPatients: 'yes' }],
    ['insuranceAccepted', { insuranceAccepted: null }],
    ['message', { message: 'x'.repeat(1001) }],
  ])('answers 400 naming %s and records nothing', async (field, change) => {
    const provider = await newProvider('invalid@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const response = await reply(token!, { ...answer(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect((await requestsOf(family))[0]!.reply).toBeNull();
    expect((await form(token!)).statusCode).toBe(200);
  });

  it('asks nothing about insurance when the family gave none', async () => {
    const provider = await newProvider('no-insurance@clinic.example');
    const { family, token } = await familyAsks(provider.id, { insuranceType: '' });
    // The profile needs an insurance to be saved, so this family has no profile at all.
    expect((await form(token!)).json().insuranceType).toBeNull();
    expect((await reply(token!, { ...answer(), insuranceAccepted: null })).statusCode).toBe(204);
    expect((await requestsOf(family))[0]!.reply!.insuranceAccepted).toBeNull();
  });
});

describe('the insurance asked about', () => {
  it('is the one the profile named when the request was sent, not a later one', async () => {
    const provider = await newProvider('insurance@clinic.example');
    const { family, token } = await familyAsks(provider.id, { insuranceType: 'Medicaid' });
    await call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: { insuranceType: 'Aetna', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
    });
    expect((await form(token!)).json()).toMatchObject({ insuranceType: 'Medicaid' });
    expect((await reply(token!, answer(15))).statusCode).toBe(204);
    expect((await requestsOf(family))[0]).toMatchObject({
      insuranceType: 'Medicaid',
      reply: { insuranceAccepted: true },
    });
  });
});

describe('the family is told', () => {
  it("e-mails the family's verified address the clinic's answer and a link, once", async () => {
    const provider = await newProvider('answers@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    await runNotices();
    expect(smtp.received.some((mail) => mail.to.includes(family.email))).toBe(false);
    expect((await reply(token!, answer(20))).statusCode).toBe(204);
    const before = smtp.received.length;
    expect(await runNotices()).toBe(1);
    const mail = smtp.received.slice(before).find((m) => m.to.includes(family.email))!;
    expect(mail.parsed.subject).toBe(`${provider.name} answered your request`);
    const text = mail.parsed.text!;
    expect(text).toContain('Hello Dana,');
    expect(text).toMatch(/They can offer an appointment from \d{1,2} \w+ \d{4}\./);
    expect(text).toContain('They accept your insurance.');
    expect(text).toContain('Their message: Call us to confirm the time.');
    expect(text).toContain(`${ctx.config.APP_URL}/appointments`);
    expect(await runNotices()).toBe(0);

    // The answer is news until the family looks at its requests.
    expect((await requestsOf(family))[0]!.news).toBe(true);
    const seen = await call(family, { method: 'POST', url: '/api/appointment-requests/seen' });
    expect(seen.statusCode).toBe(204);
    expect((await requestsOf(family))[0]!.news).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/appointment-requests/seen' })).statusCode,
    ).toBe(401);
  });

  it('says plainly when the clinic is not taking new patients', async () => {
    const provider = await newProvider('full@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    await reply(token!, { ...answer(90), acceptingNewPatients: false, insuranceAccepted: false });
    const before = smtp.received.length;
    await runNotices();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(family.email))!;
    expect(mail.parsed.text).toContain('They are not accepting new patients right now.');
  });
});

describe("a provider's estimated wait", () => {
  const waitOf = async (name: string) => {
    const family = await createAccount(ctx);
    const page = (
      await call(family, { url: `/api/providers?q=${encodeURIComponent(name)}` })
    ).json() as ProviderPage;
    const [found] = page.providers;
    return { days: found!.averageWaitTime, source: found!.waitSource };
  };

  it('stays the listed wait until three replies, then is their median, reported by provider', async () => {
    const provider = await newProvider('median@clinic.example', 90);
    expect(await waitOf(provider.name)).toEqual({ days: 90, source: 'listed' });
    for (const [i, days] of [10, 40].entries()) {
      const { token } = await familyAsks(provider.id);
      expect((await reply(token!, answer(days))).statusCode, `reply ${i}`).toBe(204);
    }
    expect(await waitOf(provider.name)).toEqual({ days: 90, source: 'listed' });
    const { token } = await familyAsks(provider.id);
    await reply(token!, answer(20));
    expect(await waitOf(provider.name)).toEqual({ days: 20, source: 'reported' });

    // A new request records the estimate of the moment.
    const { family } = await familyAsks(provider.id);
    expect((await requestsOf(family))[0]!.estimatedWaitTime).toBe(20);
  });

  it('counts booked appointments as observed waits', async () => {
    const provider = await newProvider(null, null);
    expect(await waitOf(provider.name)).toEqual({ days: null, source: null });
    for (const days of [7, 9, 30]) {
      const { family } = await familyAsks(provider.id);
      const [request] = await requestsOf(family);
      const response = await call(family, {
        method: 'PUT',
        url: `/api/appointment-requests/${request!.id}/schedule`,
        payload: {
          scheduledDate: new Date(Date.now() + days * DAY).toISOString(),
          timeZone: 'America/New_York',
          contactEmail: 'parent@example.org',
        },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await waitOf(provider.name)).toEqual({ days: 9, source: 'observed' });
  });
});
