import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketItem } from '@shared/api/care-basket';
import type { ProviderPage, ProviderResult } from '@shared/api/providers';
import {
  appointmentRequests,
  careBasketItems,
  listingFields,
  networkClaims,
  payerDirectories,
  payerNetworks,
  profiles,
  providerOpenings,
  providers,
} from '@server/db/schema';
import { createAccount, saveProfile, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

// Each provider's next opening from its best source, and 'Soonest' ranking by exactly it
// (docs/product.md#next-opening), on a small directory of Aetna clinics around Raleigh.
let ctx: TestContext;
let family: TestAccount;
let other: TestAccount;
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const dayIn = (days: number) => inDays(days).toISOString().slice(0, 10);

const clinic = (name: string, listed: number | null, accepting: boolean | null = null) => ({
  name,
  specialty: 'Psychologist',
  city: 'Raleigh',
  state: 'NC',
  latitude: 35.78,
  longitude: -78.64,
  source: 'admin' as const,
  servicesOffered: ['Autism Diagnosis'],
  acceptedInsurance: ['Aetna'],
  averageWaitTime: listed,
  acceptingNewPatients: accepting,
});

async function page(account: TestAccount, query = 'sort=soonest'): Promise<ProviderResult[]> {
  const response = await ctx.app.inject({
    url: `/api/providers?${query}`,
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as ProviderPage).providers;
}
const names = async (account: TestAccount, query?: string) =>
  (await page(account, query)).map((provider) => provider.name);
const byName = async (name: string, account: TestAccount = family) =>
  (await page(account)).find((provider) => provider.name === name)!;

/** A request of `account` to the provider, answered as given, as if sent and replied to. */
async function answered(
  account: TestAccount,
  name: string,
  reply: Partial<typeof appointmentRequests.$inferInsert>,
) {
  await ctx.database.db.insert(appointmentRequests).values({
    userId: account.id,
    providerId: ids[name]!,
    providerName: name,
    providerSpecialty: 'Psychologist',
    providerCity: 'Raleigh',
    providerState: 'NC',
    providerTimeZone: 'America/New_York',
    status: 'submitted',
    submittedAt: inDays(-10),
    repliedAt: inDays(-1),
    ...reply,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const rows = await db
    .insert(providers)
    .values([
      clinic('Listed Seven Months', 210),
      clinic('Listed Eight Months', 240),
      clinic('Published Three Weeks', 300),
      clinic('Offered In Reply', 280),
      clinic('Held Opening', 100),
      clinic('Clinic Said No', 5, false),
      clinic('Reply Said No', 6),
      clinic('Directory Says No', 7),
      clinic('Stale Listing', 260),
    ])
    .returning({ id: providers.id, name: providers.name });
  for (const row of rows) ids[row.name] = row.id;

  family = await createAccount(ctx);
  other = await createAccount(ctx);
  for (const account of [family, other]) {
    await saveProfile(ctx, account, {
      insuranceType: 'Aetna',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
    });
  }

  // A clinic keeping its listing (confirmed today) publishes a time in three weeks.
  await db.insert(listingFields).values([
    { providerId: ids['Published Three Weeks']!, field: 'email', saidAt: inDays(0) },
    { providerId: ids['Held Opening']!, field: 'email', saidAt: inDays(0) },
    { providerId: ids['Clinic Said No']!, field: 'acceptingNewPatients', saidAt: inDays(-3) },
    // Confirmed 90 days ago: no longer current, so its opening no longer counts.
    { providerId: ids['Stale Listing']!, field: 'email', saidAt: inDays(-90) },
  ]);
  await db.insert(providerOpenings).values([
    {
      providerId: ids['Published Three Weeks']!,
      source: 'clinic',
      startsAt: new Date(`${dayIn(21)}T14:30:00Z`),
    },
    // Later 'openings from' a day: a time comes first.
    {
      providerId: ids['Published Three Weeks']!,
      source: 'clinic',
      startsAt: new Date(`${dayIn(14)}T00:00:00Z`),
      fromOnly: true,
    },
    { providerId: ids['Stale Listing']!, source: 'clinic', startsAt: inDays(2) },
    // Already past: never offered.
    { providerId: ids['Listed Eight Months']!, source: 'scheduling', startsAt: inDays(-2) },
  ]);

  // Another family's request was answered with a day in three weeks and a half.
  await answered(other, 'Offered In Reply', {
    replyAnswer: 'offer',
    replyEarliestDate: dayIn(24),
  });
  await answered(other, 'Reply Said No', { replyAnswer: 'not_accepting' });

  // The family's plan network's directory lists one clinic as taking no new patients.
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
    .values({ directoryId: directory!.id, fhirId: 'net-1', name: 'Aetna Open Access' })
    .returning({ id: payerNetworks.id });
  await db.insert(networkClaims).values({
    providerId: ids['Directory Says No']!,
    directoryId: directory!.id,
    networkId: network!.id,
    sourceResource: 'PractitionerRole/1',
    acceptingNewPatients: false,
  });
  await db
    .update(profiles)
    .set({ insuranceNetworkId: network!.id })
    .where(eq(profiles.userId, family.id));
});
afterAll(() => ctx.close());

describe('GET /api/providers: nextOpening', () => {
  it("gives a clinic's published time, with its source and when it was checked", async () => {
    const provider = await byName('Published Three Weeks');
    expect(provider.nextOpening).toMatchObject({
      start: `${dayIn(21)}T14:30:00.000Z`,
      source: 'clinic',
      bookingUrl: null,
    });
    expect(provider.nextOpening!.openingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(provider.nextOpening!.checkedAt).not.toBeNull();
  });

  it('gives a day another family was offered in a reply, never who was offered it', async () => {
    const provider = await byName('Offered In Reply');
    expect(provider.nextOpening).toEqual({
      start: dayIn(24),
      source: 'reply',
      checkedAt: null,
      openingId: null,
      bookingUrl: null,
    });
    expect(JSON.stringify(provider)).not.toContain(other.email);
  });

  it('counts a listed wait from today, and ignores a stale listing and past openings', async () => {
    expect((await byName('Listed Eight Months')).nextOpening).toMatchObject({
      start: dayIn(240),
      source: 'listed',
    });
    expect((await byName('Stale Listing')).nextOpening).toMatchObject({
      start: dayIn(260),
      source: 'listed',
    });
  });

  it('is the same in the care basket as on the list, so both say the same wait', async () => {
    const shopper = await createAccount(ctx);
    const names = ['Published Three Weeks', 'Offered In Reply', 'Listed Eight Months'];
    for (const name of names) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/api/care-basket',
        headers: { cookie: shopper.cookie },
        payload: { providerId: ids[name] },
      });
      expect(added.statusCode).toBe(201);
    }
    const basket = (
      await ctx.app.inject({ url: '/api/care-basket', headers: { cookie: shopper.cookie } })
    ).json() as BasketItem[];
    for (const name of names) {
      const item = basket.find((candidate) => candidate.provider.name === name)!;
      expect(item.provider.nextOpening).toEqual((await byName(name)).nextOpening);
    }
  });

  it('ranks a published opening in 3 weeks and a reply offer above listed waits of 7 and 8 months', async () => {
    expect((await names(family)).slice(0, 6)).toEqual([
      'Published Three Weeks',
      'Offered In Reply',
      'Held Opening',
      'Listed Seven Months',
      'Listed Eight Months',
      'Stale Listing',
    ]);
  });

  it('does not offer an opening held for another family, until the hold ends', async () => {
    const [request] = await ctx.database.db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.providerId, ids['Offered In Reply']!));
    const [held] = await ctx.database.db
      .insert(providerOpenings)
      .values({
        providerId: ids['Held Opening']!,
        source: 'clinic',
        startsAt: inDays(3),
        heldByRequestId: request!.id,
        heldUntil: inDays(2),
      })
      .returning({ id: providerOpenings.id });
    expect((await byName('Held Opening')).nextOpening).toMatchObject({ source: 'listed' });
    expect((await names(family)).indexOf('Held Opening')).toBe(2);

    await ctx.database.db
      .update(providerOpenings)
      .set({ heldUntil: inDays(-1) })
      .where(eq(providerOpenings.id, held!.id));
    expect((await byName('Held Opening')).nextOpening).toMatchObject({
      source: 'clinic',
      openingId: held!.id,
    });
    expect((await names(family))[0]).toBe('Held Opening');
  });
});

