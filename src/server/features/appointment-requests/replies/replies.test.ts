import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { whatClinicsReceiveSchema } from '@shared/api/care-basket';
import type { ProviderPage } from '@shared/api/providers';
import { appointmentRequests, auditLog, jobs, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { clinicConfirms } from '../../../../../tests/support/clinic-confirmation';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { notifyFamilyJob } from './notify-family.job';
import { familyFactLines } from '@server/domain/clinic-requests/provider-request-email';
import { sendProviderRequestJob } from '@server/domain/clinic-requests/send-provider-request.job';

const DAY = 86_400_000;
let ctx: TestContext;
let smtp: SmtpWithMailer;
let runJobs: () => Promise<number>;
let runNotices: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  const replyLinks = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  runJobs = () =>
    runDueJobs([sendProviderRequestJob], { db: ctx.database.db, mailer: smtp.mailer, replyLinks });
  runNotices = () =>
    runDueJobs([notifyFamilyJob], {
      db: ctx.database.db,
      mailer: smtp.mailer,
      appUrl: ctx.config.APP_URL,
    });
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
async function familyAsks(
  providerId: string,
  profile: Record<string, unknown> = { insuranceType: 'Medicaid', phone: '(919) 555-0147' },
  acceptLanguage = 'en-US',
) {
  const family = await createAccount(ctx, {
    firstName: 'Dana',
    lastName: 'Whitfield',
    acceptLanguage,
  });
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
  answer: 'offer',
  earliestDate: inDays(days),
  insuranceAccepted: true,
  message: 'Call us to confirm the time.',
});
const waitlist = (amount = 3, unit = 'months', willCall = true) => ({
  answer: 'waitlist',
  waitlistAmount: amount,
  waitlistUnit: unit,
  willCall,
  insuranceAccepted: true,
});
const notAccepting = {
  answer: 'not_accepting',
  insuranceAccepted: false,
  message: 'Full until May.',
};
const stored = async (providerId: string) =>
  (
    await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, providerId))
  )[0]!;
/** The family's e-mails sent by the next run of the notice jobs. */
const noticesTo = async (family: TestAccount) => {
  const before = smtp.received.length;
  await runNotices();
  return smtp.received.slice(before).filter((m) => m.to.includes(family.email));
};
const requestsOf = async (family: TestAccount) =>
  (await call(family, { url: '/api/appointment-requests' })).json() as AppointmentRequest[];

/** An e-mail's paragraphs: the greeting first, then the answer. */
const paragraphs = (text: string | undefined) =>
  (text ?? '').split(/\n\n+/).map((line) => line.trim());

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
    expect(text).not.toContain('Family prefers Spanish');
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
  it('shows the provider its name, the insurance to confirm and what the family shared, no more', async () => {
    const provider = await newProvider('form@clinic.example');
    const { token, mail } = await familyAsks(provider.id);
    // The phone number the family chose to share reaches the clinic with the request.
    expect(mail!.parsed.text).toContain('Phone: (919) 555-0147');
    const response = await form(token!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'expiresAt',
      'family',
      'insuranceType',
      'practice',
      'providerName',
      'reply',
      'requestedTime',
    ]);
    expect(body.practice).toEqual({
      agesFrom: null,
      agesTo: null,
      languages: null,
      telehealth: null,
      reportedAt: null,
    });
    expect(body.family).toEqual({
      services: ['Autism Diagnosis'],
      careFor: 'child',
      childAge: null,
      lookingFor: null,
      phone: '(919) 555-0147',
      // The family chose no language for clinics: none is told.
      language: null,
    });
    expect(body.reply).toBeNull();
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
    expect((await confirmPractice(token!, practice)).statusCode).toBe(410);
  });
});

