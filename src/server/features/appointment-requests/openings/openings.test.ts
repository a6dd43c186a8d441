import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { OPENING_HOLD_HOURS } from '@shared/rules/opening-hold';
import { appointmentRequests, jobs, providerOpenings, providers } from '@server/db/schema';
import { openingOfferedSql } from '@server/domain/openings/hold-opening';
import type { JobDeps } from '@server/job-registry';
import { runDueJobs } from '@server/lib/job-runner';
import type { RunnableJob } from '@server/lib/jobs';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { notifyFamilyOfConfirmationJob } from '../confirmations/notify-family-of-confirmation.job';
import { notifyFamilyJob } from '../replies/notify-family.job';
import { saveReply } from '../replies/save-reply';
import { sendProviderRequestJob } from '@server/domain/clinic-requests/send-provider-request.job';
import { answerRequestedTime } from './answer-requested-time';
import { notifyFamilyOfReleaseJob } from './notify-family-of-release.job';
import { releaseExpiredHoldOf } from './release-expired-hold';

const HOUR = 3_600_000;
const DAY = 86_400_000;
let ctx: TestContext;
let smtp: SmtpWithMailer;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** The e-mails the given jobs send when run now (jobs queued for a later moment a test skipped to, too). */
async function mailFrom(...kinds: RunnableJob<JobDeps>[]) {
  const before = smtp.received.length;
  await ctx.database.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(
      and(
        inArray(
          jobs.kind,
          kinds.map((kind) => kind.kind),
        ),
        isNull(jobs.doneAt),
      ),
    );
  await runDueJobs(kinds, {
    db: ctx.database.db,
    mailer: smtp.mailer,
    appUrl: ctx.config.APP_URL,
    replyLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
  } as unknown as JobDeps);
  return smtp.received.slice(before);
}

let providerCount = 0;
async function newProvider(email: string | null) {
  providerCount += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Opening Test Clinic ${providerCount}`,
      specialty: 'Clinical Psychologist',
      city: 'Raleigh',
      state: 'NC',
      latitude: 35.78,
      longitude: -78.64,
      email,
      source: 'admin',
    })
    .returning();
  return row!;
}

/** A clinic-published opening, `days` ahead at 14:30 UTC (a specific time unless `fromOnly`). */
async function newOpening(providerId: string, days = 10, fromOnly = false) {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(14, 30, 0, 0);
  const [row] = await ctx.database.db
    .insert(providerOpenings)
    .values({ providerId, source: 'clinic', startsAt: start, fromOnly })
    .returning();
  return row!;
}

const openingRow = async (id: string) =>
  (await ctx.database.db.select().from(providerOpenings).where(eq(providerOpenings.id, id)))[0]!;
/** Whether families are offered the opening now (or at `at`). */
const offered = async (id: string, at = new Date()) =>
  (
    await ctx.database.db
      .select({ id: providerOpenings.id })
      .from(providerOpenings)
      .where(and(eq(providerOpenings.id, id), openingOfferedSql(at)))
  ).length === 1;

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const askFor = (family: TestAccount | null, openingId: string) =>
  call(family, { method: 'POST', url: `/api/openings/${openingId}/requests` });

async function newFamily(acceptLanguage = 'en-US') {
  const family = await createAccount(ctx, { firstName: 'Dana', acceptLanguage });
  await call(family, {
    method: 'PUT',
    url: '/api/profile',
    payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  return family;
}

/** A family asks for a new opening of a new clinic; returns them and the clinic's reply token. */
async function familyAsksForOpening(acceptLanguage = 'en-US') {
  const provider = await newProvider(`front-desk-${providerCount + 1}@clinic.example`);
  const opening = await newOpening(provider.id);
  const family = await newFamily(acceptLanguage);
  const response = await askFor(family, opening.id);
  expect(response.statusCode).toBe(201);
  const mail = (await mailFrom(sendProviderRequestJob)).find((sent) =>
    sent.to.includes(provider.email!),
  );
  const token = mail!.parsed.text!.match(/\/provider-reply\/([\w-]{43})/)![1]!;
  return { provider, opening, family, request: response.json<AppointmentRequest>(), mail, token };
}

const requestRow = async (id: string) =>
  (
    await ctx.database.db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id))
  )[0]!;
const answerTime = (token: string, action: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/provider-replies/${token}/opening`,
    payload: { action },
  });

