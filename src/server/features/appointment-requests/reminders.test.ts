import { and, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { formatDayAndTime } from '@shared/rules/intl-formats';
import { appointmentRequests, jobs, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { runDueJobs } from '@server/lib/job-runner';
import { claimDueJobs, LEASE_MS } from '@server/lib/jobs';
import { createAccount, linkToken, sendAccountEmails } from '../../../../tests/support/accounts';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import type { ReminderOffset } from './reminder-offsets';
import { reminderMessageId } from './send-reminder';
import { sendReminderJob } from './send-reminder.job';

const DAY = 86_400_000;
let ctx: TestContext;
let smtp: SmtpWithMailer;
let runJobs: (now: Date) => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  smtp = await startSmtpWithMailer('Care Finder <reminders@example.org>');
  runJobs = (now) =>
    runDueJobs([sendReminderJob], { db: ctx.database.db, mailer: smtp.mailer }, now);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});
beforeEach(async () => {
  // Each test starts with no jobs and an empty mailbox.
  await ctx.database.db.delete(jobs);
  smtp.received.length = 0;
});

/**
 * A family with one request scheduled `daysAhead` days from now at 14:30 New York time; reminders
 * go to `contactEmail`, the account's own address unless given.
 */
async function scheduledRequest(daysAhead: number, contactEmail?: string, acceptLanguage?: string) {
  const family = await createAccount(ctx, acceptLanguage ? { acceptLanguage } : {});
  // Its verification e-mail is sent already; a provider without an e-mail address follows, so
  // the only jobs left are the reminders.
  await ctx.database.db.delete(jobs);
  const [provider] = await ctx.database.db
    .select({ id: providers.id })
    .from(providers)
    .where(isNull(providers.email))
    .limit(1);
  await ctx.app.inject({
    method: 'POST',
    url: '/api/care-basket',
    headers: { cookie: family.cookie },
    payload: { providerId: provider!.id },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/appointment-requests/submit',
    headers: { cookie: family.cookie },
  });
  const [request] = (
    await ctx.app.inject({ url: '/api/appointment-requests', headers: { cookie: family.cookie } })
  ).json() as AppointmentRequest[];
  const day = new Date(Date.now() + daysAhead * DAY).toISOString().slice(0, 10);
  const scheduledDate = new Date(`${day}T19:30:00Z`); // 14:30 EST / 15:30 EDT
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/appointment-requests/${request!.id}/schedule`,
    headers: { cookie: family.cookie },
    payload: {
      scheduledDate: scheduledDate.toISOString(),
      timeZone: 'America/New_York',
      arrangedByPhone: true,
      contactEmail: contactEmail ?? family.email,
      patientNotes: 'Bring the school report.',
    },
  });
  expect(response.statusCode).toBe(200);
  return {
    id: request!.id,
    scheduledDate,
    providerName: request!.provider.name,
    family,
    answer: response.json() as AppointmentRequest,
  };
}

/** When the stored reminder job of that offset is due. */
async function runAtOf(offset: ReminderOffset): Promise<number> {
  const rows = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, sendReminderJob.kind));
  return rows.find((job) => job.payload.offset === offset)!.runAt.getTime();
}

describe('a family that reads Spanish', () => {
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('gets its reminder and the calendar file in Spanish, through SMTP', async () => {
    const { id, scheduledDate, providerName } = await scheduledRequest(3, undefined, 'es-US,es');
    expect(await runJobs(new Date((await runAtOf('1d')) + 60_000))).toBe(1);
    const mail = smtp.received[0]!;
    // '26 de noviembre de 2026 a las 2:30 p.m. EST' (or 3:30 p.m. EDT in summer).
    const when = formatDayAndTime(scheduledDate, 'es-US', 'America/New_York');
    expect(when).toMatch(/^\d{1,2} de \p{Ll}+ de \d{4} a las [23]:30 p\.m\.$/u);
    const whenInZone = `${literally(when)} E[SD]T`;
    const provider = literally(providerName);
    expect(mail.parsed.subject).toMatch(new RegExp(`^Recordatorio: ${provider}, ${whenInZone}$`));
    const lines = mail.parsed.text!.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Su cita con ${provider} \\(.+\\) es mañana:$`));
    expect(lines[1]).toMatch(new RegExp(`^${whenInZone}$`));
    expect(lines).toContain('Sus notas para la clínica: Bring the school report.');
    expect(lines.at(-1)).toBe('El archivo de calendario va adjunto.');

    const ics = mail.parsed.attachments.find((a) => a.filename === `appointment-${id}.ics`)!;
    const text =
      typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(`Cita: ${providerName}`);
    expect(event.description).toMatch(
      new RegExp(`^Cita con ${provider} \\(.+\\), ${whenInZone}\\.\n`),
    );
    expect(event.description).toContain('Sus notas: Bring the school report.');
  });
});

