import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimCreated, PendingClaims } from '@shared/api/clinic-account';
import { auditLog, listingClaims, listingStaff, providers } from '@server/db/schema';
import { sendAccountEmailJob } from '@server/domain/account-links/send-account-email.job';
import { runDueJobs } from '@server/lib/job-runner';
import type { ReceivedMail } from '../../../../tests/servers/smtp-server';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { sendListingClaimEmailJob } from './send-listing-claim-email.job';

// Claiming a listing: by a code e-mailed to the listing's own address, or by an admin's review in
// the 'Listing claims' queue. E-mails are read from a real SMTP server.

const ADMIN_EMAIL = 'claims-admin@example.org';
let ctx: TestContext;
let smtp: SmtpWithMailer;
let admin: TestAccount;
let family: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  smtp = await startSmtpWithMailer('Care Finder <clinics@example.org>');
  admin = await createAccount(ctx, { email: ADMIN_EMAIL });
  family = await createAccount(ctx);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** Runs the queued e-mails and answers those that went out meanwhile. */
async function mailSent(): Promise<ReceivedMail[]> {
  const before = smtp.received.length;
  await runDueJobs([sendListingClaimEmailJob, sendAccountEmailJob], {
    db: ctx.database.db,
    mailer: smtp.mailer,
    accountLinks: { secret: ctx.config.SESSION_SECRET, appUrl: ctx.config.APP_URL },
  });
  return smtp.received.slice(before);
}

let count = 0;
async function newListing(values: { email?: string | null; phone?: string | null } = {}) {
  count += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Claimable Clinic ${count}`,
      specialty: 'Clinical Psychologist',
      city: 'Durham',
      state: 'NC',
      latitude: 35.99,
      longitude: -78.9,
      npiNumber: String(1_700_000_000 + count),
      email: values.email ?? null,
      phone: values.phone ?? '(919) 555-0101',
      source: 'registry',
    })
    .returning();
  return row!;
}

const ip = () => `10.9.${randomInt(250)}.${randomInt(250)}`;

function claimBody(providerId: string, overrides: Record<string, unknown> = {}) {
  return {
    providerId,
    name: 'Jordan Price',
    role: 'Office manager',
    workEmail: `Jordan.${randomUUID().slice(0, 8)}@Clinic.example`,
    phone: '(919) 555-0199',
    ...overrides,
  };
}

const claim = (body: Record<string, unknown>, remoteAddress = ip()) =>
  ctx.app.inject({ method: 'POST', url: '/api/clinic/claims', payload: body, remoteAddress });

const enterCode = (claimId: string, code: string, remoteAddress = ip()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/clinic/claims/${claimId}/code`,
    payload: { code },
    remoteAddress,
  });

const asAdmin = (method: 'GET' | 'POST', url: string, account = admin) =>
  ctx.app.inject({ method, url, headers: { cookie: account.cookie } });

const staffOf = async (providerId: string) =>
  (
    await ctx.database.db
      .select({ email: listingStaff.email })
      .from(listingStaff)
      .where(eq(listingStaff.providerId, providerId))
  ).map((row) => row.email);

const auditOf = (action: 'listing_claim_approved' | 'listing_claim_declined', subject: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)));

const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.parsed.text ?? '')![1]!;
const signInLinkIn = (mail: ReceivedMail) =>
  /\/clinic\/sign-in\/([\w-]+)/.exec(mail.parsed.text ?? '')?.[1];

