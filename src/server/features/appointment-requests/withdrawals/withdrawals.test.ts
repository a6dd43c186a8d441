import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest, WithdrawOthersResult } from '@shared/api/appointment-requests';
import { eq } from 'drizzle-orm';
import { appointmentRequests, providers } from '@server/db/schema';
import { runDueJobs } from '@server/lib/job-runner';
import { startSmtpWithMailer, type SmtpWithMailer } from '../../../../../tests/support/smtp-mailer';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { clinicConfirms } from '../../../../../tests/support/clinic-confirmation';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { sendClosedAccountNoticeJob } from '@server/domain/closed-accounts/send-closed-account-notice.job';
import { sendWithdrawalNoticeJob } from './send-withdrawal-notice.job';

let ctx: TestContext;
let smtp: SmtpWithMailer;
let runJobs: () => Promise<number>;

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpWithMailer('Care Finder <requests@example.org>');
  runJobs = () =>
    runDueJobs([sendWithdrawalNoticeJob, sendClosedAccountNoticeJob], {
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
async function newProvider(email: string | null) {
  providerCount += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Withdraw Test Clinic ${providerCount}`,
      specialty: 'Clinical Psychologist',
      city: 'Raleigh',
      state: 'NC',
      latitude: 35.78,
      longitude: -78.64,
      averageWaitTime: 30,
      email,
      source: 'admin',
    })
    .returning();
  return row!;
}

const call = (account: TestAccount, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { cookie: account.cookie } });

async function familyAsks(...providerIds: string[]) {
  const family = await createAccount(ctx, { firstName: 'Dana', lastName: 'Whitfield' });
  for (const providerId of providerIds) {
    await call(family, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
  }
  const submitted = await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  const requests = submitted.json<{ requests: AppointmentRequest[] }>().requests;
  const of = (providerId: string) => requests.find((r) => r.provider.id === providerId)!;
  return { family, of };
}

/** Books a time agreed with the clinic by phone, or (`byPhone` false) asked for on its offer. */
const schedule = (family: TestAccount, id: string, byPhone = true) =>
  call(family, {
    method: 'PUT',
    url: `/api/appointment-requests/${id}/schedule`,
    payload: {
      scheduledDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      arrangedByPhone: byPhone,
      contactEmail: family.email,
    },
  });
const withdrawOthers = (family: TestAccount, id: string) =>
  call(family, { method: 'POST', url: `/api/appointment-requests/${id}/withdraw-others` });
const cancel = (family: TestAccount, id: string) =>
  call(family, { method: 'POST', url: `/api/appointment-requests/${id}/cancel` });

async function noticesSent() {
  const before = smtp.received.length;
  await runJobs();
  return smtp.received.slice(before);
}

describe('POST /api/appointment-requests/{id}/withdraw-others', () => {
  it('withdraws every other open request, and tells each clinic that had been sent one, once', async () => {
    const kept = await newProvider('kept@clinic.example');
    const b = await newProvider('b@clinic.example');
    const c = await newProvider(null);
    const d = await newProvider('d@clinic.example');
    const { family, of } = await familyAsks(kept.id, b.id, c.id, d.id);
    expect(of(c.id).status).toBe('pending');
    expect((await schedule(family, of(kept.id).id)).statusCode).toBe(200);

    const response = await withdrawOthers(family, of(kept.id).id);
    expect(response.statusCode).toBe(200);
    const { cancelled } = response.json<WithdrawOthersResult>();
    expect(cancelled.map((r) => r.provider.id).sort()).toEqual([b.id, c.id, d.id].sort());
    expect(cancelled.every((r) => r.status === 'cancelled')).toBe(true);

    const list = (await call(family, { url: '/api/appointment-requests' })).json<
      AppointmentRequest[]
    >();
    expect(list.find((r) => r.id === of(kept.id).id)?.status).toBe('scheduled');

    const sent = await noticesSent();
    expect(sent.map((m) => m.to[0]).sort()).toEqual(['b@clinic.example', 'd@clinic.example']);
    const note = sent[0]!;
    expect(note.parsed.subject).toBe('Request withdrawn: Dana');
    expect(note.parsed.text).toContain('Dana no longer needs the appointment they asked for');
    expect(note.parsed.text).toContain('Thank you — the place can go to another family.');
    // Every e-mail to a clinic ends with where it can keep its own listing.
    expect(note.parsed.text).toContain(`${ctx.config.APP_URL}/for-clinics`);
    expect(note.parsed.text).not.toContain('Whitfield');
    expect(note.parsed.messageId).toMatch(/^<withdrawal-notice-[0-9a-f-]{36}@autism-care-finder>$/);

    // Nothing left to withdraw, and nobody e-mailed twice.
    const again = await withdrawOthers(family, of(kept.id).id);
    expect(again.json<WithdrawOthersResult>().cancelled).toEqual([]);
    expect(await noticesSent()).toEqual([]);
  });

  it("answers 404 for someone else's request, and withdraws nothing of theirs", async () => {
    const a = await newProvider('other-a@clinic.example');
    const b = await newProvider('other-b@clinic.example');
    const owner = await familyAsks(a.id, b.id);
    await schedule(owner.family, owner.of(a.id).id);
    const stranger = await createAccount(ctx);
    const response = await withdrawOthers(stranger, owner.of(a.id).id);
    expect(response.statusCode).toBe(404);
    const list = (await call(owner.family, { url: '/api/appointment-requests' })).json<
      AppointmentRequest[]
    >();
    expect(list.find((r) => r.id === owner.of(b.id).id)?.status).toBe('submitted');
  });

  it('answers 409 while the asked-for time waits for the clinic, and withdraws once it confirms', async () => {
    const a = await newProvider('waiting-a@clinic.example');
    const b = await newProvider('waiting-b@clinic.example');
    const { family, of } = await familyAsks(a.id, b.id);
    const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db
      .update(appointmentRequests)
      .set({ replyAnswer: 'offer', replyEarliestDate: day, repliedAt: new Date() })
      .where(eq(appointmentRequests.id, of(a.id).id));
    expect((await schedule(family, of(a.id).id, false)).statusCode).toBe(200);
    const early = await withdrawOthers(family, of(a.id).id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'request_not_booked' });

    await clinicConfirms(ctx, of(a.id).id);
    const response = await withdrawOthers(family, of(a.id).id);
    expect(response.statusCode).toBe(200);
    expect(response.json<WithdrawOthersResult>().cancelled.map((r) => r.id)).toEqual([of(b.id).id]);
    const told = (await noticesSent()).filter((m) =>
      m.parsed.subject?.startsWith('Request withdrawn'),
    );
    expect(told.map((m) => m.to[0])).toEqual(['waiting-b@clinic.example']);
  });

  it('answers 409 unless the request is booked', async () => {
    const a = await newProvider('unbooked-a@clinic.example');
    const b = await newProvider('unbooked-b@clinic.example');
    const { family, of } = await familyAsks(a.id, b.id);
    const response = await withdrawOthers(family, of(a.id).id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'request_not_booked' });
    expect(await noticesSent()).toEqual([]);
  });
});

describe('POST /api/appointment-requests/{id}/cancel', () => {
  it('tells the clinic once that the family withdrew', async () => {
    const clinic = await newProvider('cancel@clinic.example');
    const { family, of } = await familyAsks(clinic.id);
    expect((await cancel(family, of(clinic.id).id)).statusCode).toBe(200);
    const sent = await noticesSent();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual(['cancel@clinic.example']);
    expect(sent[0]!.parsed.subject).toBe('Request withdrawn: Dana');
    expect((await cancel(family, of(clinic.id).id)).statusCode).toBe(409);
    expect(await noticesSent()).toEqual([]);
  });

  it('e-mails nobody for a request never sent (a clinic without an address)', async () => {
    const clinic = await newProvider(null);
    const { family, of } = await familyAsks(clinic.id);
    expect((await cancel(family, of(clinic.id).id)).statusCode).toBe(200);
    expect(await noticesSent()).toEqual([]);
  });
});

describe('DELETE /api/account', () => {
  const deleteAccount = (family: TestAccount, password: string) =>
    call(family, { method: 'DELETE', url: '/api/account', payload: { password } });

  it('tells each clinic holding a booked or confirmed appointment, and nobody else', async () => {
    const booked = await newProvider('booked@leaving.example');
    const confirmed = await newProvider('confirmed@leaving.example');
    const asked = await newProvider('asked@leaving.example');
    const { family, of } = await familyAsks(booked.id, confirmed.id, asked.id);
    expect((await schedule(family, of(booked.id).id)).statusCode).toBe(200);
    expect((await schedule(family, of(confirmed.id).id)).statusCode).toBe(200);
    await clinicConfirms(ctx, of(confirmed.id).id);

    expect((await deleteAccount(family, family.password)).statusCode).toBe(204);
    const requests = await ctx.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, booked.id));
    expect(requests).toEqual([]);

    const sent = await noticesSent();
    expect(sent.map((m) => m.to[0]).sort()).toEqual([
      'booked@leaving.example',
      'confirmed@leaving.example',
    ]);
    for (const notice of sent) {
      expect(notice.parsed.subject).toMatch(/^Appointment no longer needed: \d{1,2} \w+ \d{4} at /);
      expect(notice.parsed.text).toContain(
        'has closed their account and no longer needs the appointment',
      );
      // The family is gone: nothing of it travels, not even the first name.
      expect(notice.parsed.text).not.toMatch(/Dana|Whitfield/);
    }
    expect(await noticesSent()).toEqual([]);
  });

  it('sends nothing when the deletion is refused', async () => {
    const clinic = await newProvider('kept@leaving.example');
    const { family, of } = await familyAsks(clinic.id);
    expect((await schedule(family, of(clinic.id).id)).statusCode).toBe(200);
    expect((await deleteAccount(family, 'not the password at all')).statusCode).toBe(403);
    expect(await noticesSent()).toEqual([]);
  });
});
