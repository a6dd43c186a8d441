import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, payerDirectories } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../../tests/support/accounts';
import { payerHelpers } from '../../../../../tests/support/payer-admin';
import { freePort } from '../../../../../tests/support/server-process';
import { planNetSubset } from '../../../../../tests/servers/plan-net-directory';
import {
  startPlanNetServer,
  type PlanNetServer,
} from '../../../../../tests/servers/plan-net-server';
import { createTestApp, type TestContext } from '../../../../../tests/setup/test-app';

// The outbound rule end to end: the tests list 127.0.0.1 in OUTBOUND_ALLOWED_HOSTS and leave
// 127.0.0.2 unlisted, standing for any internal host. A directory server listens there, so a
// request that slipped through would show in its log.

let ctx: TestContext;
let listed: PlanNetServer;
let internal: PlanNetServer;
let admin: TestAccount;
const api = payerHelpers(() => ctx);

beforeAll(async () => {
  const directory = planNetSubset(() => false);
  listed = await startPlanNetServer(directory);
  internal = await startPlanNetServer(directory, { host: '127.0.0.2' });
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'outbound@example.org' } });
  admin = await createAccount(ctx, { email: 'outbound@example.org' });
});
afterAll(async () => {
  await ctx.close();
  await listed.close();
  await internal.close();
});
beforeEach(() => {
  listed.reset();
  internal.reset();
});

const internalPort = () => new URL(internal.url).port;
const refusals = () =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'payer_directory_refused'));

describe('adding a directory', () => {
  it.each([
    () => internal.url,
    () => `http://0x7f000002:${internalPort()}/fhir`,
    () => `http://[::1]:${internalPort()}/fhir`,
    () => `http://localhost:${internalPort()}/fhir`,
    () => 'http://169.254.169.254/latest',
    () => 'http://10.0.0.1/fhir',
  ])(
    'at an address the rule refuses (%#) is a 400 naming baseUrl, keeps nothing, and is audited',
    async (address) => {
      const baseUrl = address();
      const before = (await refusals()).length;
      const response = await api.call(admin, {
        method: 'POST',
        url: '/api/admin/payer-directories',
        payload: { name: 'Internal', baseUrl, insuranceType: 'Aetna' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'invalid_input',
        field: 'baseUrl',
        message: expect.stringMatching(/^must be a public address/),
      });
      expect(await ctx.database.db.select().from(payerDirectories)).toEqual([]);
      const audited = await refusals();
      expect(audited).toHaveLength(before + 1);
      expect(audited.at(-1)).toMatchObject({
        actorUserId: admin.id,
        details: { name: 'Internal', baseUrl },
      });
      expect(internal.requests).toEqual([]);
    },
  );
});

describe('a listed directory that leads elsewhere', () => {
  let named = 0;
  const importLeading = async (fault: Parameters<PlanNetServer['fault']>[0]) => {
    const payer = await api.add(admin, {
      name: `Leading ${++named}`,
      baseUrl: listed.urlNamed(`leading-${named}`),
      insuranceType: 'Aetna',
    });
    listed.fault(fault, { times: 100 });
    expect((await api.startImport(admin, payer.id)).statusCode).toBe(202);
    await api.runJobs();
    return (await api.lastRun(admin, payer.id))!;
  };

  it('by a redirect to an internal address fails once, the same whether anything listens there', async () => {
    const closedPort = await freePort();
    const there = await importLeading({ kind: 'redirect', url: `${internal.url}/Organization` });
    const nobody = await importLeading({
      kind: 'redirect',
      url: `http://127.0.0.2:${closedPort}/fhir/Organization`,
    });
    for (const run of [there, nobody]) {
      expect(run).toMatchObject({
        status: 'failed',
        error: "the directory's address, or one it led to, is not one this server may reach",
      });
    }
    // Refused before connecting: never retried, and the internal host heard nothing.
    expect(listed.requests).toHaveLength(2);
    expect(internal.requests).toEqual([]);
  });

  it('by a next link to an internal address, or to the same host on another port, fails once', async () => {
    const otherPort = await freePort();
    const runs = [
      await importLeading({ kind: 'nextLink', url: `${internal.url}/Organization?page=2` }),
      await importLeading({
        kind: 'nextLink',
        url: `http://127.0.0.1:${otherPort}/fhir/Organization?page=2`,
      }),
    ];
    for (const run of runs) {
      expect(run).toMatchObject({
        status: 'failed',
        error: "the directory's next-page link leaves its address",
      });
    }
    expect(listed.requests).toHaveLength(2);
    expect(internal.requests).toEqual([]);
  });
});
