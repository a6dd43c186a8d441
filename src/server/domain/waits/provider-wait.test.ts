import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import type { ProviderPage } from '@shared/api/providers';
import { providers } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { clinicConfirms } from '../../../../tests/support/clinic-confirmation';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// A provider's wait through the real routes (docs/product.md#wait-times): one family cannot talk
// it down, only appointments the clinic confirmed count (and only while they stand), an admin's
// verification outweighs what came before it, and a deleted account's experience goes with it.

const ADMIN = 'waits-admin@example.org';
const DAY = 86_400_000;
let ctx: TestContext;
let admin: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  admin = await createAccount(ctx, { email: ADMIN, firstName: 'Avery', lastName: 'Admin' });
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });

let count = 0;
async function newProvider(averageWaitTime: number | null) {
  count += 1;
  const [row] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Wait Clinic ${count}`,
      specialty: 'Developmental Pediatrician',
      city: 'Durham',
      state: 'NC',
      latitude: 35.99,
      longitude: -78.9,
      averageWaitTime,
      email: `desk-${count}@wait-clinic.example`,
      source: 'registry',
    })
    .returning();
  return row!;
}

async function verify(providerId: string, averageWaitTime: number | null) {
  const response = await call(admin, {
    method: 'PUT',
    url: `/api/providers/${providerId}/details`,
    payload: {
      acceptedInsurance: ['Medicaid'],
      servicesOffered: ['Autism Diagnosis'],
      averageWaitTime,
      acceptingNewPatients: true,
      agesFrom: null,
      agesTo: null,
      languages: null,
      telehealth: null,
    },
  });
  expect(response.statusCode).toBe(200);
}

/**
 * The family asks the provider and books an appointment `days` later; `confirmed`, the clinic
 * then confirms it through the link in its e-mail.
 */
async function requestAndBook(
  family: TestAccount,
  providerId: string,
  days: number,
  { confirmed = true } = {},
) {
  await call(family, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
  const submitted = await call(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  expect(submitted.statusCode).toBe(201);
  const [request] = (submitted.json() as { requests: AppointmentRequest[] }).requests;
  const booked = await call(family, {
    method: 'PUT',
    url: `/api/appointment-requests/${request!.id}/schedule`,
    payload: {
      scheduledDate: new Date(Date.now() + days * DAY).toISOString(),
      timeZone: 'America/New_York',
      arrangedByPhone: true,
      contactEmail: 'parent@example.org',
    },
  });
  expect(booked.statusCode).toBe(200);
  if (confirmed) await clinicConfirms(ctx, request!.id);
  return request!.id;
}

const cancel = async (family: TestAccount, id: string) => {
  const cancelled = await call(family, {
    method: 'POST',
    url: `/api/appointment-requests/${id}/cancel`,
  });
  expect(cancelled.statusCode).toBe(200);
};

async function waitOf(name: string) {
  const page = (
    await call(admin, { url: `/api/providers?q=${encodeURIComponent(name)}` })
  ).json() as ProviderPage;
  const [found] = page.providers;
  return { days: found!.averageWaitTime, source: found!.waitSource, families: found!.waitFamilies };
}

describe("a provider's wait", () => {
  it('stays 384 days (listed) when one family requests and books three times at 2 days', async () => {
    const provider = await newProvider(384);
    await verify(provider.id, 384);
    const family = await createAccount(ctx);
    for (let i = 0; i < 3; i += 1) {
      const id = await requestAndBook(family, provider.id, 2);
      // Cancelling lets the same family ask the same clinic again.
      if (i < 2) await cancel(family, id);
    }
    expect(await waitOf(provider.name)).toEqual({ days: 384, source: 'listed', families: null });
  });

  it('is three different families after the verification, until one deletes its account', async () => {
    const provider = await newProvider(384);
    await verify(provider.id, 384);
    const families = [await createAccount(ctx), await createAccount(ctx), await createAccount(ctx)];
    for (const [i, family] of families.entries()) {
      await requestAndBook(family, provider.id, 2 + i);
    }
    expect(await waitOf(provider.name)).toEqual({ days: 3, source: 'observed', families: 3 });

    const gone = await call(families[0]!, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: families[0]!.password },
    });
    expect(gone.statusCode).toBe(204);
    expect(await waitOf(provider.name)).toEqual({ days: 384, source: 'listed', families: null });
  });

  it('goes back to the verified wait when an admin verifies after earlier bookings', async () => {
    const provider = await newProvider(null);
    for (const days of [5, 6, 7]) await requestAndBook(await createAccount(ctx), provider.id, days);
    expect(await waitOf(provider.name)).toEqual({ days: 6, source: 'observed', families: 3 });
    await verify(provider.id, 384);
    expect(await waitOf(provider.name)).toEqual({ days: 384, source: 'listed', families: null });
  });

  it('stays as it was when three throw-away families book for tomorrow and cancel', async () => {
    const provider = await newProvider(120);
    const booked = [];
    for (let i = 0; i < 3; i += 1) {
      const family = await createAccount(ctx);
      booked.push({
        family,
        id: await requestAndBook(family, provider.id, 1, { confirmed: false }),
      });
    }
    // Booked, not confirmed by the clinic: anyone can book any date.
    expect(await waitOf(provider.name)).toEqual({ days: 120, source: 'listed', families: null });
    for (const { family, id } of booked) await cancel(family, id);
    expect(await waitOf(provider.name)).toEqual({ days: 120, source: 'listed', families: null });
  });

  it('counts confirmed appointments, and drops one the moment it is cancelled', async () => {
    const provider = await newProvider(120);
    const families = [await createAccount(ctx), await createAccount(ctx), await createAccount(ctx)];
    const ids = [];
    for (const [i, family] of families.entries()) {
      ids.push(await requestAndBook(family, provider.id, 10 + i));
    }
    expect(await waitOf(provider.name)).toEqual({ days: 11, source: 'observed', families: 3 });
    await cancel(families[0]!, ids[0]!);
    expect(await waitOf(provider.name)).toEqual({ days: 120, source: 'listed', families: null });
  });
});
