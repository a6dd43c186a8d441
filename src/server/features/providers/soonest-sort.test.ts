import { like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPage } from '@shared/api/providers';
import { providers } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// The 'Soonest' order (docs/product.md#list) on a small directory made for it, around Raleigh.
let ctx: TestContext;
let family: TestAccount;
const RALEIGH = { latitude: 35.7796, longitude: -78.6382 };

const clinic = (
  name: string,
  milesNorth: number,
  wait: { measured?: [number, 'reported' | 'observed']; listed?: number } = {},
) => ({
  name,
  specialty: 'Psychologist',
  city: 'Raleigh',
  state: 'NC',
  // About 69 miles to a degree of latitude.
  latitude: RALEIGH.latitude + milesNorth / 69,
  longitude: RALEIGH.longitude,
  source: 'admin' as const,
  servicesOffered: ['Autism Diagnosis'],
  measuredWaitDays: wait.measured?.[0] ?? null,
  measuredWaitSource: wait.measured?.[1] ?? null,
  averageWaitTime: wait.listed ?? null,
});

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(providers).values([
    // Within 30 miles of home: the first distance band.
    clinic('Unknown Near', 1),
    clinic('Listed Far', 25, { listed: 20 }),
    clinic('Listed Near', 2, { listed: 20 }),
    // A measured wait replaces the listed one, however long the listed one is.
    clinic('Observed', 15, { measured: [12, 'observed'], listed: 3 }),
    clinic('Reported', 20, { measured: [5, 'reported'], listed: 90 }),
    clinic('Unknown Far', 28),
    clinic('Alpha Unknown Far', 28),
  ]);
  family = await createAccount(ctx);
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: family.cookie },
    payload: { insuranceType: 'Aetna', desiredServices: ['Autism Diagnosis'], zipCode: '27601' },
  });
});
afterAll(() => ctx.close());

const names = async (query: string, account: TestAccount) => {
  const response = await ctx.app.inject({
    url: `/api/providers?${query}`,
    headers: { cookie: account.cookie },
  } as InjectOptions);
  expect(response.statusCode).toBe(200);
  return (response.json() as ProviderPage).providers.map((p) => p.name);
};

describe('sort=soonest', () => {
  it('puts reported before observed before listed before unknown, then the nearest', async () => {
    expect(await names('sort=soonest', family)).toEqual([
      'Reported',
      'Observed',
      'Listed Near',
      'Listed Far',
      'Unknown Near',
      'Alpha Unknown Far',
      'Unknown Far',
    ]);
  });

  it('ranks the soonest first within the travel distance, nearer bands first without one', async () => {
    await ctx.database.db
      .insert(providers)
      .values([
        clinic('Quick Next Town', 45, { listed: 2 }),
        clinic('Quick Far Away', 300, { measured: [1, 'reported'] }),
      ]);
    try {
      // Within the family's 50 miles the soonest comes first; 300 miles away is out of reach.
      const withinReach = await names('sort=soonest', family);
      expect(withinReach.slice(0, 2)).toEqual(['Quick Next Town', 'Reported']);
      expect(withinReach).not.toContain('Quick Far Away');
      // With any distance, the nearer bands come first however short a farther wait is.
      const order = await names('sort=soonest&within=any', family);
      expect(order.slice(-2)).toEqual(['Quick Next Town', 'Quick Far Away']);
      expect(order.slice(0, 2)).toEqual(['Reported', 'Observed']);
      // Without a ZIP code there is no distance: the shortest wait comes first.
      const stranger = await createAccount(ctx);
      expect((await names('sort=soonest', stranger)).slice(0, 2)).toEqual([
        'Quick Far Away',
        'Quick Next Town',
      ]);
    } finally {
      await ctx.database.db.delete(providers).where(like(providers.name, 'Quick %'));
    }
  });

  it('pages without gaps or repeats', async () => {
    const first = await names('sort=soonest&limit=3', family);
    const rest = await names('sort=soonest&limit=4&cursor=3', family);
    expect([...first, ...rest]).toEqual(await names('sort=soonest', family));
  });

  it('orders equal waits by name without a ZIP code, and takes sort=wait as soonest', async () => {
    const stranger = await createAccount(ctx);
    const expected = [
      'Reported',
      'Observed',
      'Listed Far',
      'Listed Near',
      'Alpha Unknown Far',
      'Unknown Far',
      'Unknown Near',
    ];
    expect(await names('sort=soonest', stranger)).toEqual(expected);
    expect(await names('sort=wait', stranger)).toEqual(expected);
  });
});
