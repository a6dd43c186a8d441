import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@shared/api/profile';
import type { ProviderPage, ProviderWiden } from '@shared/api/providers';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// The next steps of an empty search (docs/product.md#widen) and the search kept for the next
// visit (docs/product.md#kept-for-the-next-visit), for the family whose session asks.

const ABA = 'Applied Behavior Analysis (ABA)';
const SPEECH = 'Speech-Language Therapy';
const BOTH = `service=${encodeURIComponent(ABA)}&service=${encodeURIComponent(SPEECH)}`;

let ctx: TestContext;
let rural: TestAccount;
let city: TestAccount;

async function familyWithProfile(zipCode: string): Promise<TestAccount> {
  const family = await createAccount(ctx);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: family.cookie },
    payload: {
      insuranceType: 'Blue Cross Blue Shield',
      desiredServices: [ABA, SPEECH],
      zipCode,
    },
  });
  expect(saved.statusCode).toBe(200);
  return family;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  rural = await familyWithProfile('31750'); // Fitzgerald, GA
  city = await familyWithProfile('27701'); // Durham, NC
});
afterAll(() => ctx.close());

const get = (url: string, account: TestAccount | null) =>
  ctx.app.inject({ url, headers: account ? { cookie: account.cookie } : {} } as InjectOptions);

const totalOf = async (query: string, account: TestAccount) =>
  ((await get(`/api/providers?${query}`, account)).json() as ProviderPage).total;

describe('GET /api/providers/widen', () => {
  it('counts each step as the list then finds it, for the rural family', async () => {
    const response = await get(`/api/providers/widen?${BOTH}`, rural);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ProviderWiden;
    expect(answer.total).toBe(0);
    expect(await totalOf(BOTH, rural)).toBe(0);
    const anyService = answer.steps.find((step) => step.kind === 'anyService');
    expect(anyService?.count).toBeGreaterThan(0);
    // Taking the step finds what it said.
    expect(await totalOf(`${BOTH}&anyService=true`, rural)).toBe(anyService?.count);
    for (const step of answer.steps) {
      expect(step.count).toBeGreaterThan(answer.total);
      if (step.kind === 'within') {
        expect(await totalOf(`${BOTH}&within=${step.miles}`, rural)).toBe(step.count);
      }
      if (step.kind === 'insurance') {
        expect(await totalOf(`${BOTH}&anyInsurance=true`, rural)).toBe(step.count);
      }
    }
  });

  it("answers for the session's own profile: another family's home counts differently", async () => {
    const near = (await get('/api/providers/widen?within=10', city)).json() as ProviderWiden;
    const far = (await get('/api/providers/widen?within=10', rural)).json() as ProviderWiden;
    expect(near.total).toBe(await totalOf('within=10', city));
    expect(far.total).toBe(await totalOf('within=10', rural));
    expect(near.total).not.toBe(far.total);
  });

  it('proposes nothing once the search finds three or more', async () => {
    const answer = (await get('/api/providers/widen?within=100', city)).json() as ProviderWiden;
    expect(answer.total).toBeGreaterThanOrEqual(3);
    expect(answer.steps).toEqual([]);
  });

  it.each([
    ['within=7', 'within'],
    ['anyService=maybe', 'anyService'],
    [`${BOTH}&service=${encodeURIComponent(ABA)}`, 'service'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const response = await get(`/api/providers/widen?${query}`, rural);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field });
  });

  it('needs a session', async () => {
    expect((await get(`/api/providers/widen?${BOTH}`, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/profile/search', () => {
  const put = (account: TestAccount | null, search: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/search',
      headers: account ? { cookie: account.cookie } : {},
      payload: { search },
    });
  const profileOf = async (account: TestAccount) =>
    (await get('/api/profile', account)).json() as Profile;

  it("keeps the family's own search, and only its own", async () => {
    const search = `${BOTH}&anyService=true&within=100&sort=distance`;
    const response = await put(rural, search);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Profile).savedSearch).toBe(search);
    expect((await profileOf(rural)).savedSearch).toBe(search);
    expect((await profileOf(city)).savedSearch).toBeNull();
  });

  it('is forgotten when the profile is saved anew, so new services start the search', async () => {
    const family = await familyWithProfile('31750');
    expect((await put(family, 'anyService=true')).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: family.cookie },
      payload: { insuranceType: 'Medicaid', desiredServices: [ABA], zipCode: '31750' },
    });
    expect((await profileOf(family)).savedSearch).toBeNull();
  });

  it.each<[unknown, string]>([
    ['tab=map&debug=1', 'an unknown parameter'],
    ['within=7', 'an invalid distance'],
    ['sort=price', 'an invalid order'],
    [42, 'not text'],
  ])('refuses %s (%s) naming the field, and keeps what was kept', async (search) => {
    const before = (await profileOf(rural)).savedSearch;
    const response = await put(rural, search);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', field: 'search' });
    expect((await profileOf(rural)).savedSearch).toBe(before);
  });

  it('needs a session', async () => {
    expect((await put(null, 'anyService=true')).statusCode).toBe(401);
  });
});
