import type { InjectOptions } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketItem } from '@shared/api/care-basket';
import { appointmentRequests, listingClaims, providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// A provider whose NPI the registry deactivated: out of the search, the map and the claim search;
// refused by the basket; never asked by a request. Its history stays.

let ctx: TestContext;
let active: { id: string; name: string; npiNumber: string | null };
let gone: { id: string; name: string; npiNumber: string | null };

const place = {
  specialty: 'Board Certified Behavior Analyst',
  city: 'Billings',
  state: 'MT',
  zipCode: '59101',
  latitude: 45.77,
  longitude: -108.5,
  locationApproximate: true,
  source: 'registry' as const,
  servicesOffered: ['Applied Behavior Analysis (ABA)'],
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  const rows = await ctx.database.db
    .insert(providers)
    .values([
      { ...place, name: 'Yellowstone Steps ABA', npiNumber: '1003000126', email: 'a@ys.example' },
      { ...place, name: 'Rimrock Autism Center', npiNumber: '1003000134', email: 'b@rr.example' },
    ])
    .returning({ id: providers.id, name: providers.name, npiNumber: providers.npiNumber });
  [active, gone] = [rows[0]!, rows[1]!];
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const add = (account: TestAccount, providerId: string) =>
  call(account, { method: 'POST', url: '/api/care-basket', payload: { providerId } });
const submit = (account: TestAccount) =>
  call(account, { method: 'POST', url: '/api/appointment-requests/submit' });
const requestsTo = async (providerId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, providerId))
  )[0]!.n;
const deactivate = (id: string) =>
  ctx.database.db.update(providers).set({ deactivatedAt: new Date() }).where(eq(providers.id, id));

describe('a provider the registry deactivated', () => {
  it('stays in a basket marked inactive, and submitting asks only the active ones', async () => {
    const family = await createAccount(ctx);
    expect((await add(family, active.id)).statusCode).toBe(201);
    expect((await add(family, gone.id)).statusCode).toBe(201);
    await deactivate(gone.id);

    const basket = (await call(family, { url: '/api/care-basket' })).json() as BasketItem[];
    expect(
      Object.fromEntries(basket.map((item) => [item.provider.id, item.provider.active])),
    ).toEqual({ [active.id]: true, [gone.id]: false });

    const sent = await submit(family);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ submitted: 1, sent: 1 });
    expect(await requestsTo(active.id)).toBe(1);
    expect(await requestsTo(gone.id)).toBe(0);
    // Its item stays, for the family to see why and remove it.
    const left = (await call(family, { url: '/api/care-basket' })).json() as BasketItem[];
    expect(left.map((item) => item.provider.id)).toEqual([gone.id]);

    // Only it left: nothing is sent, and the family is told why.
    const again = await submit(family);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'provider_deactivated' });
    expect(again.json().message).toContain('no longer active in the NPI registry');
    expect(await requestsTo(gone.id)).toBe(0);
  });

  it('cannot be added to a basket (410 naming providerId), and nothing is added', async () => {
    const family = await createAccount(ctx);
    const response = await add(family, gone.id);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'provider_deactivated', field: 'providerId' });
    expect((await call(family, { url: '/api/care-basket' })).json()).toEqual([]);
  });

  it('is out of the list, the map and the facets families search', async () => {
    const family = await createAccount(ctx);
    const search = (url: string) => call(family, { url }).then((r) => r.json());
    const q = encodeURIComponent(gone.name);
    const list = (await search(`/api/providers?q=${q}`)) as { providers: { id: string }[] };
    expect(list.providers.map((p) => p.id)).not.toContain(gone.id);
    const map = (await search(`/api/providers/map?q=${q}&zoom=4`)) as {
      providers: { id: string }[];
    };
    expect(map.providers.map((p) => p.id)).not.toContain(gone.id);
    const still = (await search(`/api/providers?q=${encodeURIComponent(active.name)}`)) as {
      providers: { id: string }[];
    };
    expect(still.providers.map((p) => p.id)).toContain(active.id);
  });

  it('is out of the clinic claim search, and cannot be claimed', async () => {
    const found = await call(null, { url: `/api/clinic/listings/search?npi=${gone.npiNumber}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ listings: [] });
    const claim = await call(null, {
      method: 'POST',
      url: '/api/clinic/claims',
      payload: {
        providerId: gone.id,
        name: 'Front Desk',
        role: 'Office manager',
        workEmail: 'desk@clinic.example',
        phone: '(919) 555-0100',
      },
    });
    expect(claim.statusCode).toBe(410);
    expect(claim.json()).toMatchObject({ code: 'provider_deactivated', field: 'providerId' });
    const claims = await ctx.database.db
      .select({ n: count() })
      .from(listingClaims)
      .where(eq(listingClaims.providerId, gone.id));
    expect(claims[0]!.n).toBe(0);
    // The active one is still found.
    const other = await call(null, { url: `/api/clinic/listings/search?npi=${active.npiNumber}` });
    expect((other.json() as { listings: { id: string }[] }).listings.map((l) => l.id)).toEqual([
      active.id,
    ]);
  });
});
