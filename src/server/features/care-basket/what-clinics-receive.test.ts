import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatClinicsReceive } from '@shared/api/care-basket';
import { payerDirectories, payerNetworks } from '@server/db/schema';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const URL = '/api/care-basket/what-clinics-receive';
const call = (account: TestAccount | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: account ? { cookie: account.cookie } : {} });
const receivedBy = async (account: TestAccount) => {
  const response = await call(account, { url: URL });
  expect(response.statusCode).toBe(200);
  return response.json() as WhatClinicsReceive;
};
const saveProfile = (account: TestAccount, payload: object) =>
  call(account, {
    method: 'PUT',
    url: '/api/profile',
    payload: { desiredServices: ['Autism Diagnosis'], zipCode: '27601', ...payload },
  });

async function aetnaNetwork(name: string) {
  const db = ctx.database.db;
  const [directory] = await db
    .insert(payerDirectories)
    .values({
      name: 'Aetna Directory',
      baseUrl: 'https://aetna.example.org/fhir',
      insuranceType: 'Aetna',
    })
    .returning({ id: payerDirectories.id });
  const [network] = await db
    .insert(payerNetworks)
    .values({ directoryId: directory!.id, fhirId: 'net-1', name })
    .returning({ id: payerNetworks.id });
  return network!.id;
}

describe('GET /api/care-basket/what-clinics-receive', () => {
  it('says only the first name before the profile is saved', async () => {
    const family = await createAccount(ctx, { firstName: 'Rosa' });
    expect(await receivedBy(family)).toEqual({
      firstName: 'Rosa',
      insuranceType: null,
      insurancePlan: null,
      zipCode: null,
      services: [],
      careFor: 'child',
      childAge: null,
      lookingFor: null,
      phone: null,
      language: null,
    });
  });

  it("is the family's own profile as each clinic would be told it, plan and language included", async () => {
    const family = await createAccount(ctx, { firstName: 'Rosa' });
    const other = await createAccount(ctx, { firstName: 'Lee' });
    const network = await aetnaNetwork('Aetna Open Access');
    const saved = await saveProfile(family, {
      insuranceType: 'Aetna',
      insuranceNetworkId: network,
      childAgeYears: 4,
      childAgeMonths: 2,
      lookingFor: 'An evaluation before kindergarten.',
      phone: '(919) 555-0147',
      requestLanguage: 'es',
    });
    expect(saved.statusCode).toBe(200);
    await saveProfile(other, { insuranceType: 'Medicaid' });
    expect(await receivedBy(family)).toEqual({
      firstName: 'Rosa',
      insuranceType: 'Aetna',
      insurancePlan: 'Aetna Open Access',
      zipCode: '27601',
      services: ['Autism Diagnosis'],
      careFor: 'child',
      childAge: { years: 4, months: 2 },
      lookingFor: 'An evaluation before kindergarten.',
      phone: '(919) 555-0147',
      language: 'es',
    });
    // Another family sees its own facts, never this one's.
    expect(await receivedBy(other)).toMatchObject({
      firstName: 'Lee',
      insuranceType: 'Medicaid',
      insurancePlan: null,
      phone: null,
    });
  });

  it("tells no language after 'Español' is tapped, until the family chooses one for clinics", async () => {
    const family = await createAccount(ctx);
    await saveProfile(family, { insuranceType: 'Medicaid' });
    const tapped = await call(family, {
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'es' },
    });
    expect(tapped.statusCode).toBe(204);
    expect((await receivedBy(family)).language).toBeNull();
    await saveProfile(family, { insuranceType: 'Medicaid', requestLanguage: 'en' });
    expect((await receivedBy(family)).language).toBe('en');
  });

  it('answers 401 without a session', async () => {
    const response = await call(null, { url: URL });
    expect(response.statusCode).toBe(401);
  });
});
