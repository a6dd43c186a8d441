import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { appointmentRequests, jobs, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { sendReminderJob } from '../send-reminder.job';
import { notifyFamilyOfConfirmationJob } from './notify-family-of-confirmation.job';
import { sendConfirmRequestJob } from './send-confirm-request.job';
import { formatDay } from '@shared/rules/intl-formats';

let ctx: TestContext;
let smtp: SmtpWithMailer;
let runJobs: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  const deps = {
    db: ctx.database.db,
    mailer: smtp.mailer,
    appUrl: ctx.config.APP_URL,
    replyLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
  };
  runJobs = () => runDueJobs([sendConfirmRequestJob, notifyFamilyOfConfirmationJob], deps);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** Where a test clinic is. */
interface Place {
  addressLine: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number;
  longitude: number;
}
const PHOENIX: Place = {
  addressLine: null,
  city: 'Phoenix',
  state: 'AZ',
  zipCode: null,
  latitude: 33.45,
  longitude: -112.07,
};
const NEW_YORK: Place = {
  addressLine: '25 Broad St',
  city: 'New York',
  state: 'NY',
  zipCode: '10004',
  latitude: 40.71,
  longitude: -74.0,
};

let providerCount = 0;
async function newProvider(email: string | null, place = NEW_YORK) {
  providerCount += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Confirm Test Clinic ${providerCount}`,
      specialty: 'Clinical Psychologist',
      ...place,
      averageWaitTime: 30,
      email,
      source: 'admin',
    })
    .returning();
  return row!;
}

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });

/** A family asks the given providers; returns the family and its new requests. */
async function familyAsks(...providerIds: string[]) {
  const family = await createAccount(ctx, { firstName: 'Dana', lastName: 'Whitfield' });
  for (const providerId of providerIds) {
    await call(family, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
  }
  const submitted = await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  return { family, requests: submitted.json<{ requests: AppointmentRequest[] }>().requests };
}

/** Books a time agreed by phone, unless the payload says it takes up the clinic's offer. */
const schedule = (family: TestAccount, id: string, payload: object) =>
  call(family, {
    method: 'PUT',
    url: `/api/appointment-requests/${id}/schedule`,
    payload: { arrangedByPhone: true, ...payload },
  });

/** A date and time next March, with the given UTC offset: '2027-03-03T14:30:00-07:00'. */
const march = (offset: string) => `${new Date().getUTCFullYear() + 1}-03-03T14:30:00${offset}`;

/** Books a request at 2:30 PM New York time and returns the link from the clinic's e-mail. */
async function booked(providerEmail = `desk-${providerCount + 1}@clinic.example`) {
  const provider = await newProvider(providerEmail);
  const { family, requests } = await familyAsks(provider.id);
  const request = requests[0]!;
  const response = await schedule(family, request.id, {
    scheduledDate: march('-05:00'),
    contactEmail: family.email,
    contactPhone: '(919) 555-0147',
    patientNotes: 'He is shy with new people.\nMornings are best.',
  });
  expect(response.statusCode).toBe(200);
  const before = smtp.received.length;
  await runJobs();
  const mail = smtp.received.slice(before).find((m) => m.to.includes(providerEmail));
  const token = mail?.parsed.text?.match(/\/provider-confirm\/([\w-]{43})/)?.[1] ?? null;
  return { provider, family, request, mail, token: token! };
}

const form = (token: string) => ctx.app.inject({ url: `/api/provider-confirmations/${token}` });
const answer = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/provider-confirmations/${token}`, payload });
const requestOf = async (family: TestAccount, id: string) =>
  ((await call(family, { url: '/api/appointment-requests' })).json() as AppointmentRequest[]).find(
    (r) => r.id === id,
  )!;
async function familyMail(family: TestAccount) {
  const before = smtp.received.length;
  await runJobs();
  return smtp.received.slice(before).filter((m) => m.to.includes(family.email));
}

