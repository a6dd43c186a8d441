import { eq, isNotNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { appointmentRequests, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { reachableAndNot } from '../../../../tests/support/reachable-providers';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
let providerIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  providerIds = (await ctx.database.db.select({ id: providers.id }).from(providers).limit(4)).map(
    (p) => p.id,
  );
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const fill = async (account: TestAccount, ids: string[]) => {
  for (const providerId of ids)
    await call(account, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
};
const submit = (account: TestAccount | null) =>
  call(account, { method: 'POST', url: '/api/appointment-requests/submit' });
const list = async (account: TestAccount) =>
  (await call(account, { url: '/api/appointment-requests' })).json() as AppointmentRequest[];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const validSchedule = () => ({
  scheduledDate: inDays(30),
  timeZone: 'America/New_York',
  contactEmail: 'parent@example.org',
  contactPhone: '(919) 555-0123',
  patientNotes: 'He does best in the morning.',
  arrangedByPhone: true,
});
/** The clinic answered request `id` with an offer from `day` (YYYY-MM-DD). */
const clinicOffers = (id: string, day: string) =>
  ctx.database.db
    .update(appointmentRequests)
    .set({ replyAnswer: 'offer', replyEarliestDate: day, repliedAt: new Date() })
    .where(eq(appointmentRequests.id, id));
const schedule = (account: TestAccount | null, id: string, payload: unknown) =>
  call(account, {
    method: 'PUT',
    url: `/api/appointment-requests/${id}/schedule`,
    payload: payload as object,
  });

async function familyWithRequests(count = 2) {
  const family = await createAccount(ctx);
  await fill(family, providerIds.slice(0, count));
  await submit(family);
  return { family, requests: await list(family) };
}

describe('POST /api/appointment-requests/submit', () => {
  it('turns every basket item into a submitted request and empties the basket', async () => {
    const family = await createAccount(ctx);
    await fill(family, providerIds.slice(0, 3));
    const response = await submit(family);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ submitted: 3, sent: 3, toCall: 0 });
    const requests = await list(family);
    expect(requests).toHaveLength(3);
    expect(
      requests.every((r) => r.status === 'submitted' && r.provider.name && r.submittedAt),
    ).toBe(true);
    expect((await call(family, { url: '/api/care-basket' })).json()).toEqual([]);
  });

  it('says how many clinics were e-mailed and how many the family must call, and never offers an unsent one', async () => {
    const { reachable, unreachable } = await reachableAndNot(ctx.database.db);
    const family = await createAccount(ctx);
    await fill(family, [reachable, unreachable]);
    const response = await submit(family);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ submitted: 2, sent: 1, toCall: 1 });
    const requests = await list(family);
    const unsent = requests.find((r) => r.provider.id === unreachable)!;
    expect(unsent.status).toBe('pending');
    // Whom to call, with the number, in the answer itself.
    const [clinic] = await ctx.database.db
      .select({ name: providers.name, phone: providers.phone })
      .from(providers)
      .where(eq(providers.id, unreachable));
    expect(response.json().toCallClinics).toEqual([
      { requestId: unsent.id, name: clinic!.name, phone: clinic!.phone },
    ]);
    // Not an option in 'Top Appointment Options': the clinic has not heard of it.
    expect(unsent.opening).toBeNull();
  });

  it('creates nothing twice when submitted twice at once', async () => {
    const family = await createAccount(ctx);
    await fill(family, providerIds.slice(0, 2));
    const [a, b] = await Promise.all([submit(family), submit(family)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect(await list(family)).toHaveLength(2);
  });

  it('answers 400 for an empty basket and creates nothing', async () => {
    const family = await createAccount(ctx);
    const response = await submit(family);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/care basket is empty/);
    expect(await list(family)).toEqual([]);
  });

  it('is all or nothing: when part of the submission fails, nothing is sent and the basket stays', async () => {
    const withEmail = await ctx.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(isNotNull(providers.email))
      .limit(2);
    const family = await createAccount(ctx);
    await fill(
      family,
      withEmail.map((p) => p.id),
    );
    // The database refuses the provider e-mail jobs, the last step of the submission.
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_provider_emails() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'no more jobs today'; END $$`);
    await ctx.database.db.execute(sql`
      CREATE TRIGGER refuse_provider_emails BEFORE INSERT ON jobs FOR EACH ROW
      WHEN (NEW.kind = 'provider-request-email') EXECUTE FUNCTION refuse_provider_emails()`);
    try {
      expect((await submit(family)).statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_provider_emails ON jobs`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_provider_emails()`);
    }
    expect(await list(family)).toEqual([]);
    expect((await call(family, { url: '/api/care-basket' })).json()).toHaveLength(2);
    // And once the database takes them again, the same basket goes through.
    expect((await submit(family)).statusCode).toBe(201);
    expect(await list(family)).toHaveLength(2);
  });

  it('keeps the provider as it was when the provider is later removed', async () => {
    // A provider of this test's own, so that removing it disturbs no other test.
    const [own] = await ctx.database.db
      .insert(providers)
      .values({
        name: 'Short-Lived Clinic',
        specialty: 'Clinical Psychologist',
        city: 'Durham',
        state: 'NC',
        latitude: 36,
        longitude: -78.9,
        source: 'admin',
      })
      .returning({ id: providers.id });
    const family = await createAccount(ctx);
    await fill(family, [own!.id]);
    await submit(family);
    await ctx.database.db.delete(providers).where(eq(providers.id, own!.id));
    expect((await list(family))[0]!.provider).toMatchObject({
      id: null,
      name: 'Short-Lived Clinic',
      city: 'Durham',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await submit(null)).statusCode).toBe(401);
    expect((await call(null, { url: '/api/appointment-requests' })).statusCode).toBe(401);
  });
});

describe('GET /api/appointment-requests', () => {
  it('shows only the family’s own requests', async () => {
    const { requests } = await familyWithRequests(1);
    const stranger = await createAccount(ctx);
    expect(await list(stranger)).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('PUT /api/appointment-requests/{id}/schedule', () => {
  it('schedules a submitted request and puts it first', async () => {
    const { family, requests } = await familyWithRequests(2);
    const last = requests[requests.length - 1]!;
    const response = await schedule(family, last.id, validSchedule());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'scheduled',
      timeZone: 'America/New_York',
      contactEmail: 'parent@example.org',
      patientNotes: 'He does best in the morning.',
    });
    expect((await list(family))[0]!.id).toBe(last.id);
  });

  it('asks for a time on the day the clinic offered, as not yet agreed', async () => {
    const { family, requests } = await familyWithRequests(1);
    const id = requests[0]!.id;
    await clinicOffers(id, inDays(25).slice(0, 10));
    const response = await schedule(family, id, { ...validSchedule(), arrangedByPhone: undefined });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'scheduled', arrangedByPhone: false });
  });

  it('answers 409 request_not_offered for a time the clinic neither offered nor agreed by phone', async () => {
    const { family, requests } = await familyWithRequests(1);
    const response = await schedule(family, requests[0]!.id, {
      ...validSchedule(),
      arrangedByPhone: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'request_not_offered' });
    expect((await list(family))[0]).toMatchObject({ status: 'submitted', scheduledDate: null });
  });

  it('records a time agreed by phone as such', async () => {
    const { family, requests } = await familyWithRequests(1);
    const response = await schedule(family, requests[0]!.id, validSchedule());
    expect(response.json()).toMatchObject({ status: 'scheduled', arrangedByPhone: true });
  });

  it('answers 409 for a request that is not submitted', async () => {
    const { family, requests } = await familyWithRequests(1);
    await schedule(family, requests[0]!.id, validSchedule());
    const again = await schedule(family, requests[0]!.id, validSchedule());
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['a past date', { scheduledDate: inDays(-1) }, 'scheduledDate'],
    ['no date', { scheduledDate: undefined }, 'scheduledDate'],
    ['a date that is not a timestamp', { scheduledDate: 'next Tuesday' }, 'scheduledDate'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a bad e-mail', { contactEmail: 'not-an-email' }, 'contactEmail'],
    ['a bad phone', { contactPhone: 'call me maybe' }, 'contactPhone'],
    ['notes over 2,000 characters', { patientNotes: 'x'.repeat(2001) }, 'patientNotes'],
    ['a by-phone flag that is not a boolean', { arrangedByPhone: 'yes' }, 'arrangedByPhone'],
  ])('answers 400 for %s, naming the field, and changes nothing', async (_, change, field) => {
    const { family, requests } = await familyWithRequests(1);
    const response = await schedule(family, requests[0]!.id, { ...validSchedule(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect((await list(family))[0]!.status).toBe('submitted');
  });

  it('answers 404 for someone else’s request and 401 without a session', async () => {
    const { requests } = await familyWithRequests(1);
    const stranger = await createAccount(ctx);
    expect((await schedule(stranger, requests[0]!.id, validSchedule())).statusCode).toBe(404);
    expect((await schedule(null, requests[0]!.id, validSchedule())).statusCode).toBe(401);
  });
});

describe('GET /api/appointment-requests/{id}/calendar', () => {
  it('downloads an .ics with the appointment, a stable UID and reminders a week and a day before', async () => {
    const { family, requests } = await familyWithRequests(1);
    const id = requests[0]!.id;
    const when = inDays(20);
    await schedule(family, id, { ...validSchedule(), scheduledDate: when });
    const response = await call(family, { url: `/api/appointment-requests/${id}/calendar` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="appointment-${id}.ics"`,
    );

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`appointment-${id}@autism-care-finder`);
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(when).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      3_600_000,
    );
    expect(event.summary).toContain(requests[0]!.provider.name);
    expect(event.description).toContain('He does best in the morning.');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(vevent.getFirstPropertyValue('organizer')).toBeNull();
    const triggers = vevent
      .getAllSubcomponents('valarm')
      .map((alarm) => String(alarm.getFirstPropertyValue('trigger')));
    expect(triggers.sort()).toEqual(['-PT168H', '-PT24H']);
  });

  it('answers 409 before scheduling, 404 for someone else’s request', async () => {
    const { family, requests } = await familyWithRequests(1);
    const id = requests[0]!.id;
    expect(
      (await call(family, { url: `/api/appointment-requests/${id}/calendar` })).statusCode,
    ).toBe(409);
    const stranger = await createAccount(ctx);
    expect(
      (await call(stranger, { url: `/api/appointment-requests/${id}/calendar` })).statusCode,
    ).toBe(404);
  });
});
