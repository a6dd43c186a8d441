import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnreachableClinic } from '@shared/api/unreachable-clinics';
import { appointmentRequests, auditLog, jobs, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../tests/support/smtp-mailer';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { INVITES_PER_CLINIC_PER_DAY } from './invite-clinic';
import { sendListingInviteJob } from './send-listing-invite.job';

const ADMIN = 'reach-admin@example.org';
const APP_URL = 'http://care.example.test';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let smtp: SmtpWithMailer;
let admin: TestAccount;
let family: TestAccount;
const clinic: Record<'often' | 'once' | 'reachable' | 'invitee', string> = {
  often: '',
  once: '',
  reachable: '',
  invitee: '',
};

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const list = (account: TestAccount | null = admin) =>
  call(account, { url: '/api/admin/unreachable-clinics' });
const invite = (account: TestAccount | null, providerId: string, payload: unknown) =>
  call(account, {
    method: 'POST',
    url: `/api/admin/unreachable-clinics/${providerId}/invite`,
    payload: payload as object,
  });
const runJobs = () =>
  runDueJobs([sendListingInviteJob], { db: ctx.database.db, mailer: smtp.mailer, appUrl: APP_URL });

async function newProvider(name: string, values: { email?: string; npiNumber?: string } = {}) {
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name,
      specialty: 'Clinical Psychologist',
      city: 'Hartford',
      state: 'CT',
      latitude: 41.76,
      longitude: -72.68,
      phone: '(860) 555-0144',
      source: 'registry',
      ...values,
    })
    .returning({ id: providers.id });
  return row!.id;
}

/** A family that puts these providers in its basket and sends it. */
async function familySends(...providerIds: string[]) {
  const account = await createAccount(ctx);
  for (const providerId of providerIds) {
    await call(account, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
  }
  const sent = await call(account, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(sent.statusCode).toBe(201);
  return account;
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  admin = await createAccount(ctx, { email: ADMIN });
  clinic.often = await newProvider('Asylum Hill Developmental Clinic', { npiNumber: '1093817465' });
  clinic.once = await newProvider('Blue Hills Pediatric Psychology');
  clinic.reachable = await newProvider('Charter Oak Therapy', { email: 'desk@charteroak.example' });
  clinic.invitee = await newProvider('Dutch Point Behavioral Health');
  // One family asks three clinics: two cannot be reached. Two more families try the first.
  family = await familySends(clinic.once, clinic.often, clinic.reachable);
  await familySends(clinic.often);
  await familySends(clinic.often, clinic.invitee);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

describe('GET /api/admin/unreachable-clinics', () => {
  it('lists clinics with unsent requests, most families first, never who they are', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const clinics = response.json() as UnreachableClinic[];
    expect(clinics.map((c) => [c.name, c.families])).toEqual([
      ['Asylum Hill Developmental Clinic', 3],
      // Equal counts: the most recently tried first.
      ['Dutch Point Behavioral Health', 1],
      ['Blue Hills Pediatric Psychology', 1],
    ]);
    expect(clinics[0]).toMatchObject({
      providerId: clinic.often,
      city: 'Hartford',
      state: 'CT',
      phone: '(860) 555-0144',
      npiNumber: '1093817465',
      invitedAt: null,
    });
    expect(response.body).not.toContain(family.email);
    expect(response.body).not.toContain(family.id);
  });

  it('answers 401 without a session and 403 to a family', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const refused = await list(family);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Asylum Hill');
  });
});

describe('POST /api/admin/unreachable-clinics/{providerId}/invite', () => {
  it('e-mails the clinic an invitation to claim its listing, audited', async () => {
    const response = await invite(admin, clinic.often, { email: 'Office@AsylumHill.example' });
    expect(response.statusCode).toBe(202);
    expect(await runJobs()).toBe(1);
    const mail = smtp.received.find((m) => m.to.includes('office@asylumhill.example'))!;
    expect(mail.parsed.subject).toBe(
      'Families are trying to reach Asylum Hill Developmental Clinic',
    );
    expect(mail.parsed.text).toContain('3 families looking for autism care');
    expect(mail.parsed.text).toContain(`${APP_URL}/for-clinics?npi=1093817465`);
    // Who the families are stays with us.
    expect(mail.parsed.text).not.toContain(family.email);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing_invite_sent'), eq(auditLog.subject, clinic.often)));
    expect(entry).toMatchObject({
      details: { provider: 'Asylum Hill Developmental Clinic', to: 'office@asylumhill.example' },
    });
    // The typed address does not stay in the job table once sent.
    const left = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, 'listing-invite-email'));
    expect(left).toEqual([]);
    const listed = (await list()).json() as UnreachableClinic[];
    expect(listed.find((c) => c.providerId === clinic.often)!.invitedAt).not.toBeNull();
  });

  it('links a clinic without an NPI to the page where it finds its listing', async () => {
    expect((await invite(admin, clinic.once, { email: 'bluehills@example.org' })).statusCode).toBe(
      202,
    );
    await runJobs();
    const mail = smtp.received.find((m) => m.to.includes('bluehills@example.org'))!;
    expect(mail.parsed.text).toContain(`${APP_URL}/for-clinics\n`);
    expect(mail.parsed.text).toContain('A family looking for autism care');
  });

  it.each([[{ email: 'not an address' }], [{ email: '' }], [{}], [{ email: 42 }]])(
    'answers 400 naming email for %j and queues nothing',
    async (payload) => {
      const response = await invite(admin, clinic.invitee, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('email');
      expect(await runJobs()).toBe(0);
    },
  );

  it('answers 400 naming the provider for a bad id, and 404 for an unknown one', async () => {
    const bad = await invite(admin, 'not-a-uuid', { email: 'x@example.org' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'providerId']);
    expect((await invite(admin, UNKNOWN, { email: 'x@example.org' })).statusCode).toBe(404);
    expect(await runJobs()).toBe(0);
  });

  it('answers 401 without a session and 403 to a family, sending nothing', async () => {
    expect((await invite(null, clinic.invitee, { email: 'x@example.org' })).statusCode).toBe(401);
    expect((await invite(family, clinic.invitee, { email: 'x@example.org' })).statusCode).toBe(403);
    expect(await runJobs()).toBe(0);
  });

  it('invites one clinic a few times a day at most (429)', async () => {
    for (let i = 0; i < INVITES_PER_CLINIC_PER_DAY; i += 1) {
      expect(
        (await invite(admin, clinic.invitee, { email: `dp${i}@example.org` })).statusCode,
      ).toBe(202);
    }
    const refused = await invite(admin, clinic.invitee, { email: 'again@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(await runJobs()).toBe(INVITES_PER_CLINIC_PER_DAY);
    expect(smtp.received.some((m) => m.to.includes('again@example.org'))).toBe(false);
  });
});

describe('adding an address', () => {
  it('sends the requests that waited and takes the clinic off the list', async () => {
    const response = await call(admin, {
      method: 'PUT',
      url: `/api/providers/${clinic.often}/email`,
      payload: { email: 'intake@asylumhill.example' },
    });
    expect(response.statusCode).toBe(200);
    const waiting = await ctx.database.db
      .select({ status: appointmentRequests.status })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, clinic.often));
    expect(waiting.map((r) => r.status)).toEqual(['submitted', 'submitted', 'submitted']);
    const listed = (await list()).json() as UnreachableClinic[];
    expect(listed.map((c) => c.providerId)).not.toContain(clinic.often);
  });
});