describe("an appointment in the provider's time zone", () => {
  it('is booked without a timeZone in the zone of the provider (Phoenix vs New York)', async () => {
    const phoenix = await newProvider('phoenix@clinic.example', PHOENIX);
    const newYork = await newProvider('new-york@clinic.example', NEW_YORK);
    const { family, requests } = await familyAsks(phoenix.id, newYork.id);
    const [inPhoenix, inNewYork] = [phoenix, newYork].map((p) =>
      requests.find((r) => r.provider.id === p.id)!,
    ) as [AppointmentRequest, AppointmentRequest];
    expect(inPhoenix.provider.timeZone).toBe('America/Phoenix');
    expect(inNewYork.provider.timeZone).toBe('America/New_York');

    const a = await schedule(family, inPhoenix.id, {
      scheduledDate: march('-07:00'),
      contactEmail: family.email,
    });
    const b = await schedule(family, inNewYork.id, {
      scheduledDate: march('-05:00'),
      contactEmail: family.email,
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json<AppointmentRequest>().timeZone).toBe('America/Phoenix');
    expect(b.json<AppointmentRequest>().timeZone).toBe('America/New_York');
    // The same wall-clock time, two hours apart as instants.
    const [rowA] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, inPhoenix.id));
    const [rowB] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, inNewYork.id));
    expect(rowA!.scheduledDate!.toISOString()).toMatch(/-03-03T21:30:00\.000Z$/);
    expect(rowB!.scheduledDate!.toISOString()).toMatch(/-03-03T19:30:00\.000Z$/);

    const before = smtp.received.length;
    await runJobs();
    const sent = smtp.received.slice(before);
    const toPhoenix = sent.find((m) => m.to.includes('phoenix@clinic.example'));
    const toNewYork = sent.find((m) => m.to.includes('new-york@clinic.example'));
    expect(toPhoenix?.parsed.text).toContain('3 March');
    expect(toPhoenix?.parsed.text).toContain('2:30 PM MST');
    expect(toNewYork?.parsed.text).toContain('2:30 PM EST');
  });

  it("keeps a zone the family gives, and looks the provider's up when none was stored", async () => {
    const provider = await newProvider(null, PHOENIX);
    const { family, requests } = await familyAsks(provider.id);
    await ctx.database.db
      .update(appointmentRequests)
      .set({ providerTimeZone: null })
      .where(eq(appointmentRequests.id, requests[0]!.id));
    const response = await schedule(family, requests[0]!.id, {
      scheduledDate: march('-07:00'),
      contactEmail: family.email,
    });
    expect(response.json<AppointmentRequest>().timeZone).toBe('America/Phoenix');

    const other = await newProvider(null, PHOENIX);
    const second = await familyAsks(other.id);
    const given = await schedule(second.family, second.requests[0]!.id, {
      scheduledDate: march('-05:00'),
      timeZone: 'America/New_York',
      contactEmail: second.family.email,
    });
    expect(given.json<AppointmentRequest>().timeZone).toBe('America/New_York');
  });

  it('answers 400 naming timeZone when neither the request nor the provider gives one', async () => {
    const provider = await newProvider(null, PHOENIX);
    const { family, requests } = await familyAsks(provider.id);
    // A request from before zones were stored, whose provider has since been removed.
    await ctx.database.db.delete(providers).where(eq(providers.id, provider.id));
    await ctx.database.db
      .update(appointmentRequests)
      .set({ providerTimeZone: null })
      .where(eq(appointmentRequests.id, requests[0]!.id));
    const response = await schedule(family, requests[0]!.id, {
      scheduledDate: march('-07:00'),
      contactEmail: family.email,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'timeZone' });
  });
});