const practice = { agesFrom: 2, agesTo: 12, languages: ['en', 'es'], telehealth: true };
const confirmPractice = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/provider-replies/${token}/practice`, payload });

describe('PUT /api/provider-replies/{token}/practice', () => {
  it("records the clinic's ages, languages and telehealth, dated, for families to read", async () => {
    const provider = await newProvider('facts@clinic.example');
    const other = await newProvider('other@clinic.example');
    const { token, family } = await familyAsks(provider.id);
    const response = await confirmPractice(token!, practice);
    expect(response.statusCode).toBe(200);
    const reportedAt = response.json().reportedAt as string;
    expect(Date.now() - Date.parse(reportedAt)).toBeLessThan(60_000);
    expect(response.json()).toEqual({ ...practice, reportedAt });
    expect((await form(token!)).json().practice).toEqual({ ...practice, reportedAt });
    const page = (
      await call(family, {
        method: 'GET',
        url: `/api/providers?q=${encodeURIComponent(provider.name)}`,
      })
    ).json() as ProviderPage;
    expect(page.providers[0]).toMatchObject({ ...practice, factsReportedAt: reportedAt });
    // The link opens its own provider's facts, no other's.
    const [untouched] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, other.id));
    expect(untouched).toMatchObject({ agesFrom: null, languages: null, factsReportedAt: null });
    // And it is on record, without anything about the family.
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'provider_facts_reported'), eq(auditLog.subject, provider.id)),
      );
    expect(entry?.details).toEqual({
      provider: provider.name,
      before: { agesFrom: null, agesTo: null, languages: null, telehealth: null, reportedAt: null },
      after: practice,
    });
  });

  it.each([
    ['ages out of order', { agesFrom: 9, agesTo: 3 }, 'agesTo'],
    ['one age alone', { agesFrom: 4, agesTo: null }, 'agesTo'],
    ['a language we do not list', { languages: ['klingon'] }, 'languages[0]'],
    ['telehealth as words', { telehealth: 'sometimes' }, 'telehealth'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, change, field) => {
    const provider = await newProvider('bad-facts@clinic.example');
    const { token } = await familyAsks(provider.id);
    const response = await confirmPractice(token!, { ...practice, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const [row] = await ctx.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, provider.id));
    expect(row).toMatchObject({ agesFrom: null, telehealth: null, factsReportedAt: null });
  });

  it('answers 404 for an unknown link', async () => {
    expect((await confirmPractice('A'.repeat(43), practice)).statusCode).toBe(404);
  });
});

describe('POST /api/provider-replies/{token}', () => {
  it('records the answer, and a corrected answer replaces it until the family books', async () => {
    const provider = await newProvider('answer@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const response = await reply(token!, answer(20));
    expect(response.statusCode).toBe(204);

    const [request] = await requestsOf(family);
    expect(request!.status).toBe('submitted');
    expect(request!.reply).toEqual({
      answer: 'offer',
      earliestDate: inDays(20),
      offeredTime: null,
      waitlist: null,
      willCall: null,
      acceptingNewPatients: true,
      insuranceAccepted: true,
      message: 'Call us to confirm the time.',
      repliedAt: expect.any(String),
    });
    // The clinic sees its answer again, and corrects it: the second replaces the first, whole.
    expect((await form(token!)).json().reply).toMatchObject({ answer: 'offer' });
    const corrected = await reply(token!, {
      ...answer(6),
      offeredTime: '09:30',
      message: undefined,
    });
    expect(corrected.statusCode).toBe(204);
    const [after] = await requestsOf(family);
    expect(after!.reply).toMatchObject({
      answer: 'offer',
      earliestDate: inDays(6),
      offeredTime: '09:30',
      message: null,
    });
    expect(after!.opening).toEqual({ date: inDays(6), source: 'offered' });
    // The family is told of each answer, each its own message (a mail client would fold a
    // second message with the first one's Message-ID into it, and the correction would be lost).
    const notices = await noticesTo(family);
    expect(notices).toHaveLength(2);
    expect(new Set(notices.map((notice) => notice.parsed.messageId)).size).toBe(2);

    // Once the family books a time, the answer stands.
    const booked = await call(family, {
      method: 'PUT',
      url: `/api/appointment-requests/${after!.id}/schedule`,
      payload: {
        scheduledDate: `${inDays(6)}T09:30:00-05:00`,
        timeZone: 'America/New_York',
        contactEmail: 'parent@example.org',
      },
    });
    expect(booked.statusCode).toBe(200);
    const again = await reply(token!, answer(5));
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'reply_already_answered',
      message: 'The family has booked a time, so the answer can no longer be changed. Thank you!',
    });
    expect((await form(token!)).statusCode).toBe(410);
    expect((await requestsOf(family))[0]!.reply!.earliestDate).toBe(inDays(6));
  });

  it('of two answers sent at once, one stands whole', async () => {
    const provider = await newProvider('race@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const results = await Promise.all([reply(token!, answer(10)), reply(token!, waitlist())]);
    expect(results.map((r) => r.statusCode)).toEqual([204, 204]);
    const [request] = await requestsOf(family);
    // Never a mix of the two: an offer has no waitlist, a waitlist no date.
    expect([
      { answer: 'offer', earliestDate: inDays(10), waitlist: null },
      { answer: 'waitlist', earliestDate: null, waitlist: { amount: 3, unit: 'months' } },
    ]).toContainEqual({
      answer: request!.reply!.answer,
      earliestDate: request!.reply!.earliestDate,
      waitlist: request!.reply!.waitlist,
    });
  });

  it('refuses a promise to call a family that shared no phone number', async () => {
    const provider = await newProvider('no-phone@clinic.example');
    const { family, token } = await familyAsks(provider.id, { insuranceType: 'Medicaid' });
    expect((await form(token!)).json().family.phone).toBeNull();
    const response = await reply(token!, waitlist(3, 'months', true));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'willCall' });
    expect((await requestsOf(family))[0]!.reply).toBeNull();
    expect((await reply(token!, waitlist(3, 'months', false))).statusCode).toBe(204);
  });

  it('records a waitlist place: the estimate, the call promise, and no date', async () => {
    const provider = await newProvider('waitlist@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    expect((await reply(token!, waitlist(3, 'months', true))).statusCode).toBe(204);
    const [request] = await requestsOf(family);
    expect(request!.status).toBe('submitted');
    expect(request!.reply).toMatchObject({
      answer: 'waitlist',
      earliestDate: null,
      waitlist: { amount: 3, unit: 'months' },
      willCall: true,
      acceptingNewPatients: true,
      insuranceAccepted: true,
      message: null,
    });
  });

  it('records not accepting new patients, and the clinic closes the request', async () => {
    const provider = await newProvider('closed@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    expect((await reply(token!, notAccepting)).statusCode).toBe(204);
    const [request] = await requestsOf(family);
    expect(request!.status).toBe('cancelled');
    expect(request!.cancelledBy).toBe('clinic');
    expect(request!.reply).toMatchObject({
      answer: 'not_accepting',
      earliestDate: null,
      waitlist: null,
      willCall: null,
      acceptingNewPatients: false,
      insuranceAccepted: false,
      message: 'Full until May.',
    });
    const row = await stored(provider.id);
    expect(row.cancelledBy).toBe('clinic');
    expect(row.cancelledAt).toEqual(row.repliedAt);
    expect(row.newsAt).toEqual(row.repliedAt);
  });

  it('keeps the family’s own cancellation when the clinic then answers not accepting', async () => {
    const provider = await newProvider('after-cancel@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const [request] = await requestsOf(family);
    const cancel = await call(family, {
      method: 'POST',
      url: `/api/appointment-requests/${request!.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await reply(token!, notAccepting)).statusCode).toBe(204);
    const row = await stored(provider.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledBy).toBe('family');
    expect(row.replyAnswer).toBe('not_accepting');
    // The family withdrew: no e-mail about it.
    expect(await noticesTo(family)).toEqual([]);
  });

  it.each([
    ['answer', { answer: undefined }],
    ['answer', { answer: 'maybe' }],
    ['earliestDate', { earliestDate: undefined }],
    ['earliestDate', { earliestDate: '12/03/2027' }],
    ['earliestDate', { earliestDate: inDays(-5) }],
    ['earliestDate', { earliestDate: inDays(900) }],
    ['waitlistAmount', { ...waitlist(), waitlistAmount: undefined }],
    ['waitlistAmount', { ...waitlist(), waitlistAmount: 0 }],
    ['waitlistAmount', { ...waitlist(), waitlistAmount: 2.5 }],
    ['waitlistAmount', { ...waitlist(105, 'weeks') }],
    ['waitlistAmount', { ...waitlist(25, 'months') }],
    ['waitlistUnit', { ...waitlist(), waitlistUnit: 'days' }],
    ['waitlistUnit', { ...waitlist(), waitlistUnit: undefined }],
    ['willCall', { ...waitlist(), willCall: 'yes' }],
    ['insuranceAccepted', { insuranceAccepted: null }],
    ['insuranceAccepted', { ...notAccepting, insuranceAccepted: null }],
    ['message', { message: 'x'.repeat(1001) }],
  ])('answers 400 naming %s and records nothing (%#)', async (field, change) => {
    const provider = await newProvider('invalid@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    const response = await reply(token!, { ...answer(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect((await stored(provider.id)).status).toBe('submitted');
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
    expect(text).toContain('They accept Medicaid.');
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

  it('starts with the offer and its date', async () => {
    const provider = await newProvider('offer-mail@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    await reply(token!, { ...answer(), earliestDate: '2027-03-03' });
    const [mail] = await noticesTo(family);
    expect(mail!.parsed.subject).toBe(`${provider.name} answered your request`);
    expect(paragraphs(mail!.parsed.text).slice(0, 3)).toEqual([
      'Hello Dana,',
      'They can offer an appointment from 3 March 2027.',
      'They accept Medicaid.',
    ]);
  });

  it('says the waitlist estimate and that they will call', async () => {
    const provider = await newProvider('waitlist-mail@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    await reply(token!, waitlist(3, 'months', true));
    const [mail] = await noticesTo(family);
    expect(mail!.parsed.subject).toBe(`${provider.name} answered your request`);
    expect(paragraphs(mail!.parsed.text).slice(0, 3)).toEqual([
      'Hello Dana,',
      'They put you on their waitlist: about 3 months. They will call you when a place opens.',
      'They accept Medicaid.',
    ]);
  });

  it('says plainly when the clinic is not taking new patients, though it closed the request', async () => {
    const provider = await newProvider('full@clinic.example');
    const { family, token } = await familyAsks(provider.id);
    await reply(token!, notAccepting);
    expect((await stored(provider.id)).status).toBe('cancelled');
    const [mail] = await noticesTo(family);
    expect(mail!.parsed.subject).toBe(`${provider.name} answered your request`);
    expect(paragraphs(mail!.parsed.text).slice(0, 4)).toEqual([
      'Hello Dana,',
      'They are not accepting new patients right now.',
      'They do not accept Medicaid.',
      'Their message: Full until May.',
    ]);
  });
});

describe('a family that reads Spanish', () => {
  it('asks the clinic in English, saying the family prefers Spanish, and hears back in Spanish', async () => {
    const provider = await newProvider('bilingual@clinic.example');
    const { family, mail, token } = await familyAsks(
      provider.id,
      { insuranceType: 'Medicaid', requestLanguage: 'es' },
      'es-US,es;q=0.9,en;q=0.8',
    );
    const request = mail!.parsed.text!.split('\n');
    expect(request[0]).toBe(
      `Dana would like an appointment with ${provider.name} and found you through Autism Care Finder.`,
    );
    expect(request).toContain('Family prefers Spanish');
    expect(request).toContain('Insurance: Medicaid');
    expect(mail!.parsed.html).toContain('<p>Family prefers Spanish</p>');

    await reply(token!, { ...answer(), earliestDate: '2027-03-03' });
    const [notice] = await noticesTo(family);
    expect(notice!.parsed.subject).toBe(`${provider.name} respondió a su solicitud`);
    expect(paragraphs(notice!.parsed.text)).toEqual([
      'Hola, Dana:',
      'Le pueden dar una cita a partir del 3 de marzo de 2027.',
      'Aceptan Medicaid.',
      // The clinic's own words stay as it wrote them.
      'Mensaje de la clínica: Call us to confirm the time.',
      `${provider.name} respondió a la solicitud de cita que usted envió por Autism Care Finder.`,
      `Ver todas sus solicitudes: ${ctx.config.APP_URL}/appointments`,
    ]);
    expect(notice!.parsed.html).toContain('>Ver todas sus solicitudes</a>');
  });
});

describe('the language clinics are told', () => {
  it("is the profile's choice for clinics, not the language of the page", async () => {
    const provider = await newProvider('language@clinic.example');
    // A family reading the app in English taps 'Español', and chose English for clinics.
    const family = await createAccount(ctx, { firstName: 'Dana', acceptLanguage: 'en-US' });
    await call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        requestLanguage: 'en',
      },
    });
    const switched = await call(family, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'es' },
    });
    expect(switched.statusCode).toBe(204);
    await call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider.id },
    });
    await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
    const before = smtp.received.length;
    await runJobs();
    const [mail] = smtp.received.slice(before);
    const text = mail!.parsed.text!.split('\n');
    expect(text).toContain('Family prefers English');
    expect(text).not.toContain('Family prefers Spanish');
    const token = mail!.parsed.text!.match(/\/provider-reply\/([\w-]{43})/)![1]!;
    expect((await form(token)).json().family.language).toBe('en');
  });

  it('is not said at all when the family chose none, whatever language it reads', async () => {
    const provider = await newProvider('no-language@clinic.example');
    const { mail, token } = await familyAsks(
      provider.id,
      { insuranceType: 'Medicaid' },
      'es-US,es;q=0.9',
    );
    expect(mail!.parsed.text).not.toMatch(/Family prefers/);
    expect((await form(token!)).json().family.language).toBeNull();
  });
});