describe('reminder jobs', () => {
  it('scheduling creates reminders one week and one day before, at the same local time', async () => {
    const { id, scheduledDate } = await scheduledRequest(20);
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, sendReminderJob.kind));
    const local = (date: Date) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(date);
    // The calendar day N days earlier (an afternoon appointment is far from midnight, so 24-hour
    // steps land on the right day) at the appointment's own wall-clock time, whatever DST does.
    const [, time] = local(scheduledDate).split(', ');
    const localDaysBefore = (days: number) =>
      `${local(new Date(scheduledDate.getTime() - days * DAY)).split(', ')[0]}, ${time}`;
    expect(rows.map((j) => local(j.runAt)).sort()).toEqual(
      [localDaysBefore(7), localDaysBefore(1)].sort(),
    );
    const { kind } = sendReminderJob;
    expect(rows.every((j) => j.kind === kind && j.payload.requestId === id)).toBe(true);
  });

  it('skips a reminder whose time has already passed', async () => {
    const { scheduledDate } = await scheduledRequest(3);
    const rows = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, sendReminderJob.kind));
    expect(rows.map((j) => j.payload.offset)).toEqual(['1d']);
    expect(rows[0]!.runAt.getTime()).toBeLessThan(scheduledDate.getTime());
  });

  it('sends nothing before it is due, then the e-mail with local time and the calendar file', async () => {
    const { id, scheduledDate, providerName, family } = await scheduledRequest(20);
    const weekBefore = await runAtOf('7d');
    expect(await runJobs(new Date(weekBefore - 60_000))).toBe(0);
    expect(smtp.received).toHaveLength(0);

    expect(await runJobs(new Date(weekBefore + 60_000))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([family.email]);
    expect(mail.parsed.subject).toContain(providerName);
    expect(mail.parsed.subject).toMatch(/2:30 PM EST|3:30 PM EDT/);
    expect(mail.parsed.text).toContain('in one week');
    expect(mail.parsed.text).toContain('Bring the school report.');
    expect(mail.parsed.messageId).toBe(reminderMessageId(id, '7d', scheduledDate));
    const ics = mail.parsed.attachments.find((a) => a.filename === `appointment-${id}.ics`)!;
    const text =
      typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().getTime()).toBe(scheduledDate.getTime());

    // Done is done: the same instant again sends nothing more.
    expect(await runJobs(new Date(weekBefore + 120_000))).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each reminder once when two runners race', async () => {
    await scheduledRequest(20);
    const later = new Date((await runAtOf('1d')) + 60_000);
    const results = await Promise.all([runJobs(later), runJobs(later)]);
    expect(results[0]! + results[1]!).toBe(2);
    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(2);
  });

  it('retries after an SMTP failure, later, and then sends', async () => {
    await scheduledRequest(20);
    const due = new Date((await runAtOf('7d')) + 60_000);
    smtp.failNext(1);
    expect(await runJobs(due)).toBe(0);
    const [failed] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, sendReminderJob.kind), eq(jobs.attempts, 1)));
    expect(failed!.lastError).toMatch(/451|Try again later/);
    expect(failed!.runAt.getTime()).toBeGreaterThan(due.getTime());
    expect(await runJobs(new Date(failed!.runAt.getTime() + 1000))).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('resends, with the same Message-ID, after a runner died between claiming and marking', async () => {
    const { id, scheduledDate } = await scheduledRequest(20);
    const due = new Date((await runAtOf('7d')) + 60_000);
    // A runner claims the job and dies: its lease keeps others off until it runs out.
    expect(await claimDueJobs(ctx.database.db, due)).toHaveLength(1);
    expect(await runJobs(new Date(due.getTime() + 1000))).toBe(0);
    expect(await runJobs(new Date(due.getTime() + LEASE_MS + 1000))).toBe(1);
    expect(smtp.received.map((m) => m.parsed.messageId)).toEqual([
      reminderMessageId(id, '7d', scheduledDate),
    ]);
  });
});

describe('a reminder of a booking that has moved since', () => {
  it('is not sent, even by a runner that claimed it before the move', async () => {
    const { id, scheduledDate } = await scheduledRequest(20);
    const due = new Date((await runAtOf('7d')) + 60_000);
    // The appointment moved two days later while this reminder was already on its way.
    await ctx.database.db
      .update(appointmentRequests)
      .set({ scheduledDate: new Date(scheduledDate.getTime() + 2 * DAY) })
      .where(eq(appointmentRequests.id, id));
    expect(await runJobs(due)).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('a reminder that runs late', () => {
  it('is not sent once the appointment has begun', async () => {
    const { id } = await scheduledRequest(20);
    const weekBefore = await runAtOf('7d');
    // As after a long outage: the appointment's time has come before the job could run.
    await ctx.database.db
      .update(appointmentRequests)
      .set({ scheduledDate: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(appointmentRequests.id, id));
    expect(await runJobs(new Date(weekBefore + 60_000))).toBe(1);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('a reminder address other than the account', () => {
  it('gets one confirmation e-mail, and reminders only once it is confirmed', async () => {
    const other = 'grandma@example.org';
    const { family, answer } = await scheduledRequest(20, other);
    expect(answer).toMatchObject({ contactEmail: other, reminderEmail: family.email });
    // The confirmation e-mail, from the account-link job: a link and nothing about the appointment.
    const sent = await sendAccountEmails(ctx);
    const confirmation = sent.filter((mail) => mail.to === other);
    expect(confirmation).toHaveLength(1);
    expect(String(confirmation[0]!.text)).not.toContain('Bring the school report.');

    // Before confirming, the reminder goes to the account's own address.
    const weekBefore = await runAtOf('7d');
    expect(await runJobs(new Date(weekBefore + 60_000))).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[family.email]]);

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/confirm-address',
      payload: { token: linkToken(sent, other, '/confirm-address') },
    });
    expect(confirmed.json()).toEqual({ email: other });
    const [listed] = (
      await ctx.app.inject({ url: '/api/appointment-requests', headers: { cookie: family.cookie } })
    ).json() as AppointmentRequest[];
    expect(listed!.reminderEmail).toBe(other);
    smtp.received.length = 0;
    expect(await runJobs(new Date((await runAtOf('1d')) + 60_000))).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[other]]);
  });
});