describe('the clinic confirms', () => {
  it("e-mails the clinic the date in the appointment's zone, the first name and a link", async () => {
    const { mail, token, request } = await booked('first@clinic.example');
    expect(token).toMatch(/^[\w-]{43}$/);
    const text = mail!.parsed.text!;
    expect(text).toContain('Dana');
    expect(text).not.toContain('Whitfield');
    expect(text).not.toMatch(/parent-[\w-]+@example\.org/);
    expect(text).toContain('2:30 PM EST');
    expect(mail!.parsed.messageId).toMatch(
      /^<confirm-request-[0-9a-f-]{36}-\d+@autism-care-finder>$/,
    );
    // Only the hash is stored.
    const [row] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, request.id));
    expect(row!.confirmTokenHash).not.toBe(token);
    expect(row!.confirmTokenExpiresAt?.getTime()).toBe(row!.scheduledDate?.getTime());
    // Running the jobs again sends nothing more.
    const before = smtp.received.length;
    await runJobs();
    expect(smtp.received.length).toBe(before);
  });

  it('tells the clinic the language the family chose for clinics, not the one it reads', async () => {
    const provider = await newProvider('language-desk@clinic.example');
    const { family, requests } = await familyAsks(provider.id);
    await call(family, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27601',
        requestLanguage: 'es',
      },
    });
    const response = await schedule(family, requests[0]!.id, {
      scheduledDate: march('-05:00'),
      contactEmail: family.email,
    });
    expect(response.statusCode).toBe(200);
    const before = smtp.received.length;
    await runJobs();
    const mail = smtp.received
      .slice(before)
      .find((m) => m.to.includes('language-desk@clinic.example'));
    expect(mail!.parsed.text!.split('\n')).toContain('Family prefers Spanish');
  });

  it('shows the clinic its name, the time and what the family shared, then confirms, once', async () => {
    const { provider, family, request, mail, token } = await booked();
    // The booking e-mail carries what the family chose to share with the clinic.
    const text = mail!.parsed.text!.split('\n');
    expect(text).toContain('Phone: (919) 555-0147');
    expect(text).toContain('Notes from the family: He is shy with new people.');
    expect(mail!.parsed.html).toContain('He is shy with new people.<br>Mornings are best.');
    expect(mail!.parsed.text).not.toContain(family.email);
    const shown = await form(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.json()).toEqual({
      providerName: provider.name,
      scheduledDate: expect.stringMatching(/-03-03T19:30:00\.000Z$/),
      timeZone: 'America/New_York',
      localTime: expect.stringContaining('2:30 PM EST'),
      family: {
        services: [],
        careFor: 'child',
        childAge: null,
        lookingFor: null,
        phone: '(919) 555-0147',
        // No language chosen for clinics: the clinic is told none.
        language: null,
      },
      notes: 'He is shy with new people.\nMornings are best.',
    });
    expect(text.some((line) => line.startsWith('Family prefers'))).toBe(false);

    expect((await answer(token, { action: 'confirm' })).statusCode).toBe(204);
    const confirmed = await requestOf(family, request.id);
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.news).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, request.id));
    expect(row!.confirmedAt).not.toBeNull();

    const mails = await familyMail(family);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe(`${provider.name} confirmed your appointment`);
    expect(mails[0]!.parsed.text!.split('\n')[0]).toMatch(/3 March \d{4} at 2:30 PM EST/);
    // Where to go, with directions.
    expect(mails[0]!.parsed.text).toContain('Where: 25 Broad St, New York, NY 10004');
    expect(mails[0]!.parsed.text).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=25+Broad+St%2C+New+York%2C+NY+10004',
    );
    expect((await requestOf(family, request.id)).provider.address).toBe(
      '25 Broad St, New York, NY 10004',
    );

    // Single use.
    const again = await answer(token, { action: 'confirm' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'confirm_link_used' });
    expect((await form(token)).statusCode).toBe(410);
    expect(await familyMail(family)).toHaveLength(0);
  });

  it('answers 404 to an unknown link and 400 to a malformed one', async () => {
    const unknown = 'x'.repeat(43);
    expect((await form(unknown)).statusCode).toBe(404);
    expect((await answer(unknown, { action: 'confirm' })).json()).toMatchObject({
      code: 'confirm_link_invalid',
    });
    expect((await form('short')).statusCode).toBe(400);
  });

  it('answers 409 when the family withdrew the booking meanwhile', async () => {
    const { family, request, token } = await booked();
    const cancel = await call(family, {
      method: 'POST',
      url: `/api/appointment-requests/${request.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    const response = await answer(token, { action: 'confirm' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'request_changed' });
    expect((await requestOf(family, request.id)).status).toBe('cancelled');
  });

  it('answers 410 once the appointment has begun', async () => {
    const { request, token } = await booked();
    await ctx.database.db
      .update(appointmentRequests)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentRequests.id, request.id));
    const response = await answer(token, { action: 'confirm' });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'confirm_link_expired' });
  });
});

describe('the calendar file', () => {
  it('says TENTATIVE while the clinic has not confirmed the time, CONFIRMED once it has', async () => {
    const { family, request, token } = await booked();
    const calendar = async () => {
      const response = await call(family, {
        url: `/api/appointment-requests/${request.id}/calendar`,
      });
      expect(response.statusCode).toBe(200);
      return /^STATUS:(\w+)/m.exec(response.body)?.[1];
    };
    expect(await calendar()).toBe('TENTATIVE');
    expect((await answer(token, { action: 'confirm' })).statusCode).toBe(204);
    expect(await calendar()).toBe('CONFIRMED');
  });
});

describe('the clinic proposes another time', () => {
  it('hands the request back to the family with the new day as an offer', async () => {
    const { provider, family, request, token } = await booked();
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const bad = await answer(token, { action: 'propose', date: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'date' });

    const badTime = await answer(token, { action: 'propose', date: day, time: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject({ field: 'time' });

    const response = await answer(token, {
      action: 'propose',
      date: day,
      time: '10:15',
      message: 'Mornings suit us better.',
    });
    expect(response.statusCode).toBe(204);
    const back = await requestOf(family, request.id);
    expect(back.status).toBe('submitted');
    expect(back.scheduledDate).toBeNull();
    expect(back.reply?.earliestDate).toBe(day);
    expect(back.reply?.offeredTime).toBe('10:15');
    expect(back.reply?.message).toBe('Mornings suit us better.');
    expect(back.news).toBe(true);
    const [row] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, request.id));
    expect(row!.replyAnswer).toBe('offer');

    const mails = await familyMail(family);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe(`${provider.name} proposed another time`);
    expect(mails[0]!.parsed.text).toContain('Mornings suit us better.');

    expect((await answer(token, { action: 'confirm' })).statusCode).toBe(410);
    // The family can book again, even the very same time; the clinic gets a new link, and the
    // used one stays used.
    const rebooked = await schedule(family, request.id, {
      scheduledDate: march('-05:00'),
      contactEmail: family.email,
      arrangedByPhone: false,
    });
    expect(rebooked.statusCode).toBe(200);
    const before = smtp.received.length;
    await runJobs();
    const newLink = smtp.received
      .slice(before)
      .find((m) => m.to.includes(provider.email!))
      ?.parsed.text?.match(/\/provider-confirm\/([\w-]{43})/)?.[1];
    expect(newLink).toBeDefined();
    expect(newLink).not.toBe(token);
    expect((await form(newLink!)).statusCode).toBe(200);
    expect((await form(token)).statusCode).toBe(404);
  });
});

describe('booking again after the clinic proposed another day', () => {
  const DAY = 86_400_000;
  const remindersOf = (requestId: string) =>
    ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, sendReminderJob.kind), like(jobs.key, `reminder:${requestId}:%`)));

  it('replaces the first booking’s reminders: one a week and one a day before the new date', async () => {
    const { family, request, token } = await booked();
    const first = new Date(march('-05:00'));
    expect(await remindersOf(request.id)).toHaveLength(2);

    const day = new Date(first.getTime() + 20 * DAY).toISOString().slice(0, 10);
    expect((await answer(token, { action: 'propose', date: day })).statusCode).toBe(204);
    const second = new Date(`${day}T10:00:00-05:00`);
    const rebooked = await schedule(family, request.id, {
      scheduledDate: second.toISOString(),
      contactEmail: family.email,
      arrangedByPhone: false,
    });
    expect(rebooked.statusCode).toBe(200);
    const queued = await remindersOf(request.id);
    expect(queued.map((job) => [job.payload.offset, job.payload.scheduledFor]).sort()).toEqual([
      ['1d', second.toISOString()],
      ['7d', second.toISOString()],
    ]);

    // The clock moved past every moment a reminder of either booking would be due.
    const before = smtp.received.length;
    const deps = { db: ctx.database.db, mailer: smtp.mailer };
    for (const at of [first, second].flatMap((date) =>
      [7, 1].map((d) => date.getTime() - d * DAY),
    )) {
      await runDueJobs([sendReminderJob], deps, new Date(at + 60_000));
    }
    const reminders = smtp.received
      .slice(before)
      .filter((m) => m.to.includes(family.email) && /^Reminder/.test(m.parsed.subject ?? ''));
    expect(reminders.map((m) => m.parsed.text?.split('\n')[0])).toEqual([
      expect.stringContaining('in one week'),
      expect.stringContaining('tomorrow'),
    ]);
    const secondDay = formatDay(second, 'en-US', 'America/New_York');
    for (const mail of reminders) expect(mail.parsed.subject).toContain(secondDay);
  });
});