describe('GET /api/clinic/listings/search', () => {
  it('finds a listing by NPI or by name and state, with public fields only', async () => {
    const listing = await newListing({ email: 'desk@searchable.example' });
    const byNpi = await ctx.app.inject({
      url: `/api/clinic/listings/search?npi=${listing.npiNumber}`,
      remoteAddress: ip(),
    });
    expect(byNpi.statusCode).toBe(200);
    expect(byNpi.json()).toEqual({
      listings: [
        {
          id: listing.id,
          name: listing.name,
          specialty: 'Clinical Psychologist',
          city: 'Durham',
          state: 'NC',
          npi: listing.npiNumber,
        },
      ],
    });
    expect(byNpi.body).not.toContain('desk@searchable.example');

    const byName = await ctx.app.inject({
      url: `/api/clinic/listings/search?name=${encodeURIComponent(listing.name.toLowerCase())}&state=NC`,
      remoteAddress: ip(),
    });
    expect(byName.json().listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
    const elsewhere = await ctx.app.inject({
      url: `/api/clinic/listings/search?name=${encodeURIComponent(listing.name)}&state=GA`,
      remoteAddress: ip(),
    });
    expect(elsewhere.json()).toEqual({ listings: [] });
  });

  it.each([
    ['npi=12345', 'npi'],
    ['npi=12345678901', 'npi'],
    ['name=a', 'name'],
    ['', 'name'],
    ['name=clinic&state=nc', 'state'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await ctx.app.inject({
      url: `/api/clinic/listings/search?${query}`,
      remoteAddress: ip(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('is rate-limited per client address', async () => {
    const address = ip();
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await ctx.app.inject({
        url: '/api/clinic/listings/search?npi=1999999999',
        remoteAddress: address,
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('claiming by a code e-mailed to the listing', () => {
  it('sends the code to the listing address, refuses and counts a wrong code, and a right one adds the staff address and sends a sign-in link', async () => {
    const listing = await newListing({ email: 'frontdesk@coded.example' });
    const body = claimBody(listing.id);
    const workEmail = String(body.workEmail).toLowerCase();
    const created = await claim(body);
    expect(created.statusCode).toBe(201);
    const answer = created.json<ClaimCreated>();
    expect(answer).toEqual({
      id: expect.any(String),
      status: 'code_sent',
      sentTo: 'f•••@coded.example',
    });

    const [codeMail, ...others] = await mailSent();
    expect(others).toEqual([]);
    expect(codeMail!.to).toEqual(['frontdesk@coded.example']);
    expect(codeMail!.parsed.text).toContain('Jordan Price (Office manager) asked to manage');
    expect(codeMail!.parsed.text).toContain(`/for-clinics?npi=${listing.npiNumber}`);
    const code = codeIn(codeMail!);

    const wrong = await enterCode(answer.id, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'claim_code_wrong', field: 'code' });
    expect(wrong.json().message).toBe('That code is not right. You can try 4 more times.');
    const [counted] = await ctx.database.db
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, answer.id));
    expect(counted!.codeAttempts).toBe(1);
    expect(await staffOf(listing.id)).toEqual([]);

    const right = await enterCode(answer.id, code);
    expect(right.statusCode).toBe(200);
    expect(await staffOf(listing.id)).toEqual([workEmail]);
    const sent = await mailSent();
    expect(sent.map((mail) => mail.to)).toEqual([[workEmail]]);
    expect(signInLinkIn(sent[0]!)).toBeTruthy();
    expect(await auditOf('listing_claim_approved', listing.id)).toHaveLength(1);

    // Spent: the same code again changes nothing.
    const again = await enterCode(answer.id, code);
    expect(again.statusCode).toBe(410);
  });

  it('sends the claim to an admin after the last wrong code', async () => {
    const listing = await newListing({ email: 'desk@guessed.example' });
    const { id } = (await claim(claimBody(listing.id))).json<ClaimCreated>();
    const code = codeIn((await mailSent())[0]!);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i += 1) expect((await enterCode(id, wrongCode)).statusCode).toBe(403);
    const last = await enterCode(id, wrongCode);
    expect(last.statusCode).toBe(410);
    expect(last.json().code).toBe('claim_code_spent');
    // Even the right code no longer works; the admin queue has the claim.
    expect((await enterCode(id, code)).statusCode).toBe(410);
    const queue = (await asAdmin('GET', '/api/admin/listing-claims')).json<PendingClaims>();
    expect(queue.claims.map((c) => c.id)).toContain(id);
    expect(await staffOf(listing.id)).toEqual([]);
  });
});

describe('claiming by an admin review', () => {
  it('queues a claim on a listing without an address, and the approval adds the staff address and e-mails a sign-in link', async () => {
    const listing = await newListing({ email: null, phone: '(919) 555-0142' });
    const body = claimBody(listing.id);
    const workEmail = String(body.workEmail).toLowerCase();
    const created = await claim(body);
    expect(created.json<ClaimCreated>()).toEqual({ id: expect.any(String), status: 'pending' });
    const { id } = created.json<ClaimCreated>();
    expect(await mailSent()).toEqual([]);

    const queue = await asAdmin('GET', '/api/admin/listing-claims');
    expect(queue.statusCode).toBe(200);
    expect(queue.json<PendingClaims>().claims.find((c) => c.id === id)).toEqual({
      id,
      createdAt: expect.any(String),
      providerId: listing.id,
      listingName: listing.name,
      npi: listing.npiNumber,
      city: 'Durham',
      state: 'NC',
      registryPhone: '(919) 555-0142',
      claimantName: 'Jordan Price',
      role: 'Office manager',
      workEmail,
      phone: '(919) 555-0199',
      staffCount: 0,
    });

    const approved = await asAdmin('POST', `/api/admin/listing-claims/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await staffOf(listing.id)).toEqual([workEmail]);
    const [mail, ...rest] = await mailSent();
    expect(rest).toEqual([]);
    expect(mail!.to).toEqual([workEmail]);
    expect(mail!.parsed.subject).toBe(`You can now manage ${listing.name} on Autism Care Finder`);
    expect(signInLinkIn(mail!)).toBeTruthy();

    const [audit] = await auditOf('listing_claim_approved', listing.id);
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { claimId: id, by: 'admin' } });
    expect(JSON.stringify(audit!.details)).not.toContain(workEmail);
    const after = (await asAdmin('GET', '/api/admin/listing-claims')).json<PendingClaims>();
    expect(after.claims.map((c) => c.id)).not.toContain(id);
    // Decided once: a second decision is refused.
    expect((await asAdmin('POST', `/api/admin/listing-claims/${id}/decline`)).statusCode).toBe(409);
  });

  it('declines a claim: nobody is added, the clinic is told, and it is audited', async () => {
    const listing = await newListing({ email: 'desk@unreachable.example' });
    const body = claimBody(listing.id, { cannotReachListingEmail: true });
    const workEmail = String(body.workEmail).toLowerCase();
    const { id, status } = (await claim(body)).json<ClaimCreated>();
    expect(status).toBe('pending');
    const declined = await asAdmin('POST', `/api/admin/listing-claims/${id}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(await staffOf(listing.id)).toEqual([]);
    const sent = await mailSent();
    expect(sent.map((mail) => mail.to)).toEqual([[workEmail]]);
    expect(sent[0]!.parsed.text).toContain('we declined the request');
    expect(await auditOf('listing_claim_declined', listing.id)).toEqual([
      expect.objectContaining({ actorUserId: admin.id, details: { claimId: id } }),
    ]);
  });

  it('sends a claim on a listing kept already to an admin, and tells the staff', async () => {
    const listing = await newListing({ email: 'desk@kept.example' });
    await ctx.database.db
      .insert(listingStaff)
      .values({ providerId: listing.id, email: 'keeper@kept.example' });
    const { status } = (await claim(claimBody(listing.id))).json<ClaimCreated>();
    expect(status).toBe('pending');
    const sent = await mailSent();
    expect(sent.map((mail) => mail.to)).toEqual([['keeper@kept.example']]);
    expect(sent[0]!.parsed.subject).toBe(`Someone asked to manage ${listing.name}`);
  });

  it('limits claims per listing', async () => {
    const listing = await newListing();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await claim(claimBody(listing.id))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('refused claims change nothing', () => {
  const FIELDS: [string, unknown][] = [
    ['providerId', 'not-a-uuid'],
    ['name', ''],
    ['role', 'x'.repeat(101)],
    ['workEmail', 'not an address'],
    ['phone', 'call me'],
    ['cannotReachListingEmail', 'yes'],
  ];
  it.each(FIELDS)('a bad %s answers 400 naming it', async (field, value) => {
    const listing = await newListing();
    const response = await claim(claimBody(listing.id, { [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    const rows = await ctx.database.db
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.providerId, listing.id));
    expect(rows).toEqual([]);
  });

  it('a malformed code or claim id answers 400 naming it and counts no attempt', async () => {
    const listing = await newListing({ email: 'desk@malformed.example' });
    const { id } = (await claim(claimBody(listing.id))).json<ClaimCreated>();
    const badCode = await enterCode(id, '12ab56');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().field).toBe('code');
    const badId = await enterCode('nope', '123456');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const [row] = await ctx.database.db
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, id));
    expect(row!.codeAttempts).toBe(0);
  });

  it('a claim on no listing answers 404', async () => {
    expect((await claim(claimBody(randomUUID()))).statusCode).toBe(404);
  });
});

describe('the admin queue', () => {
  const ROUTES = [
    ['GET', '/api/admin/listing-claims'],
    ['POST', `/api/admin/listing-claims/${randomUUID()}/approve`],
    ['POST', `/api/admin/listing-claims/${randomUUID()}/decline`],
  ] as const;

  it.each(ROUTES)('%s %s: 401 without a session', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
  });

  it.each(ROUTES)('%s %s: 403 for a family', async (method, url) => {
    const response = await asAdmin(method, url, family);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('admin_only');
  });

  it('a family cannot decide a real claim: it stays pending', async () => {
    const listing = await newListing();
    const { id } = (await claim(claimBody(listing.id))).json<ClaimCreated>();
    expect(
      (await asAdmin('POST', `/api/admin/listing-claims/${id}/approve`, family)).statusCode,
    ).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, id));
    expect(row!.status).toBe('pending');
    expect(await staffOf(listing.id)).toEqual([]);
  });

  it('answers 400 naming the id for a malformed one, and 404 for an unknown one', async () => {
    const bad = await asAdmin('POST', '/api/admin/listing-claims/nope/approve');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
    expect(
      (await asAdmin('POST', `/api/admin/listing-claims/${randomUUID()}/approve`)).statusCode,
    ).toBe(404);
  });
});
