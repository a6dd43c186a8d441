import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { appointmentRequests, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';
import { APPOINTMENT_LENGTH_MS, completePastAppointments } from './complete-past-appointments';

// The statuses a family can move a request through, and the one-open-request-per-clinic rule.

let ctx: TestContext;
let withEmail: string;
let withoutEmail: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  const [reachable] = await ctx.database.db
    .select({ id: providers.id })
    .from(providers)
    .where(isNotNull(providers.email))
    .limit(1);
  if (reachable) withEmail = reachable.id;
  else {
    const [any] = await ctx.database.db.select({ id: providers.id }).from(providers).limit(1);
    await ctx.database.db
      .update(providers)
      .set({ email: 'intake@clinic.example' })
      .where(eq(providers.id, any!.id));
    withEmail = any!.id;
  }
  const [unreachable] = await ctx.database.db
    .select({ id: providers.id })
    .from(providers)
    .where(isNull(providers.email))
    .limit(1);
  withoutEmail = unreachable!.id;
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const add = (account: TestAccount, providerId: string) =>
  call(account, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
const submit = (account: TestAccount) =>
  call(account, { method: 'POST', url: '/api/appointment-requests/submit' });
const list = async (account: TestAccount) =>
  (await call(account, { url: '/api/appointment-requests' })).json() as AppointmentRequest[];
const cancel = (account: TestAccount | null, id: string) =>
  call(account, { method: 'POST', url: `/api/appointment-requests/${id}/cancel` });

async function requested(providerId: string) {
  const family = await createAccount(ctx);
  await add(family, providerId);
  expect((await submit(family)).statusCode).toBe(201);
  const [request] = await list(family);
  return { family, request: request! };
}

describe('sending', () => {
  it('is submitted when the clinic can be e-mailed, and pending (call them) when not', async () => {
    expect((await requested(withEmail)).request.status).toBe('submitted');
    expect((await requested(withoutEmail)).request.status).toBe('pending');
  });
});

describe('one open request per family and clinic', () => {
  it('refuses to put a clinic asked already back in the basket, with a clear 409', async () => {
    const { family } = await requested(withEmail);
    const again = await add(family, withEmail);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_requested', field: 'providerId' });
    expect(again.json().message).toMatch(/already sent this provider a request/);
    expect((await call(family, { url: '/api/care-basket' })).json()).toEqual([]);
  });

  it('is enforced by the database itself', async () => {
    const { family, request } = await requested(withEmail);
    await expect(
      ctx.database.db.insert(appointmentRequests).values({
        userId: family.id,
        providerId: withEmail,
        providerName: request.provider.name,
        providerSpecialty: request.provider.specialty,
        providerCity: request.provider.city,
        providerState: request.provider.state,
      }),
    ).rejects.toThrow();
  });

  it('allows a new request once the earlier one is cancelled', async () => {
    const { family, request } = await requested(withEmail);
    expect((await cancel(family, request.id)).json()).toMatchObject({ status: 'cancelled' });
    expect((await add(family, withEmail)).statusCode).toBe(201);
    expect((await submit(family)).statusCode).toBe(201);
    expect((await list(family)).map((r) => r.status).sort()).toEqual(['cancelled', 'submitted']);
  });
});

describe('POST /api/appointment-requests/{id}/cancel', () => {
  it('withdraws an open request, and refuses a second time with 409', async () => {
    const { family, request } = await requested(withoutEmail);
    const response = await cancel(family, request.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: request.id,
      status: 'cancelled',
      cancelledBy: 'family',
    });
    const again = await cancel(family, request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'request_not_cancellable' });
  });

  it("answers 404 for another family's request and changes nothing; 401 without a session", async () => {
    const { request } = await requested(withEmail);
    const stranger = await createAccount(ctx);
    const response = await cancel(stranger, request.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(request.provider.name);
    expect((await cancel(null, request.id)).statusCode).toBe(401);
    const [row] = await ctx.database.db
      .select({ status: appointmentRequests.status })
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.id, request.id)));
    expect(row!.status).toBe('submitted');
  });

  it('answers 400 naming the field for an id that is not one', async () => {
    const { family } = await requested(withoutEmail);
    const response = await cancel(family, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'id' });
  });

  it('cannot schedule a cancelled request (409)', async () => {
    const { family, request } = await requested(withEmail);
    await cancel(family, request.id);
    const response = await call(family, {
      method: 'PUT',
      url: `/api/appointment-requests/${request.id}/schedule`,
      payload: {
        scheduledDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        timeZone: 'America/New_York',
        arrangedByPhone: true,
        contactEmail: family.email,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'request_not_schedulable' });
  });
});

describe('completed', () => {
  it('is set once a booked appointment is over, and nothing else changes', async () => {
    const { family, request } = await requested(withEmail);
    const when = new Date(Date.now() + 10 * 86_400_000);
    const booked = await call(family, {
      method: 'PUT',
      url: `/api/appointment-requests/${request.id}/schedule`,
      payload: {
        scheduledDate: when.toISOString(),
        timeZone: 'America/New_York',
        arrangedByPhone: true,
        contactEmail: family.email,
      },
    });
    expect(booked.statusCode).toBe(200);
    const open = await requested(withoutEmail);

    await completePastAppointments(ctx.database.db, new Date(when.getTime() + 60_000));
    expect((await list(family))[0]!.status).toBe('scheduled');
    await completePastAppointments(
      ctx.database.db,
      new Date(when.getTime() + APPOINTMENT_LENGTH_MS),
    );
    expect((await list(family))[0]!.status).toBe('completed');
    expect((await list(open.family))[0]!.status).toBe('pending');
    // Over, it can no longer be cancelled, and the clinic may be asked again.
    expect((await cancel(family, request.id)).statusCode).toBe(409);
    expect((await add(family, withEmail)).statusCode).toBe(201);
  });
});
