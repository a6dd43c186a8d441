import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PROVIDERS_FOR_TYPICAL_WAIT, type ServiceWaits } from '@shared/api/providers';
import { providers } from '@server/db/schema';
import { sampleProviders } from '@server/db/sample-data/sample-providers';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// The services page's typical waits (docs/product.md#pages) come from real providers; the
// fictional sample providers speak only where no real one has, and then the answer says so.
let ctx: TestContext;
let family: TestAccount;
const sample = sampleProviders();
const AUTISM = 'Autism Diagnosis';

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  family = await createAccount(ctx);
});
afterAll(() => ctx.close());

async function waitFor(service: string): Promise<ServiceWaits['services'][number] | undefined> {
  const response = await ctx.app.inject({
    url: '/api/providers/service-waits',
    headers: { cookie: family.cookie },
  } as InjectOptions);
  expect(response.statusCode).toBe(200);
  return (response.json() as ServiceWaits).services.find((entry) => entry.service === service);
}

/** A real (admin-entered) clinic offering autism diagnosis with this listed wait. */
const realClinic = (n: number, waitDays: number) => ({
  name: `Real Clinic ${n}`,
  specialty: 'Psychologist',
  city: 'Raleigh',
  state: 'NC',
  latitude: 35.78,
  longitude: -78.64,
  source: 'admin' as const,
  servicesOffered: [AUTISM],
  averageWaitTime: waitDays,
});

const sortedMedian = (waits: number[]) => {
  const sorted = [...waits].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

describe('GET /api/providers/service-waits', () => {
  it('says a wait comes from sample data when only sample providers have one', async () => {
    const waits = sample
      .filter((p) => p.servicesOffered?.includes(AUTISM) && p.averageWaitTime != null)
      .map((p) => p.averageWaitTime!);
    expect(waits.length).toBeGreaterThanOrEqual(MIN_PROVIDERS_FOR_TYPICAL_WAIT);
    expect(await waitFor(AUTISM)).toEqual({
      service: AUTISM,
      medianDays: sortedMedian(waits),
      providers: waits.length,
      fromSample: true,
    });
  });

  it('leaves the sample out once real providers have waits, even too few to tell', async () => {
    const real = [12, 40, 95];
    await ctx.database.db.insert(providers).values(real.map((wait, i) => realClinic(i, wait)));
    // Three real waits are not enough for a typical one; the samples' many do not make up for it.
    expect(await waitFor(AUTISM)).toEqual({
      service: AUTISM,
      medianDays: null,
      providers: 3,
      fromSample: false,
    });

    await ctx.database.db.insert(providers).values([realClinic(3, 60), realClinic(4, 20)]);
    expect(await waitFor(AUTISM)).toEqual({
      service: AUTISM,
      medianDays: sortedMedian([...real, 60, 20]),
      providers: 5,
      fromSample: false,
    });
  });
});