describe('GET /api/providers: not taking new patients', () => {
  it('says who said so, for each of the three kinds', async () => {
    expect((await byName('Clinic Said No')).notAccepting).toMatchObject({ by: 'clinic' });
    expect((await byName('Reply Said No')).notAccepting).toMatchObject({ by: 'reply' });
    expect((await byName('Directory Says No')).notAccepting).toMatchObject({ by: 'directory' });
    // Another family's plan is not this one's: its directory says nothing to them.
    expect((await byName('Directory Says No', other)).notAccepting).toBeNull();
    expect((await byName('Listed Seven Months')).notAccepting).toBeNull();
  });

  it('ranks them last in Soonest, however short their waits', async () => {
    const order = await names(family);
    expect(order.slice(-3).sort()).toEqual([
      'Clinic Said No',
      'Directory Says No',
      'Reply Said No',
    ]);
    // For a family on another plan, the directory's word is not theirs.
    expect((await names(other)).slice(-2).sort()).toEqual(['Clinic Said No', 'Reply Said No']);
  });

  it("hides all three with 'Hide providers not taking new patients'", async () => {
    const shown = await names(family, 'sort=soonest&newPatients=true');
    expect(shown).not.toContain('Clinic Said No');
    expect(shown).not.toContain('Reply Said No');
    expect(shown).not.toContain('Directory Says No');
    expect(shown).toContain('Listed Seven Months');
  });

  it('takes the clinic back at its word when a newer reply offers a day', async () => {
    await answered(family, 'Reply Said No', {
      replyAnswer: 'offer',
      replyEarliestDate: dayIn(40),
      repliedAt: new Date(),
    });
    const provider = await byName('Reply Said No');
    expect(provider.notAccepting).toBeNull();
    expect(provider.nextOpening).toMatchObject({ start: dayIn(40), source: 'reply' });
  });
});

describe('POST /api/care-basket: a provider not taking new patients', () => {
  it('is refused with a 409 naming the provider, and nothing is added', async () => {
    for (const name of ['Clinic Said No', 'Directory Says No']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/care-basket',
        headers: { cookie: family.cookie },
        payload: { providerId: ids[name] },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'not_accepting_new_patients',
        field: 'providerId',
      });
    }
    const items = await ctx.database.db
      .select()
      .from(careBasketItems)
      .where(eq(careBasketItems.userId, family.id));
    expect(items).toEqual([]);
  });

  it('still adds one the family may ask', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/care-basket',
      headers: { cookie: other.cookie },
      payload: { providerId: ids['Directory Says No'] },
    });
    expect(response.statusCode).toBe(201);
  });
});