describe('POST /api/openings/{openingId}/requests', () => {
  it('asks the clinic for that time, holds it for the family, and e-mails the clinic the time', async () => {
    const { provider, opening, request, mail, token } = await familyAsksForOpening();
    expect(request.status).toBe('submitted');
    expect(request.provider.id).toBe(provider.id);
    expect(request.requestedTime).toMatchObject({
      start: opening.startsAt.toISOString(),
      state: 'waiting',
    });
    const held = await openingRow(opening.id);
    expect(held.heldByRequestId).toBe(request.id);
    const holdHours = (held.heldUntil!.getTime() - Date.now()) / HOUR;
    expect(holdHours).toBeGreaterThan(OPENING_HOLD_HOURS - 0.1);
    expect(holdHours).toBeLessThanOrEqual(OPENING_HOLD_HOURS);
    // Held: offered to no other family.
    expect(await offered(opening.id)).toBe(false);
    const listed = await call(await newFamily(), { url: `/api/providers/${provider.id}/openings` });
    expect(listed.json()).toEqual({ openings: [] });
    expect(mail!.to).toEqual([provider.email]);
    // 14:30 UTC is 9:30 AM in Raleigh in winter, or 10:30 AM in summer: the clinic's own time.
    expect(mail!.parsed.text).toMatch(
      /asks for the opening you published on .* (9|10):30 AM E[SD]T/,
    );
    expect(mail!.parsed.text).toContain(`held for them, and offered to nobody else, for 48 hours`);
    const form = await ctx.app.inject({ url: `/api/provider-replies/${token}` });
    expect(form.json().requestedTime).toMatchObject({ state: 'waiting' });
  });

  it('lets only one of two families racing for the same time have it', async () => {
    const provider = await newProvider('race@clinic.example');
    const opening = await newOpening(provider.id);
    const [first, second] = [await newFamily(), await newFamily()];
    const answers = await Promise.all([askFor(first, opening.id), askFor(second, opening.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toMatchObject({
      code: 'opening_taken',
      message: 'Another family has just asked for this time. Please choose another opening.',
    });
    // The loser was left without a request; the time is still not offered to anyone else.
    const made = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, provider.id));
    expect(made).toHaveLength(1);
    expect(await offered(opening.id)).toBe(false);
    const third = await askFor(await newFamily(), opening.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('opening_taken');
  });

  it('refuses a malformed id with a 400 naming it, and asks for a session', async () => {
    const family = await newFamily();
    const bad = await askFor(family, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'openingId' });
    const provider = await newProvider('anon@clinic.example');
    const opening = await newOpening(provider.id);
    expect((await askFor(null, opening.id)).statusCode).toBe(401);
    expect((await openingRow(opening.id)).heldByRequestId).toBeNull();
  });

  it('answers 404 for an unknown opening, a past one, or only a first day', async () => {
    const family = await newFamily();
    const provider = await newProvider('gone@clinic.example');
    const past = await newOpening(provider.id, -1);
    const fromOnly = await newOpening(provider.id, 5, true);
    for (const id of ['00000000-0000-4000-8000-000000000000', past.id, fromOnly.id]) {
      const response = await askFor(family, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This opening is no longer available.');
    }
    expect(await (await call(family, { url: '/api/appointment-requests' })).json()).toEqual([]);
  });

  it('refuses a clinic without an e-mail address, and a clinic the family already asked', async () => {
    const family = await newFamily();
    const unreachable = await newProvider(null);
    const phoneOnly = await newOpening(unreachable.id);
    const refused = await askFor(family, phoneOnly.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'clinic_unreachable',
      message: 'This clinic cannot be asked by e-mail. Please call them to request this time.',
    });
    expect((await openingRow(phoneOnly.id)).heldByRequestId).toBeNull();

    const provider = await newProvider('twice@clinic.example');
    const [one, two] = [await newOpening(provider.id, 3), await newOpening(provider.id, 4)];
    expect((await askFor(family, one.id)).statusCode).toBe(201);
    const again = await askFor(family, two.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_requested',
      message: 'You already have an open request with this clinic. Follow it under Appointments.',
    });
    expect(await offered(two.id)).toBe(true);
  });
});

