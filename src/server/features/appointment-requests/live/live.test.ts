import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/client';
import { providers } from '@server/db/schema';
import {
  createAccount,
  sessionCookie,
  type TestAccount,
} from '../../../../../tests/support/accounts';
import { openEventStream } from '../../../../../tests/support/event-stream';
import { postgresTestUrl } from '../../../../../tests/setup/test-db';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';
import { replyLinkExpiry, replyToken } from '@server/domain/clinic-requests/reply-link';

// An open app hears of a clinic's answer at once: the family's event stream names the request that
// changed, on whichever instance the answer arrived, and tells no other family anything.

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

const as = (family: TestAccount, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { cookie: family.cookie } });

let clinics = 0;
/** A family that asked one clinic; the request and the token of the clinic's reply link. */
async function familyWithRequest() {
  clinics += 1;
  const [clinic] = await ctx.database.db
    .insert(providers)
    .values({
      name: `Live Test Clinic ${clinics}`,
      specialty: 'Clinical Psychologist',
      city: 'Raleigh',
      state: 'NC',
      latitude: 35.78,
      longitude: -78.64,
      email: `clinic-${clinics}@example.org`,
      source: 'admin',
    })
    .returning();
  const family = await createAccount(ctx);
  await as(family, {
    method: 'PUT',
    url: '/api/profile',
    payload: { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
  await as(family, {
    method: 'POST',
    url: '/api/care-basket',
    payload: { providerId: clinic!.id },
  });
  const submitted = await as(family, { method: 'POST', url: '/api/appointment-requests/submit' });
  const [request] = submitted.json<{ requests: AppointmentRequest[] }>().requests;
  const token = replyToken(
    ctx.config.SESSION_SECRET,
    request!.id,
    replyLinkExpiry(new Date(request!.submittedAt)),
  );
  return { family, request: request!, token };
}

const offer = {
  answer: 'offer',
  earliestDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  insuranceAccepted: true,
  message: 'Call us to confirm the time.',
};

describe('GET /api/events', () => {
  it('answers 401 without a session, and opens no stream', async () => {
    const response = await ctx.app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it("names the family's request a clinic just answered, and tells another family nothing", async () => {
    const asking = await familyWithRequest();
    const other = await familyWithRequest();
    const stream = await openEventStream(`${baseUrl}/api/events`, { cookie: asking.family.cookie });
    const otherStream = await openEventStream(`${baseUrl}/api/events`, {
      cookie: other.family.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      const answered = await ctx.app.inject({
        method: 'POST',
        url: `/api/provider-replies/${asking.token}`,
        payload: offer,
      });
      expect(answered.statusCode).toBe(204);
      await expect
        .poll(() => stream.events, { timeout: 5000 })
        .toContainEqual({
          event: 'request',
          data: JSON.stringify({ requestId: asking.request.id }),
        });
      // Ids only: nothing of what the clinic wrote travels in the event.
      expect(JSON.stringify(stream.events)).not.toContain('Call us');
      expect(otherStream.events).toEqual([]);
    } finally {
      stream.close();
      otherStream.close();
    }
  });
});

/** A second session of the family's account: signing in on another browser. */
async function elsewhere(family: TestAccount): Promise<TestAccount> {
  const signedIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: family.email, password: family.password },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.1`,
  });
  expect(signedIn.statusCode).toBe(200);
  return { ...family, cookie: sessionCookie(signedIn) };
}

const streamOf = (family: TestAccount, url = baseUrl) =>
  openEventStream(`${url}/api/events`, { cookie: family.cookie });

describe('a session that ends closes its streams', () => {
  it('on signing out', async () => {
    const family = await createAccount(ctx);
    const [first, second] = [await streamOf(family), await streamOf(family)];
    expect([first.status, second.status]).toEqual([200, 200]);
    const out = await as(family, { method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(303);
    await expect.poll(() => first.ended && second.ended, { timeout: 5000 }).toBe(true);
  });

  it("on 'sign out everywhere else': the other session's streams close, this one's stay", async () => {
    const here = await createAccount(ctx);
    const there = await elsewhere(here);
    const [own, other] = [await streamOf(here), await streamOf(there)];
    expect([own.status, other.status]).toEqual([200, 200]);
    const ended = await as(here, {
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      payload: { password: here.password },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    await expect.poll(() => other.ended, { timeout: 5000 }).toBe(true);
    expect(own.ended).toBe(false);
    own.close();
  });

  it("on a password change: the other sessions' streams close, this one's stays", async () => {
    const here = await createAccount(ctx);
    const there = await elsewhere(here);
    const [own, other] = [await streamOf(here), await streamOf(there)];
    const changed = await as(here, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: here.password, newPassword: 'another long passphrase 4471' },
    });
    expect(changed.statusCode).toBe(204);
    await expect.poll(() => other.ended, { timeout: 5000 }).toBe(true);
    expect(own.ended).toBe(false);
    own.close();
  });

  it('on deleting the account: every session of it', async () => {
    const here = await createAccount(ctx);
    const there = await elsewhere(here);
    const [own, other] = [await streamOf(here), await streamOf(there)];
    const deleted = await as(here, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: here.password },
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(() => own.ended && other.ended, { timeout: 5000 }).toBe(true);
  });
});

describe.runIf(postgresTestUrl())('two instances on one PostgreSQL database', () => {
  it('push an answer that arrived at one to a browser connected to the other', async () => {
    const url = ctx.database.pgPool!.options.connectionString!;
    const database = openDatabase({ url });
    const other = await buildApp({ config: ctx.config, database, pagesDir: '/nonexistent' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const asking = await familyWithRequest();
    const stream = await openEventStream(`${otherUrl}/api/events`, {
      cookie: asking.family.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      // The clinic's answer reaches the first instance.
      await ctx.app.inject({
        method: 'POST',
        url: `/api/provider-replies/${asking.token}`,
        payload: offer,
      });
      await expect
        .poll(() => stream.events, { timeout: 5000 })
        .toContainEqual({
          event: 'request',
          data: JSON.stringify({ requestId: asking.request.id }),
        });
    } finally {
      stream.close();
      await other.close();
      await database.close();
    }
  });

  it('close the streams on one when the session ends on the other', async () => {
    const url = ctx.database.pgPool!.options.connectionString!;
    const database = openDatabase({ url });
    const other = await buildApp({ config: ctx.config, database, pagesDir: '/nonexistent' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    try {
      const family = await createAccount(ctx);
      const stream = await streamOf(family, otherUrl);
      expect(stream.status).toBe(200);
      await as(family, { method: 'POST', url: '/api/logout' });
      await expect.poll(() => stream.ended, { timeout: 5000 }).toBe(true);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
