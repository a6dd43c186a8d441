import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicListing } from '@shared/api/clinic-listing';
import {
  appointmentRequests,
  auditLog,
  listingFields,
  listingStaff,
  providerOpenings,
  providers,
} from '@server/db/schema';
import type { MailMessage } from '@server/lib/mail';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { PNG } from '../../../../tests/support/images';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { enqueueListingChecks } from './listing-checks/enqueue-listing-checks';
import { sendListingCheck } from './listing-checks/send-listing-check';
import { jobs } from '@server/db/schema';

const ADMIN = 'listing-admin@example.org';
const STAFF = 'front-desk@sunrise.example';
const OTHER = 'desk@other-clinic.example';
const DAY = 86_400_000;

let ctx: TestContext;
let staff: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let mine: string;
let theirs: string;

const base = {
  specialty: 'Clinical Psychologist',
  city: 'Raleigh',
  state: 'NC',
  zipCode: '27601',
  latitude: 35.77,
  longitude: -78.64,
  source: 'registry' as const,
};

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  staff = await createAccount(ctx, { email: STAFF });
  other = await createAccount(ctx, { email: OTHER });
  admin = await createAccount(ctx, { email: ADMIN });
  const rows = await ctx.database.db
    .insert(providers)
    .values([
      { ...base, name: 'Sunrise Therapy', npiNumber: '1111111111', phone: '9195550100' },
      { ...base, name: 'Other Clinic', npiNumber: '2222222222', email: 'old@other.example' },
    ])
    .returning({ id: providers.id });
  mine = rows[0]!.id;
  theirs = rows[1]!.id;
  await ctx.database.db.insert(listingStaff).values([
    { providerId: mine, email: STAFF },
    { providerId: theirs, email: OTHER },
  ]);
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const read = async (id = mine) =>
  (await call(staff, { url: `/api/clinic/listings/${id}` })).json() as ClinicListing;
const patch = (payload: object, account: TestAccount | null = staff, id = mine) =>
  call(account, { method: 'PATCH', url: `/api/clinic/listings/${id}`, payload });