describe('GET /api/providers/{id}/openings', () => {
  it('lists the times a family may ask for, soonest first, without held or past ones', async () => {
    const provider = await newProvider('list@clinic.example');
    const later = await newOpening(provider.id, 9);
    const sooner = await newOpening(provider.id, 4);
    await newOpening(provider.id, -2);
    await newOpening(provider.id, 2, true);
    const family = await newFamily();
    const url = `/api/providers/${provider.id}/openings`;
    const response = await call(family, { url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      openings: [sooner, later].map((row) => ({
        id: row.id,
        start: row.startsAt.toISOString(),
        timeZone: 'America/New_York',
        source: 'clinic',
        bookingUrl: null,
      })),
    });
    expect((await askFor(await newFamily(), sooner.id)).statusCode).toBe(201);
    expect((await call(family, { url })).json().openings.map((o: { id: string }) => o.id)).toEqual([
      later.id,
    ]);
    expect((await call(null, { url })).statusCode).toBe(401);
    const bad = await call(family, { url: '/api/providers/nope/openings' });
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'id' });
    const unknown = await call(family, {
      url: '/api/providers/00000000-0000-4000-8000-000000000000/openings',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the clinic answering for the time asked for', () => {
  it('books the request at that time when the clinic confirms, and offers it to nobody again', async () => {
    const { opening, family, request, token } = await familyAsksForOpening();
    const confirmed = await answerTime(token, 'confirm');
    expect(confirmed.body).toBe('');
    expect(confirmed.statusCode).toBe(204);
    const row = await requestRow(request.id);
    expect(row.status).toBe('confirmed');
    expect(row.scheduledDate).toEqual(opening.startsAt);
    expect(row.confirmedAt).not.toBeNull();
    const booked = await openingRow(opening.id);
    expect(booked.heldByRequestId).toBe(request.id);
    // Held until the appointment starts: never offered again.
    expect(booked.heldUntil).toEqual(opening.startsAt);
    expect(await offered(opening.id, new Date(Date.now() + 3 * DAY))).toBe(false);
    // Two reminders on the way, and the family told.
    const reminders = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'appointment-reminder')));
    expect(reminders.filter((job) => job.key.includes(request.id))).toHaveLength(2);
    const [notice] = await mailFrom(notifyFamilyOfConfirmationJob);
    expect(notice!.to).toEqual([family.email]);
    expect(notice!.parsed.text).toContain('confirmed your appointment on');
    const listed = (await (
      await call(family, { url: '/api/appointment-requests' })
    ).json()) as AppointmentRequest[];
    expect(listed[0]!.requestedTime).toMatchObject({ state: 'booked' });
    const calendar = await call(family, {
      url: `/api/appointment-requests/${request.id}/calendar`,
    });
    expect(calendar.statusCode).toBe(200);
    // Booked: the link no longer changes anything, and says why in the clinic's words.
    const late = await answerTime(token, 'decline');
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(
      'The family has booked a time, so the answer can no longer be changed. Thank you!',
    );
  });

  it('releases the time when the clinic declines it, keeps the request open and tells the family', async () => {
    const { opening, family, request, token } = await familyAsksForOpening('es-US');
    expect((await answerTime(token, 'maybe')).json()).toMatchObject({
      code: 'invalid_input',
      field: 'action',
    });
    expect((await openingRow(opening.id)).heldByRequestId).toBe(request.id);
    expect((await answerTime(token, 'decline')).statusCode).toBe(204);
    expect(await offered(opening.id)).toBe(true);
    const row = await requestRow(request.id);
    expect(row.status).toBe('submitted');
    expect(row.requestedOutcome).toBe('declined');
    const [notice] = await mailFrom(notifyFamilyOfReleaseJob);
    expect(notice!.to).toEqual([family.email]);
    expect(notice!.parsed.subject).toContain('no puede atenderle a la hora que pidió');
    expect(notice!.parsed.text).toContain('Su solicitud de cita sigue abierta');
    // Answering that time again is refused; an ordinary answer still goes through.
    expect((await answerTime(token, 'confirm')).json().code).toBe('opening_not_held');
    const ordinary = await ctx.app.inject({
      method: 'POST',
      url: `/api/provider-replies/${token}`,
      payload: {
        answer: 'waitlist',
        waitlistAmount: 2,
        waitlistUnit: 'months',
        willCall: false,
        insuranceAccepted: true,
      },
    });
    expect(ordinary.statusCode).toBe(204);
  });

  it('releases the time at the hold’s end and tells the family the clinic did not confirm in time', async () => {
    const { opening, family, request, token } = await familyAsksForOpening();
    // Before the end, the job changes nothing.
    await releaseExpiredHoldOf(
      ctx.database.db,
      { requestId: request.id },
      new Date(Date.now() + HOUR),
    );
    expect((await openingRow(opening.id)).heldByRequestId).toBe(request.id);
    const later = new Date(Date.now() + (OPENING_HOLD_HOURS + 1) * HOUR);
    // Already offered again at the hold's end, even before the job runs.
    expect(await offered(opening.id, later)).toBe(true);
    await releaseExpiredHoldOf(ctx.database.db, { requestId: request.id }, later);
    const released = await openingRow(opening.id);
    expect(released.heldByRequestId).toBeNull();
    expect((await requestRow(request.id)).requestedOutcome).toBe('expired');
    const [notice] = await mailFrom(notifyFamilyOfReleaseJob);
    expect(notice!.to).toEqual([family.email]);
    expect(notice!.parsed.text).toContain('did not confirm');
    expect(notice!.parsed.text).toContain('within 48 hours');
    await expect(
      answerRequestedTime(ctx.database.db, token, { action: 'confirm' }, later),
    ).rejects.toMatchObject({
      code: 'opening_not_held',
    });
  });

  it('gives the time back when the family withdraws its request', async () => {
    const { opening, family, request } = await familyAsksForOpening();
    const cancel = await call(family, {
      method: 'POST',
      url: `/api/appointment-requests/${request.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await offered(opening.id)).toBe(true);
  });
});

describe('answers a clinic can take back', () => {
  const notAccepting = { answer: 'not_accepting', insuranceAccepted: false };
  const offer = (days: number) => ({
    answer: 'offer',
    earliestDate: new Date(Date.now() + days * DAY).toISOString().slice(0, 10),
    insuranceAccepted: true,
  });

  it('reopens a request closed by "not accepting" when the clinic corrects it, and tells the family', async () => {
    const { opening, family, request, token } = await familyAsksForOpening();
    await saveReply(ctx.database.db, token, notAccepting);
    let row = await requestRow(request.id);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'clinic' });
    // The time the family asked for goes back to the others with the answer.
    expect(await offered(opening.id)).toBe(true);
    await mailFrom(notifyFamilyJob);
    // The link still opens the form for the clinic to correct itself.
    const form = await ctx.app.inject({ url: `/api/provider-replies/${token}` });
    expect(form.statusCode).toBe(200);
    await saveReply(ctx.database.db, token, offer(20), new Date(Date.now() + 6 * DAY));
    row = await requestRow(request.id);
    expect(row.status).toBe('submitted');
    expect(row.cancelledBy).toBeNull();
    expect(row.replyAnswer).toBe('offer');
    const [notice] = await mailFrom(notifyFamilyJob);
    expect(notice!.to).toEqual([family.email]);
    expect(notice!.parsed.text).toContain(
      'corrected its earlier answer, so your request to them is open again',
    );
    const listed = (await (
      await call(family, { url: '/api/appointment-requests' })
    ).json()) as AppointmentRequest[];
    expect(listed[0]).toMatchObject({
      status: 'submitted',
      cancelledBy: null,
      reply: { answer: 'offer' },
    });
  });

  it('refuses a change 7 days after the first answer, without saying the family did anything', async () => {
    const { request, token } = await familyAsksForOpening();
    await saveReply(ctx.database.db, token, notAccepting);
    const late = new Date(Date.now() + 7 * DAY + HOUR);
    const refused = saveReply(ctx.database.db, token, offer(20), late);
    await expect(refused).rejects.toMatchObject({ code: 'answer_window_closed', status: 410 });
    await expect(refused).rejects.toThrow(
      'An answer can be changed for 7 days after it was first given; this one can no longer be changed. Thank you!',
    );
    expect((await requestRow(request.id)).status).toBe('cancelled');
  });

  it('keeps the 7 days from the first answer, not the latest', async () => {
    const { token } = await familyAsksForOpening();
    await saveReply(ctx.database.db, token, offer(20));
    await saveReply(ctx.database.db, token, offer(25), new Date(Date.now() + 5 * DAY));
    await expect(
      saveReply(ctx.database.db, token, offer(30), new Date(Date.now() + 8 * DAY)),
    ).rejects.toMatchObject({ code: 'answer_window_closed' });
  });

  it('names the family only for what the family did', async () => {
    const { family, request, token } = await familyAsksForOpening();
    await call(family, { method: 'POST', url: `/api/appointment-requests/${request.id}/cancel` });
    await saveReply(ctx.database.db, token, offer(20));
    const form = await ctx.app.inject({ url: `/api/provider-replies/${token}` });
    expect(form.statusCode).toBe(410);
    expect(form.json().message).toBe(
      'The family withdrew this request, so there is nothing more to answer. Thank you!',
    );
  });
});