describe("the basket's 'What each clinic receives'", () => {
  it('is what the e-mail to each clinic then carries, line for line', async () => {
    const provider = await newProvider('same-facts@clinic.example');
    const profile = {
      insuranceType: 'Medicaid',
      phone: '(919) 555-0147',
      childAgeYears: 6,
      lookingFor: 'A speech evaluation.\nAfternoons are best.',
      requestLanguage: 'es',
    };
    const family = await createAccount(ctx, { firstName: 'Dana' });
    await call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: { ...profile, desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
    });
    const shown = await call(family, { url: '/api/care-basket/what-clinics-receive' });
    expect(shown.statusCode).toBe(200);
    const facts = whatClinicsReceiveSchema.parse(shown.json());
    await call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: provider.id },
    });
    await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
    const before = smtp.received.length;
    await runJobs();
    const [mail] = smtp.received.slice(before);
    const text = mail!.parsed.text!;
    for (const [label, value] of familyFactLines(facts))
      expect(text).toContain(`${label}: ${value}`);
    expect(text).toContain('Phone: (919) 555-0147');
    expect(text).toContain("Child's age: 6 years");
    expect(text.split('\n')).toContain('Family prefers Spanish');
  });
});

describe("the child's age and the family's note", () => {
  const child = {
    insuranceType: 'Medicaid',
    childAgeYears: 4,
    childAgeMonths: 2,
    lookingFor: 'An evaluation before kindergarten.\nMornings work best.',
  };

  it('go to the clinic with the request, and nothing else about the family', async () => {
    const provider = await newProvider('child@clinic.example');
    const { family, mail, token } = await familyAsks(provider.id, child);
    // Appointment notes the family wrote elsewhere never reach the clinic's e-mail.
    const [request] = await requestsOf(family);
    await call(family, {
      method: 'PUT',
      url: `/api/appointment-requests/${request!.id}/schedule`,
      payload: {
        scheduledDate: new Date(Date.now() + 30 * DAY).toISOString(),
        timeZone: 'America/New_York',
        arrangedByPhone: true,
        contactEmail: 'parent@example.org',
        patientNotes: 'Secret note about sleep',
      },
    });
    const text = mail!.parsed.text!;
    expect(text).toContain("Child's age: 4 years 2 months");
    expect(text).toContain(
      'What we are looking for: An evaluation before kindergarten.\nMornings work best.',
    );
    expect(mail!.parsed.html).toContain(
      'An evaluation before kindergarten.<br>Mornings work best.',
    );
    expect(text).not.toContain('Whitfield');
    expect(text).not.toContain(family.email);
    expect(text).not.toMatch(/parent-[\w-]+@example\.org/);
    expect(text).not.toContain('Secret note');

    expect(text).toContain('Phone: Not shared: please answer through the link below');
    const form = await ctx.app.inject({ url: `/api/provider-replies/${token}` });
    expect(form.json().family).toMatchObject({
      childAge: { years: 4, months: 2 },
      lookingFor: 'An evaluation before kindergarten.\nMornings work best.',
    });
  });

  it('are those of the moment the request was sent', async () => {
    const provider = await newProvider('child-later@clinic.example');
    const { family, token } = await familyAsks(provider.id, child);
    await call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        childAgeYears: 9,
      },
    });
    const form = await ctx.app.inject({ url: `/api/provider-replies/${token}` });
    expect(form.json().family).toMatchObject({ childAge: { years: 4, months: 2 } });
    const row = await stored(provider.id);
    expect(row.childAgeMonths).toBe(50);
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

  it('counts appointments the clinic confirmed as observed waits', async () => {
    const provider = await newProvider(`desk-${providerCount + 1}@observed.example`, null);
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
          arrangedByPhone: true,
          contactEmail: 'parent@example.org',
        },
      });
      expect(response.statusCode).toBe(200);
      await clinicConfirms(ctx, request!.id);
    }
    expect(await waitOf(provider.name)).toEqual({ days: 9, source: 'observed' });
  });
});
