import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = {
  insuranceType: 'Medicaid',
  desiredServices: ['Autism Diagnosis', 'Applied Behavior Analysis (ABA)'],
  zipCode: '27514',
};

const getProfile = (account: TestAccount) =>
  ctx.app.inject({ url: '/api/profile', headers: { cookie: account.cookie } });
const putProfile = (account: TestAccount, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: account.cookie },
    payload: payload as object,
  });

describe('GET /api/profile', () => {
  it('is empty before the first save', async () => {
    const account = await createAccount(ctx);
    const response = await getProfile(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ insuranceType: null, desiredServices: [], zipCode: null });
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});

describe('PUT /api/profile', () => {
  it('saves and returns the profile, and saving again replaces it', async () => {
    const account = await createAccount(ctx);
    expect((await putProfile(account, valid)).json()).toEqual(valid);
    const changed = { ...valid, insuranceType: 'Aetna', zipCode: '30301' };
    expect((await putProfile(account, changed)).statusCode).toBe(200);
    expect((await getProfile(account)).json()).toEqual(changed);
  });

  it.each([
    [{ ...valid, insuranceType: '' }, 'insuranceType', 'Please select your insurance type'],
    [
      { ...valid, insuranceType: 'Acme Health' },
      'insuranceType',
      'Please select your insurance type',
    ],
    [{ ...valid, desiredServices: [] }, 'desiredServices', 'Please select at least one service'],
    [
      { ...valid, desiredServices: ['Astrology'] },
      'desiredServices[0]',
      'Please select at least one service',
    ],
    [{ ...valid, zipCode: '2751' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
    [{ ...valid, zipCode: '27514-1234' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
    [
      { insuranceType: 'Medicaid', desiredServices: ['Autism Diagnosis'] },
      'zipCode',
      'Please enter a valid 5-digit ZIP code',
    ],
  ])('answers 400 naming the field and saves nothing (%#)', async (payload, field, message) => {
    const account = await createAccount(ctx);
    await putProfile(account, valid);
    const response = await putProfile(account, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', field, message });
    expect((await getProfile(account)).json()).toEqual(valid);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/profile', payload: valid });
    expect(response.statusCode).toBe(401);
  });

  it('only ever touches the signed-in user’s own profile', async () => {
    const [a, b] = [await createAccount(ctx), await createAccount(ctx)];
    await putProfile(a, valid);
    // A user id smuggled into the body is ignored: the session decides whose profile it is.
    await putProfile(b, { ...valid, zipCode: '97201', userId: a.id });
    expect((await getProfile(a)).json()).toEqual(valid);
    expect((await getProfile(b)).json().zipCode).toBe('97201');
  });
});
