import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { FOLLOW_UP_DAYS } from '@shared/rules/follow-up';
import { appointmentRequests, jobs, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import type { Mailer } from '@server/lib/mail';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { sendProviderFollowUp } from '@server/domain/clinic-requests/send-follow-up';
import { sendFollowUpJob } from '@server/domain/clinic-requests/send-follow-up.job';
import { sendProviderRequestJob } from '@server/domain/clinic-requests/send-provider-request.job';

// The one reminder to a clinic that has not answered (docs/product.md#follow-ups), through the
// real routes, a real SMTP server and the job runner on a moved clock.

const DAY = 86_400_000;
let ctx: TestContext;
let smtp: SmtpWithMailer;
let mailer: Mailer;
let replyLinks: { secret: string; appUrl: string };
/** What the server's job runner does, as if it were `at`. */
let runJobsAt: (at: Date) => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  mailer = smtp.mailer;
  replyLinks = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
  runJobsAt = (at) =>
    runDueJobs(
      [sendProviderRequestJob, sendFollowUpJob],
      { db: ctx.database.db, mailer, replyLinks },
      at,
    );
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });

let count = 0;
/** A family asks a clinic of its own; the first e-mail goes out. */
async function familyAsks() {
  count += 1;
  const clinicEmail = `desk-${count}@follow-up.example`;
  const [provider] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Follow-up Clinic ${count}`,
      specialty: 'Clinical Psychologist',
      city: 'Asheville',
      state: 'NC',
      latitude: 35.6,
      longitude: -82.55,
      averageWaitTime: 45,
      email: clinicEmail,
      source: 'admin',
    })
    .returning();
  const family = await createAccount(ctx, { firstName: 'Robin', lastName: 'Okafor' });
  await call(family, {
    method: 'PUT',
    url: '/api/profile',
    payload: { insuranceType: 'Aetna', desiredServices: ['Autism Diagnosis'], zipCode: '28801' },
  });
  await call(family, {
    method: 'POST',
    url: '/api/care-basket',
    payload: { providerId: provider!.id },
  });
  const submitted = await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  const [request] = (submitted.json() as { requests: AppointmentRequest[] }).requests;
  await runJobsAt(new Date());
  const first = mailsTo(clinicEmail);
  expect(first).toHaveLength(1);
  const link = first[0]!.parsed.text!.match(/\S+\/provider-reply\/[\w-]{43}/)![0];
  return { family, request: request!, clinicEmail, link, sentAt: Date.parse(request!.submittedAt) };
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const after = (sentAt: number, days: number) => new Date(sentAt + days * DAY + 60_000);

describe('the follow-up to a clinic that has not answered', () => {
  it(`is sent once, ${FOLLOW_UP_DAYS} days after the request, with the same reply link`, async () => {
    const { request, clinicEmail, link, sentAt } = await familyAsks();
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `provider-follow-up:${request.id}`));
    expect(job?.runAt.getTime()).toBe(sentAt + FOLLOW_UP_DAYS * DAY);

    await runJobsAt(after(sentAt, 4));
    expect(mailsTo(clinicEmail)).toHaveLength(1);

    await runJobsAt(after(sentAt, FOLLOW_UP_DAYS));
    const mails = mailsTo(clinicEmail);
    expect(mails).toHaveLength(2);
    const followUp = mails[1]!.parsed;
    expect(followUp.subject).toBe('Reminder: appointment request from Robin');
    expect(followUp.text).toContain(link);
    expect(followUp.html).toContain(link);
    expect(followUp.text).toContain('Insurance: Aetna');
    expect(followUp.text).not.toContain('Okafor');
    expect(followUp.messageId).toBe(`<provider-follow-up-${request.id}@autism-care-finder>`);
    const [row] = await ctx.database.db
      .select({ followUpSentAt: appointmentRequests.followUpSentAt })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, request.id));
    expect(row?.followUpSentAt).toBeInstanceOf(Date);

    // Never twice: not by the runner later, nor by the handler run again (a retry).
    await runJobsAt(after(sentAt, 7));
    await sendProviderFollowUp(ctx.database.db, mailer, replyLinks, { requestId: request.id });
    expect(mailsTo(clinicEmail)).toHaveLength(2);
  });

  it('is not sent when the clinic answered before', async () => {
    const { clinicEmail, link, sentAt } = await familyAsks();
    const token = link.split('/').at(-1)!;
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `/api/provider-replies/${token}`,
      payload: {
        answer: 'offer',
        earliestDate: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
        insuranceAccepted: true,
      },
    });
    expect(answered.statusCode).toBe(204);
    await runJobsAt(after(sentAt, FOLLOW_UP_DAYS));
    expect(mailsTo(clinicEmail)).toHaveLength(1);
  });

  it('is not sent when the family cancelled before', async () => {
    const { family, request, clinicEmail, sentAt } = await familyAsks();
    const cancelled = await call(family, {
      method: 'POST',
      url: `/api/appointment-requests/${request.id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    await runJobsAt(after(sentAt, FOLLOW_UP_DAYS));
    expect(mailsTo(clinicEmail)).toHaveLength(1);
  });

  it('is not sent once the reply link has expired', async () => {
    const { request, clinicEmail, sentAt } = await familyAsks();
    await ctx.database.db
      .update(appointmentRequests)
      .set({ replyTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentRequests.id, request.id));
    await runJobsAt(after(sentAt, FOLLOW_UP_DAYS));
    expect(mailsTo(clinicEmail)).toHaveLength(1);
  });
});

describe("a request's best known opening", () => {
  const openingOf = async (family: TestAccount) =>
    ((await call(family, { url: '/api/appointment-requests' })).json() as AppointmentRequest[])[0]!
      .opening;

  it("is the listed wait from the day it was sent, then the clinic's offered date", async () => {
    const { family, request, link, sentAt } = await familyAsks();
    const listedUntil = new Date(sentAt + 45 * DAY).toISOString().slice(0, 10);
    expect(request.opening).toEqual({ date: listedUntil, source: 'listed' });
    expect(await openingOf(family)).toEqual({ date: listedUntil, source: 'listed' });

    const offered = new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/provider-replies/${link.split('/').at(-1)}`,
      payload: { answer: 'offer', earliestDate: offered, insuranceAccepted: true },
    });
    expect(await openingOf(family)).toEqual({ date: offered, source: 'offered' });
  });

  it('is a waitlist estimate counted from the reply, and none once not accepting', async () => {
    const { family, request } = await familyAsks();
    const repliedAt = new Date('2026-11-20T15:00:00Z');
    await ctx.database.db
      .update(appointmentRequests)
      .set({
        repliedAt,
        replyAnswer: 'waitlist',
        replyWaitlistAmount: 3,
        replyWaitlistUnit: 'weeks',
      })
      .where(eq(appointmentRequests.id, request.id));
    expect(await openingOf(family)).toEqual({ date: '2026-12-11', source: 'waitlist' });
    await ctx.database.db
      .update(appointmentRequests)
      .set({ replyAnswer: 'not_accepting' })
      .where(eq(appointmentRequests.id, request.id));
    expect(await openingOf(family)).toBeNull();
  });
});
