import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@server/db/schema';
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
const noChild = {
  insuranceNetworkId: null,
  careFor: 'child',
  childAgeYears: null,
  childAgeMonths: null,
  lookingFor: null,
  phone: null,
  requestLanguage: null,
  travelMiles: 50,
  savedSearch: null,
};
/** `valid` as the API answers it: without a child's age or note, those are null. */
const saved = { ...valid, ...noChild };

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
    expect(response.json()).toEqual({
      insuranceType: null,
      desiredServices: [],
      zipCode: null,
      ...noChild,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });
});

describe('PUT /api/profile', () => {
  it('takes an adult asking for themselves, and a save without the answer counts a child', async () => {
    const account = await createAccount(ctx);
    const adult = { ...valid, careFor: 'self', childAgeYears: 34 };
    expect((await putProfile(account, adult)).statusCode).toBe(200);
    expect((await getProfile(account)).json()).toEqual({
      ...saved,
      careFor: 'self',
      childAgeYears: 34,
      childAgeMonths: 0,
    });
    // An older client that never asks saves what every profile said before the question.
    await putProfile(account, valid);
    expect((await getProfile(account)).json()).toEqual(saved);
  });

  it('saves and returns the profile, and saving again replaces it', async () => {
    const account = await createAccount(ctx);
    expect((await putProfile(account, valid)).json()).toEqual(saved);
    const changed = { ...valid, insuranceType: 'Aetna', zipCode: '30301' };
    expect((await putProfile(account, changed)).statusCode).toBe(200);
    expect((await getProfile(account)).json()).toEqual({ ...changed, ...noChild });
  });

  it("saves and returns the child's age, the note and the phone to share, and clears them when left out", async () => {
    const account = await createAccount(ctx);
    const child = {
      ...valid,
      childAgeYears: 4,
      childAgeMonths: 2,
      lookingFor: '  An evaluation before kindergarten.\r\nMornings work best.  ',
      phone: ' (919) 555-0147 ',
    };
    const expected = {
      ...child,
      lookingFor: 'An evaluation before kindergarten.\nMornings work best.',
      phone: '(919) 555-0147',
      requestLanguage: null,
      travelMiles: 50,
      savedSearch: null,
      insuranceNetworkId: null,
      careFor: 'child',
    };
    expect((await putProfile(account, child)).json()).toEqual(expected);
    expect((await getProfile(account)).json()).toEqual(expected);
    // Stored as months in all.
    const [row] = await ctx.database.db
      .select({ months: profiles.childAgeMonths })
      .from(profiles)
      .where(eq(profiles.userId, account.id));
    expect(row!.months).toBe(50);

    // One part alone counts the other as 0; an empty note is no note.
    await putProfile(account, { ...valid, childAgeYears: 7, lookingFor: '' });
    expect((await getProfile(account)).json()).toEqual({
      ...saved,
      childAgeYears: 7,
      childAgeMonths: 0,
    });
    await putProfile(account, { ...valid, childAgeMonths: 5, childAgeYears: null });
    expect((await getProfile(account)).json()).toMatchObject({
      childAgeYears: 0,
      childAgeMonths: 5,
    });
    await putProfile(account, { ...valid, childAgeYears: 99, childAgeMonths: 0 });
    expect((await getProfile(account)).json()).toMatchObject({ childAgeYears: 99 });
    await putProfile(account, valid);
    expect((await getProfile(account)).json()).toEqual(saved);
  });

  it('saves the language for clinics apart from the language of the page, and clears it when left out', async () => {
    const account = await createAccount(ctx, { acceptLanguage: 'es-US,es;q=0.9' });
    // Reading the app in Spanish says nothing to clinics: no language until the family chooses.
    expect((await putProfile(account, valid)).json().requestLanguage).toBeNull();
    const chosen = await putProfile(account, { ...valid, requestLanguage: 'en' });
    expect(chosen.json().requestLanguage).toBe('en');
    expect((await getProfile(account)).json().requestLanguage).toBe('en');
    await putProfile(account, { ...valid, requestLanguage: null });
    expect((await getProfile(account)).json().requestLanguage).toBeNull();
    const [row] = await ctx.database.db
      .select({ language: profiles.requestLanguage })
      .from(profiles)
      .where(eq(profiles.userId, account.id));
    expect(row!.language).toBeNull();
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
    [
      { ...valid, childAgeYears: 4, childAgeMonths: 13 },
      'childAgeMonths',
      'Please enter whole months from 0 to 11',
    ],
    [{ ...valid, childAgeMonths: -1 }, 'childAgeMonths', 'Please enter whole months from 0 to 11'],
    [{ ...valid, childAgeYears: 100 }, 'childAgeYears', 'Please enter whole years from 0 to 99'],
    [{ ...valid, childAgeYears: 2.5 }, 'childAgeYears', 'Please enter whole years from 0 to 99'],
    [{ ...valid, childAgeYears: '4' }, 'childAgeYears', 'Please enter whole years from 0 to 99'],
    [
      { ...valid, childAgeYears: 99, childAgeMonths: 1 },
      'childAgeMonths',
      'Please enter an age of at most 99 years',
    ],
    [{ ...valid, careFor: 'parent' }, 'careFor', 'Please choose who the care is for'],
    [{ ...valid, careFor: null }, 'careFor', 'Please choose who the care is for'],
    [{ ...valid, lookingFor: 'x'.repeat(600) }, 'lookingFor', 'Use at most 500 characters'],
    [{ ...valid, lookingFor: 'a\u0000b' }, 'lookingFor', 'must not contain control characters'],
    [{ ...valid, zipCode: '27514-1234' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
    [{ ...valid, phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    [
      { ...valid, requestLanguage: 'fr' },
      'requestLanguage',
      "Please choose English, Spanish or 'Do not say'",
    ],
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
    expect((await getProfile(account)).json()).toEqual(saved);
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
    expect((await getProfile(a)).json()).toEqual(saved);
    expect((await getProfile(b)).json().zipCode).toBe('97201');
  });
});

describe('PUT /api/profile/travel-distance', () => {
  const putDistance = (account: TestAccount | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/travel-distance',
      headers: account ? { cookie: account.cookie } : {},
      payload: payload as object,
    });

  it('keeps the last distance chosen, null for any, and a later profile save keeps it', async () => {
    const account = await createAccount(ctx);
    await putProfile(account, valid);
    const response = await putDistance(account, { travelMiles: 25 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...saved, travelMiles: 25 });
    await putProfile(account, { ...valid, zipCode: '30301' });
    expect((await getProfile(account)).json().travelMiles).toBe(25);
    await putDistance(account, { travelMiles: null });
    expect((await getProfile(account)).json().travelMiles).toBeNull();
  });

  it('keeps a choice made before the first profile save', async () => {
    const account = await createAccount(ctx);
    expect((await putDistance(account, { travelMiles: 100 })).statusCode).toBe(200);
    expect((await getProfile(account)).json()).toEqual({
      insuranceType: null,
      desiredServices: [],
      zipCode: null,
      ...noChild,
      travelMiles: 100,
      savedSearch: null,
    });
  });

  it.each([[{ travelMiles: 30 }], [{ travelMiles: '50' }], [{}]])(
    'answers 400 naming travelMiles and changes nothing (%j)',
    async (payload) => {
      const account = await createAccount(ctx);
      await putProfile(account, valid);
      const response = await putDistance(account, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        field: 'travelMiles',
        message: 'must be 10, 25, 50, 100, or null for any distance',
      });
      expect((await getProfile(account)).json()).toEqual(saved);
    },
  );

  it('answers 401 without a session, and touches only the signed-in family', async () => {
    expect((await putDistance(null, { travelMiles: 10 })).statusCode).toBe(401);
    const [a, b] = [await createAccount(ctx), await createAccount(ctx)];
    await putProfile(a, valid);
    await putDistance(b, { travelMiles: 10, userId: a.id });
    expect((await getProfile(a)).json().travelMiles).toBe(50);
    expect((await getProfile(b)).json().travelMiles).toBe(10);
  });
});
