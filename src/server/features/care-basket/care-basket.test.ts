import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketItem } from '@shared/api/care-basket';
import { providers } from '@server/db/schema';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { reachableAndNot } from '../../../../tests/support/reachable-providers';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
let providerIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  providerIds = (await ctx.database.db.select({ id: providers.id }).from(providers).limit(3)).map(
    (p) => p.id,
  );
});
afterAll(() => ctx.close());

const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const basketOf = async (account: TestAccount) =>
  (await call(account, { url: '/api/care-basket' })).json() as BasketItem[];
const add = (account: TestAccount | null, providerId: unknown) =>
  call(account, { method: 'POST', url: '/api/care-basket', payload: { providerId } });

describe('care basket', () => {
  it('starts empty, adds a provider with its details, and lists newest first', async () => {
    const family = await createAccount(ctx);
    expect(await basketOf(family)).toEqual([]);
    const first = await add(family, providerIds[0]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(String),
      addedAt: expect.any(String),
      provider: {
        id: providerIds[0],
        name: expect.any(String),
        city: expect.any(String),
        state: expect.any(String),
      },
    });
    await add(family, providerIds[1]);
    expect((await basketOf(family)).map((i) => i.provider.id)).toEqual([
      providerIds[1],
      providerIds[0],
    ]);
  });

  it("says how each request will travel, never the clinic's address", async () => {
    const { reachable, unreachable } = await reachableAndNot(ctx.database.db);
    const family = await createAccount(ctx);
    await add(family, reachable);
    await add(family, unreachable);
    const items = await basketOf(family);
    const requestBy = new Map(items.map((i) => [i.provider.id, i.provider.requestBy]));
    expect(requestBy.get(reachable)).toBe('email');
    expect(requestBy.get(unreachable)).toBe('phone');
    expect(JSON.stringify(items)).not.toContain('@');
  });

  it('gives the wait in weeks, or null when unknown', async () => {
    const family = await createAccount(ctx);
    const item = (await add(family, providerIds[0])).json() as BasketItem;
    const days = item.provider.averageWaitTime;
    expect(item.provider.waitTimeWeeks).toBe(days === null ? null : Math.ceil(days / 7));
  });

  it('refuses the same provider twice with 409 and keeps one item', async () => {
    const family = await createAccount(ctx);
    await add(family, providerIds[0]);
    const again = await add(family, providerIds[0]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_in_basket', field: 'providerId' });
    expect(await basketOf(family)).toHaveLength(1);
  });

  it.each([
    ['a malformed id', 'not-a-uuid', 400],
    ['no id', undefined, 400],
    ['an unknown provider', '00000000-0000-4000-8000-000000000000', 404],
  ])('refuses %s and adds nothing', async (_, providerId, status) => {
    const family = await createAccount(ctx);
    const response = await add(family, providerId);
    expect(response.statusCode).toBe(status);
    expect(response.json().field).toBe('providerId');
    expect(await basketOf(family)).toEqual([]);
  });

  it('removes the family’s own item', async () => {
    const family = await createAccount(ctx);
    const item = (await add(family, providerIds[2])).json() as BasketItem;
    const response = await call(family, { method: 'DELETE', url: `/api/care-basket/${item.id}` });
    expect(response.statusCode).toBe(204);
    expect(await basketOf(family)).toEqual([]);
  });

  it('never shows or removes someone else’s item', async () => {
    const [owner, other] = [await createAccount(ctx), await createAccount(ctx)];
    const item = (await add(owner, providerIds[0])).json() as BasketItem;
    expect(await basketOf(other)).toEqual([]);
    const response = await call(other, { method: 'DELETE', url: `/api/care-basket/${item.id}` });
    expect(response.statusCode).toBe(404);
    expect(await basketOf(owner)).toHaveLength(1);
  });

  it('answers 400 for a malformed item id', async () => {
    const family = await createAccount(ctx);
    const response = await call(family, { method: 'DELETE', url: '/api/care-basket/42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('id');
  });

  it('answers 401 without a session and changes nothing', async () => {
    expect((await call(null, { url: '/api/care-basket' })).statusCode).toBe(401);
    expect((await add(null, providerIds[0])).statusCode).toBe(401);
    expect(
      (await call(null, { method: 'DELETE', url: `/api/care-basket/${providerIds[0]}` }))
        .statusCode,
    ).toBe(401);
  });
});
