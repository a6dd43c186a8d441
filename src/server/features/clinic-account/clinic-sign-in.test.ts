import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingStaff, OwnListings } from '@shared/api/clinic-account';
import { accountTokens, auditLog, listingStaff, providers, users } from '@server/db/schema';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { runDueJobs } from '@server/lib/job-runner';
import { hashPassword } from '@server/lib/passwords';
import { createAccount, sessionCookie, type TestAccount } from '../../../../tests/support/accounts';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// Signing in by an e-mailed link, the listings an account keeps, and the staff addresses of a
// listing. Links are read from e-mails a real SMTP server received.

let ctx: TestContext;
let smtp: SmtpWithMailer;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <clinics@example.org>');
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const ip = () => `10.8.${randomInt(250)}.${randomInt(250)}`;

let count = 0;
/** A listing kept by `staff` (addresses), as a code or an admin's approval leaves it. */
async function keptListing(...staff: string[]) {
  count += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Kept Clinic ${count}`,
      specialty: 'Clinical Psychologist',
      city: 'Athens',
      state: 'GA',
      latitude: 33.95,
      longitude: -83.37,
      npiNumber: String(1_800_000_000 + count),
      source: 'registry',
    })
    .returning();
  for (const email of staff) {
    await ctx.database.db.insert(listingStaff).values({ providerId: row!.id, email });
  }
  return row!;
}

const newAddress = () => `staff-${randomUUID().slice(0, 8)}@clinic.example`;

/** Runs the queued e-mails; the sign-in link tokens sent to `to` meanwhile. */
async function linksSentTo(to: string): Promise<string[]> {
  const before = smtp.received.length;
  await runDueJobs([sendAccountEmailJob], {
    db: ctx.database.db,
    mailer: smtp.mailer,
    accountLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
  });
  return smtp.received
    .slice(before)
    .filter((mail) => mail.to.includes(to))
    .map((mail) => /\/clinic\/sign-in\/([\w-]+)/.exec(mail.parsed.text ?? '')?.[1] ?? '');
}

const askForLink = (email: string, remoteAddress = ip()) =>
  ctx.app.inject({ method: 'POST', url: '/api/clinic/sign-in', payload: { email }, remoteAddress });

const redeem = (token: string, remoteAddress = ip()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/clinic/sign-in/redeem',
    payload: { token },
    remoteAddress,
  });

/** Signs `email` in by link, as a clinic does: asks, reads the e-mail, opens it. */
async function signIn(email: string): Promise<string> {
  expect((await askForLink(email)).statusCode).toBe(202);
  const [token] = await linksSentTo(email);
  const response = await redeem(token!);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('POST /api/clinic/sign-in', () => {
  it('answers alike for any address, and e-mails a link only to a staff address', async () => {
    const staff = newAddress();
    await keptListing(staff);
    const stranger = newAddress();
    const forStaff = await askForLink(staff);
    const forStranger = await askForLink(stranger);
    expect(forStaff.statusCode).toBe(202);
    expect(forStranger.statusCode).toBe(202);
    expect(forStaff.json()).toEqual(forStranger.json());
    expect(forStaff.json()).toEqual({ message: 'If this address keeps a listing, we sent a link' });
    expect(await linksSentTo(staff)).toHaveLength(1);
    const sent = smtp.received.findLast((mail) => mail.to.includes(staff))!;
    expect(sent.parsed.subject).toBe("Sign in to keep your clinic's listing");
    // Like every e-mail to a clinic, it ends with the 'For clinics' page.
    expect(sent.parsed.text).toContain(`${ctx.config.APP_URL}/for-clinics`);
    expect(await linksSentTo(stranger)).toEqual([]);
    const made = await ctx.database.db.select().from(users).where(eq(users.email, stranger));
    expect(made).toEqual([]);
  });

  it('is rate-limited per address, whoever asks', async () => {
    const staff = newAddress();
    await keptListing(staff);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askForLink(staff, ip())).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('is rate-limited per client address', async () => {
    const from = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await askForLink(newAddress(), from)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([['not an address'], [''], [42]])('refuses %j with a 400 naming email', async (email) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/clinic/sign-in',
      payload: { email },
      remoteAddress: ip(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });
});

describe('POST /api/clinic/sign-in/redeem', () => {
  it('signs in once: the link is single use, and the session sees the listing', async () => {
    const staff = newAddress();
    const listing = await keptListing(staff);
    await askForLink(staff);
    const [token] = await linksSentTo(staff);
    const first = await redeem(token!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ redirectTo: '/clinic' });
    const cookie = sessionCookie(first);
    const listings = (await as(cookie, 'GET', '/api/clinic/listings')).json<OwnListings>();
    expect(listings.listings.map((l) => l.id)).toEqual([listing.id]);
    const user = (await as(cookie, 'GET', '/api/auth/user')).json();
    expect(user).toMatchObject({ email: staff, emailVerified: true, hasPassword: false });

    const second = await redeem(token!);
    expect(second.statusCode).toBe(410);
    expect(second.json().code).toBe('link_used');
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'clinic_sign_in'), eq(auditLog.subject, staff)));
    expect(audits).toHaveLength(1);
  });

  it('refuses an expired link with 410 link_expired, and signs nobody in', async () => {
    const staff = newAddress();
    await keptListing(staff);
    await askForLink(staff);
    const [token] = await linksSentTo(staff);
    // 15 minutes later, as far as the link knows.
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.email, staff));
    const response = await redeem(token!);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('link_expired');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses an unknown link with 404 and a malformed one with 400 naming token', async () => {
    expect((await redeem('A'.repeat(43))).statusCode).toBe(404);
    const malformed = await redeem('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('token');
  });

  it('proves the address: a stranger who signed up with it unproved loses the password', async () => {
    const staff = newAddress();
    await keptListing(staff);
    await ctx.database.db.insert(users).values({
      email: staff,
      firstName: 'Mallory',
      passwordHash: await hashPassword('a stranger chose this password'),
    });
    await signIn(staff);
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, staff));
    expect(owner).toMatchObject({ passwordHash: null, firstName: null });
    expect(owner!.emailVerifiedAt).not.toBeNull();
  });

  it('does not sign in an address removed from the listing since the link was sent', async () => {
    const kept = newAddress();
    const removed = newAddress();
    const listing = await keptListing(kept, removed);
    await askForLink(removed);
    const [token] = await linksSentTo(removed);
    await ctx.database.db
      .delete(listingStaff)
      .where(and(eq(listingStaff.providerId, listing.id), eq(listingStaff.email, removed)));
    expect((await redeem(token!)).statusCode).toBe(404);
  });
});

describe('GET /api/clinic/listings', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: '/api/clinic/listings' })).statusCode).toBe(401);
  });

  it('answers none for a family account that keeps no listing', async () => {
    const family: TestAccount = await createAccount(ctx);
    const response = await as(family.cookie, 'GET', '/api/clinic/listings');
    expect(response.json()).toEqual({ listings: [] });
  });
});

describe('staff addresses', () => {
  it('lets any staff address add another, who is e-mailed a link, and remove another, not the last', async () => {
    const first = newAddress();
    const listing = await keptListing(first);
    const cookie = await signIn(first);
    const url = `/api/clinic/listings/${listing.id}/staff`;

    const second = newAddress();
    const added = await as(cookie, 'POST', url, { email: second.toUpperCase() });
    expect(added.statusCode).toBe(201);
    expect(added.json<ListingStaff>().staff.map((s) => s.email)).toEqual([first, second]);
    const [token] = await linksSentTo(second);
    const secondCookie = sessionCookie(await redeem(token!));

    // The newcomer removes the first address; the last one left cannot be removed.
    const removed = await as(secondCookie, 'DELETE', `${url}/${encodeURIComponent(first)}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ListingStaff>().staff.map((s) => s.email)).toEqual([second]);
    const last = await as(secondCookie, 'DELETE', `${url}/${encodeURIComponent(second)}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_listing_staff');
    // The removed address no longer reads the listing.
    expect((await as(cookie, 'GET', url)).statusCode).toBe(404);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, listing.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'listing_staff_added',
      'listing_staff_removed',
    ]);
  });

  it("answers 404 to a clinic reading or changing another clinic's staff, and changes nothing", async () => {
    const mine = newAddress();
    await keptListing(mine);
    const theirs = newAddress();
    const other = await keptListing(theirs);
    const cookie = await signIn(mine);
    const url = `/api/clinic/listings/${other.id}/staff`;
    const read = await as(cookie, 'GET', url);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(theirs);
    expect((await as(cookie, 'POST', url, { email: newAddress() })).statusCode).toBe(404);
    expect((await as(cookie, 'DELETE', `${url}/${encodeURIComponent(theirs)}`)).statusCode).toBe(
      404,
    );
    const staff = await ctx.database.db
      .select({ email: listingStaff.email })
      .from(listingStaff)
      .where(eq(listingStaff.providerId, other.id));
    expect(staff).toEqual([{ email: theirs }]);
    const listings = (await as(cookie, 'GET', '/api/clinic/listings')).json<OwnListings>();
    expect(listings.listings.map((l) => l.id)).not.toContain(other.id);
  });

  it('answers 401 without a session', async () => {
    const listing = await keptListing(newAddress());
    const url = `/api/clinic/listings/${listing.id}/staff`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url, payload: { email: newAddress() } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${url}/someone%40clinic.example` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a bad address or listing id with a 400 naming it, and adds nobody', async () => {
    const staff = newAddress();
    const listing = await keptListing(staff);
    const cookie = await signIn(staff);
    const url = `/api/clinic/listings/${listing.id}/staff`;
    const badEmail = await as(cookie, 'POST', url, { email: 'nobody' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe('email');
    const badId = await as(cookie, 'GET', '/api/clinic/listings/nope/staff');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('providerId');
    const badParam = await as(cookie, 'DELETE', `${url}/not-an-address`);
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().field).toBe('email');
    const rows = await ctx.database.db
      .select()
      .from(listingStaff)
      .where(eq(listingStaff.providerId, listing.id));
    expect(rows.map((r) => r.email)).toEqual([staff]);
  });
});