const row = async (id = mine) =>
  (await ctx.database.db.select().from(providers).where(eq(providers.id, id)))[0]!;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('GET /api/clinic/listings/{id}', () => {
  it('shows the listing with where each field comes from', async () => {
    const listing = await read();
    expect(listing.name).toBe('Sunrise Therapy');
    expect(listing.timeZone).toBe('America/New_York');
    expect(listing.fields.phone).toEqual({ source: 'registry', saidAt: null });
    expect(listing.fields.email).toEqual({ source: 'unknown', saidAt: null });
    expect(listing.confirmedAt).toBeNull();
    expect(listing.current).toBe(false);
  });

  it('stays open to its staff once the registry deactivated the NPI, and says so', async () => {
    expect((await read()).deactivated).toBe(false);
    await ctx.database.db
      .update(providers)
      .set({ deactivatedAt: new Date() })
      .where(eq(providers.id, mine));
    try {
      expect(await read()).toMatchObject({ name: 'Sunrise Therapy', deactivated: true });
    } finally {
      await ctx.database.db
        .update(providers)
        .set({ deactivatedAt: null })
        .where(eq(providers.id, mine));
    }
  });

  it('needs a session (401) and is 404 for a listing the account does not keep', async () => {
    expect((await call(null, { url: `/api/clinic/listings/${mine}` })).statusCode).toBe(401);
    const foreign = await call(staff, { url: `/api/clinic/listings/${theirs}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Other Clinic');
    const missing = await call(staff, {
      url: '/api/clinic/listings/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(staff, { url: '/api/clinic/listings/nope' })).json().field).toBe(
      'providerId',
    );
  });
});

describe('PATCH /api/clinic/listings/{id}', () => {
  it.each([
    ['email', { email: 'Requests@Sunrise.example' }, 'email', 'requests@sunrise.example'],
    [
      'servicesOffered',
      { servicesOffered: ['Autism Diagnosis'] },
      'servicesOffered',
      ['Autism Diagnosis'],
    ],
    [
      'acceptedInsurance',
      { acceptedInsurance: ['Medicaid', 'Aetna'] },
      'acceptedInsurance',
      ['Medicaid', 'Aetna'],
    ],
    ['ages', { agesFrom: 2, agesTo: 12 }, 'agesTo', 12],
    ['languages', { languages: ['en', 'es'] }, 'languages', ['en', 'es']],
    ['telehealth', { telehealth: true }, 'telehealth', true],
    ['phone', { phone: '(919) 555-0144' }, 'phone', '(919) 555-0144'],
    [
      'websiteUrl',
      { websiteUrl: 'https://sunrise.example' },
      'websiteUrl',
      'https://sunrise.example',
    ],
    ['acceptedNetworkIds', { acceptedNetworkIds: [] }, 'acceptedNetworkIds', []],
  ])('sets %s and dates it as said by the clinic', async (field, payload, column, value) => {
    const before = Date.now();
    const response = await patch(payload);
    expect(response.statusCode).toBe(200);
    const listing = response.json() as ClinicListing;
    expect(listing.values[column as keyof ClinicListing['values']]).toEqual(value);
    const state = listing.fields[field as keyof ClinicListing['fields']];
    expect(state.source).toBe('clinic');
    expect(Date.parse(state.saidAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(listing.current).toBe(true);
  });

  it('moves the practice to the new address, placed at its ZIP code', async () => {
    // Placed precisely before (as a payer directory's Location may place it).
    await ctx.database.db
      .update(providers)
      .set({ locationApproximate: false })
      .where(eq(providers.id, mine));
    const response = await patch({
      addressLine: '12 Oak St',
      city: 'Durham',
      state: 'NC',
      zipCode: '27701',
    });
    expect(response.statusCode).toBe(200);
    const saved = await row();
    expect(saved.city).toBe('Durham');
    expect(saved.latitude).toBeCloseTo(35.99, 1);
    // Only the ZIP code's centre is known now: families are told the place is approximate.
    expect(saved.locationApproximate).toBe(true);
    expect(response.json()).toMatchObject({ locationApproximate: true, deactivated: false });
    expect((response.json() as ClinicListing).fields.address.source).toBe('clinic');
  });

  it('keeps per-service and overall accepting consistent', async () => {
    await patch({ notAcceptingServices: ['Applied Behavior Analysis (ABA)'] });
    let saved = await row();
    expect(saved.acceptingNewPatients).toBe(true);
    expect(saved.notAcceptingServices).toEqual(['Applied Behavior Analysis (ABA)']);
    await patch({ acceptingNewPatients: false });
    saved = await row();
    expect(saved.acceptingNewPatients).toBe(false);
    expect(saved.notAcceptingServices).toEqual([]);
    await patch({ acceptingNewPatients: true, notAcceptingServices: [] });
  });

  it('sends the requests that waited for an address once the clinic gives one', async () => {
    const [waiting] = await ctx.database.db
      .insert(providers)
      .values({ ...base, name: 'Waiting Clinic', npiNumber: '3333333333' })
      .returning({ id: providers.id });
    const clinic = waiting!.id;
    await ctx.database.db.insert(listingStaff).values({ providerId: clinic, email: STAFF });
    // A family asked while the clinic had no address: the request waits, the family calls.
    const family = await createAccount(ctx);
    await call(family, {
      method: 'POST',
      url: '/api/care-basket',
      payload: { providerId: clinic },
    });
    const submitted = await call(family, {
      method: 'POST',
      url: '/api/appointment-requests/submit',
    });
    expect(submitted.json()).toMatchObject({ sent: 0, toCall: 1 });
    const requestId = submitted.json().requests[0].id as string;

    expect((await patch({ phone: '919-555-0123' }, staff, clinic)).statusCode).toBe(200);
    const still = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, requestId));
    expect(still[0]?.status).not.toBe('submitted');

    expect((await patch({ email: 'desk@waiting.example' }, staff, clinic)).statusCode).toBe(200);
    const [request] = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, requestId));
    expect(request).toMatchObject({ status: 'submitted', replyTokenHash: expect.any(String) });
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `provider-request:${requestId}`));
    expect(queued).toHaveLength(1);
  });

  it('audits which fields changed, never their values', async () => {
    await patch({ phone: '919-555-0199' });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing_updated'), eq(auditLog.subject, mine)))
      .orderBy(auditLog.createdAt)
      .limit(1);
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry!.details)).not.toContain('555');
  });

  it.each([
    ['email', { email: 'not an address' }],
    ['acceptingNewPatients', { acceptingNewPatients: 'yes' }],
    ['notAcceptingServices[0]', { notAcceptingServices: ['Juggling'] }],
    ['servicesOffered[0]', { servicesOffered: ['Juggling'] }],
    ['acceptedInsurance[0]', { acceptedInsurance: ['Acme'] }],
    ['acceptedNetworkIds[0]', { acceptedNetworkIds: ['00000000-0000-4000-8000-000000000000'] }],
    ['agesTo', { agesFrom: 10, agesTo: 3 }],
    ['languages[0]', { languages: ['xx'] }],
    ['telehealth', { telehealth: 'maybe' }],
    ['zipCode', { addressLine: '1 A St', city: 'X', state: 'NC', zipCode: '1' }],
    ['zipCode', { addressLine: '1 A St', city: 'X', state: 'NC', zipCode: '00000' }],
    ['city', { addressLine: '1 A St', city: '', state: 'NC', zipCode: '27601' }],
    ['city', { addressLine: '1 A St' }],
    ['phone', { phone: '12' }],
    ['websiteUrl', { websiteUrl: 'javascript:alert(1)' }],
  ])('refuses a bad %s with a 400 naming it, changing nothing', async (field, payload) => {
    const before = await row();
    const response = await patch({ telehealth: false, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(await row()).toEqual(before);
  });

  it('needs a session and refuses another clinic’s listing, changing nothing', async () => {
    expect((await patch({ telehealth: true }, null)).statusCode).toBe(401);
    const before = await row(theirs);
    const response = await patch({ email: 'taken@evil.example' }, staff, theirs);
    expect(response.statusCode).toBe(404);
    expect(await row(theirs)).toEqual(before);
  });
});

describe('the photo', () => {
  it('uploads through the clinic route and saves it as said by the clinic', async () => {
    const issued = await call(staff, {
      method: 'POST',
      url: `/api/clinic/listings/${mine}/photo-upload`,
    });
    expect(issued.statusCode).toBe(200);
    const uploadURL = issued.json().uploadURL as string;
    const target = new URL(uploadURL);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBeLessThan(300);
    const saved = await call(staff, {
      method: 'PUT',
      url: `/api/clinic/listings/${mine}/photo`,
      payload: { imageURL: uploadURL },
    });
    expect(saved.statusCode).toBe(200);
    const listing = saved.json() as ClinicListing;
    expect(listing.values.profileImageUrl).toMatch(/^\/objects\//);
    expect(listing.fields.photo.source).toBe('clinic');
  });

  it('refuses an address our storage did not issue, and other clinics', async () => {
    const before = await row();
    const bogus = await call(staff, {
      method: 'PUT',
      url: `/api/clinic/listings/${mine}/photo`,
      payload: { imageURL: 'https://elsewhere.example/picture.png' },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().field).toBe('imageURL');
    expect(await row()).toEqual(before);
    const foreign = await call(staff, {
      method: 'POST',
      url: `/api/clinic/listings/${theirs}/photo-upload`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(null, { method: 'POST', url: `/api/clinic/listings/${mine}/photo-upload` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('openings', () => {
  const post = (payload: object, account: TestAccount | null = staff, id = mine) =>
    call(account, { method: 'POST', url: `/api/clinic/listings/${id}/openings`, payload });

  it('publishes a time in the clinic’s own time zone and takes it back', async () => {
    const response = await post({
      date: inDays(10),
      time: '09:30',
      endTime: '10:30',
      service: 'Autism Diagnosis',
    });
    expect(response.statusCode).toBe(201);
    const listing = response.json() as ClinicListing;
    const opening = listing.openings.find((o) => !o.fromOnly)!;
    expect(opening.service).toBe('Autism Diagnosis');
    // 09:30 in Raleigh is 13:30 or 14:30 UTC, depending on daylight saving.
    expect(['13:30', '14:30']).toContain(opening.startsAt.slice(11, 16));
    expect(listing.fields.openings.source).toBe('clinic');
    const removed = await call(staff, {
      method: 'DELETE',
      url: `/api/clinic/listings/${mine}/openings/${opening.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as ClinicListing).openings.some((o) => o.id === opening.id)).toBe(false);
  });

  it('keeps one “openings from” a day', async () => {
    await post({ date: inDays(20), fromOnly: true });
    const listing = (await post({ date: inDays(30), fromOnly: true })).json() as ClinicListing;
    const from = listing.openings.filter((o) => o.fromOnly);
    expect(from).toHaveLength(1);
  });

  it.each([
    ['date', { date: inDays(-3), time: '09:00' }],
    ['date', { date: '2026-02-30', time: '09:00' }],
    ['time', { date: inDays(5) }],
    ['time', { date: inDays(5), time: '25:00' }],
    ['endTime', { date: inDays(5), time: '10:00', endTime: '09:00' }],
    ['service', { date: inDays(5), time: '10:00', service: 'Juggling' }],
  ])('refuses a bad %s with a 400, adding nothing', async (field, payload) => {
    const count = (await ctx.database.db.select().from(providerOpenings)).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect((await ctx.database.db.select().from(providerOpenings)).length).toBe(count);
  });

  it('refuses without a session, on another listing, and another listing’s opening', async () => {
    expect((await post({ date: inDays(5), time: '10:00' }, null)).statusCode).toBe(401);
    expect((await post({ date: inDays(5), time: '10:00' }, staff, theirs)).statusCode).toBe(404);
    const [foreign] = await ctx.database.db
      .insert(providerOpenings)
      .values({ providerId: theirs, source: 'clinic', startsAt: new Date(Date.now() + 5 * DAY) })
      .returning();
    const response = await call(staff, {
      method: 'DELETE',
      url: `/api/clinic/listings/${mine}/openings/${foreign!.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(providerOpenings)
        .where(eq(providerOpenings.id, foreign!.id)),
    ).toHaveLength(1);
  });
});

describe('confirming and staying current', () => {
  it('dates every field as said now, and 60 days on the listing is no longer current', async () => {
    const old = new Date(Date.now() - 61 * DAY);
    await ctx.database.db
      .update(listingFields)
      .set({ saidAt: old })
      .where(eq(listingFields.providerId, mine));
    const stale = await read();
    expect(stale.current).toBe(false);
    expect(stale.confirmedAt).toBe(old.toISOString());

    const response = await call(staff, {
      method: 'POST',
      url: `/api/clinic/listings/${mine}/confirm`,
    });
    expect(response.statusCode).toBe(200);
    const listing = response.json() as ClinicListing;
    expect(listing.current).toBe(true);
    expect(listing.fields.photo.source).toBe('clinic');
    const confirmed = await ctx.database.db
      .select()
      .from(listingFields)
      .where(and(eq(listingFields.providerId, mine), eq(listingFields.field, 'confirmed')));
    expect(confirmed).toHaveLength(1);
    expect(
      (await call(null, { method: 'POST', url: `/api/clinic/listings/${mine}/confirm` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(staff, { method: 'POST', url: `/api/clinic/listings/${theirs}/confirm` }))
        .statusCode,
    ).toBe(404);
  });

  it('tells families in GET /api/providers', async () => {
    const answer = await call(other, { url: '/api/providers?limit=50' });
    expect(answer.statusCode).toBe(200);
    const provider = answer.json().providers.find((p: { id: string }) => p.id === mine);
    expect(provider.listing.current).toBe(true);
    expect(provider.listing.saidAt.phone).toBeTruthy();
    const stranger = answer.json().providers.find((p: { id: string }) => p.id === theirs);
    expect(stranger.listing).toBeNull();
  });
});

describe('the clinic’s word wins', () => {
  it('an admin edit of a field the clinic said is refused, naming it', async () => {
    const response = await call(admin, {
      method: 'PUT',
      url: `/api/providers/${mine}/email`,
      payload: { email: 'admin-typed@sunrise.example' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().field).toBe('email');
    expect((await row()).email).toBe('requests@sunrise.example');
  });
});

describe('the monthly “Is this still right?” e-mail', () => {
  it('is sent to each staff address and its one-click link confirms once', async () => {
    const old = new Date(Date.now() - 40 * DAY);
    await ctx.database.db
      .update(listingFields)
      .set({ saidAt: old })
      .where(eq(listingFields.providerId, mine));
    const now = new Date();
    await enqueueListingChecks(ctx.database.db, ctx.config.SESSION_SECRET, now);
    // A second run the same month sends nothing more.
    await enqueueListingChecks(ctx.database.db, ctx.config.SESSION_SECRET, now);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'listing-check-email'));
    const mineJobs = queued.filter((job) => job.key.includes(mine));
    expect(mineJobs).toHaveLength(1);
    // A listing whose staff arrived today is not asked yet.
    expect(queued.filter((job) => job.key.includes(theirs))).toHaveLength(0);

    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message) };
    const links = { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL };
    await sendListingCheck(
      ctx.database.db,
      mailer,
      links,
      (mineJobs[0]!.payload as { linkIds: string[] }).linkIds,
      now,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(STAFF);
    expect(sent[0]!.subject).toBe('Is this still right? The listing of Sunrise Therapy');
    const text = String(sent[0]!.text);
    expect(text).toMatch(
      /^Is this still right\? This is what families see on the listing of Sunrise Therapy in Autism Care Finder\.\n\n/,
    );
    expect(text).toContain('Phone: 919-555-0199');
    expect(text).toMatch(/\n\nYes, it is still right:\nhttp\S+\/listing-check\/[\w-]+\n\n/);
    expect(text).toMatch(/\n\nSomething changed\? Sign in and edit the listing:\nhttp\S+$/);
    const token = /\/listing-check\/([\w-]+)/.exec(String(sent[0]!.text))![1]!;

    const page = await call(null, { url: `/api/listing-checks/${token}` });
    expect(page.json().providerName).toBe('Sunrise Therapy');
    const confirmed = await call(null, {
      method: 'POST',
      url: `/api/listing-checks/${token}/confirm`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await read()).current).toBe(true);
    const again = await call(null, { method: 'POST', url: `/api/listing-checks/${token}/confirm` });
    expect(again.statusCode).toBe(410);
    const wrong = await call(null, {
      method: 'POST',
      url: `/api/listing-checks/${'x'.repeat(43)}/confirm`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
