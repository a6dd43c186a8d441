import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPage, ServiceWaits } from '@shared/api/providers';
import type { ProviderFilter } from '@shared/api/provider-query';
import type { ProviderMap } from '@shared/api/provider-map';
import { DEFAULT_TRAVEL_MILES, insuranceStanding } from '@shared/rules/family-reach';
import { reachedByTelehealth } from '@shared/rules/practice-facts';
import { knownFactsOf, providerMatches, type Reach } from '@shared/rules/provider-filter';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { eq } from 'drizzle-orm';
import { providers } from '@server/db/schema';
import { sampleProviders } from '@server/db/sample-data/sample-providers';
import { seedSampleData } from '@server/db/seed-sample-data';
import { createAccount, type TestAccount } from '../../../../tests/support/accounts';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app';

let ctx: TestContext;
let parent: TestAccount;
const all = sampleProviders();

beforeAll(async () => {
  ctx = await createTestApp();
  await seedSampleData(ctx.database.db);
  parent = await createAccount(ctx);
});
afterAll(() => ctx.close());

/** A new family whose profile says `profile`. */
async function familyWithProfile(profile: object): Promise<TestAccount> {
  const family = await createAccount(ctx);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: family.cookie },
    payload: profile,
  });
  expect(saved.statusCode).toBe(200);
  return family;
}

const get = (url: string, account: TestAccount | null = parent) =>
  ctx.app.inject({ url, headers: account ? { cookie: account.cookie } : {} } as InjectOptions);

async function listAll(
  query: string,
  account: TestAccount = parent,
): Promise<ProviderPage['providers']> {
  const found: ProviderPage['providers'] = [];
  let cursor: string | null = null;
  do {
    const response = await get(
      `/api/providers?${query}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      account,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json() as ProviderPage;
    found.push(...page.providers);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

const expectedProviders = (
  filter: ProviderFilter,
  insurance: string | null = null,
  reach: Reach | null = null,
) =>
  all
    .map((p) => ({
      ...p,
      servicesOffered: p.servicesOffered ?? [],
      acceptedInsurance: p.acceptedInsurance ?? [],
    }))
    .filter((p) => providerMatches(p, filter, insurance, reach));

const expectedNames = (
  filter: ProviderFilter,
  insurance: string | null = null,
  reach: Reach | null = null,
) =>
  expectedProviders(filter, insurance, reach)
    .map((p) => p.name)
    .sort();

describe('GET /api/providers', () => {
  it.each<[string, ProviderFilter]>([
    ['', {}],
    ['state=GA', { state: 'GA' }],
    ['q=%20PATH%20', { q: 'path' }],
    ['q=portland', { q: 'portland' }],
    [
      'service=Applied%20Behavior%20Analysis%20(ABA)',
      { service: ['Applied Behavior Analysis (ABA)'] },
    ],
    [
      'service=Applied%20Behavior%20Analysis%20(ABA)&service=Autism%20Diagnosis',
      { service: ['Applied Behavior Analysis (ABA)', 'Autism Diagnosis'] },
    ],
    [
      'service=Applied%20Behavior%20Analysis%20(ABA)&service=Autism%20Diagnosis&anyService=true',
      { service: ['Applied Behavior Analysis (ABA)', 'Autism Diagnosis'], anyService: true },
    ],
    ['insurance=Medicaid', { insurance: 'Medicaid' }],
    [
      'state=TX&service=Autism%20Diagnosis&insurance=Aetna',
      { state: 'TX', service: ['Autism Diagnosis'], insurance: 'Aetna' },
    ],
    ['bounds=-85,33,-84,34.5', { bounds: { west: -85, south: 33, east: -84, north: 34.5 } }],
    ['q=100%25', { q: '100%' }],
    ['newPatients=true', { newPatients: true }],
    ['age=2', { age: 2 }],
    ['age=19&language=es', { age: 19, language: 'es' }],
    ['telehealth=true&state=VA', { telehealth: true, state: 'VA' }],
    // No sample provider is reported accessible: none is kept (see accessible=true below).
    ['accessible=true', { accessible: true }],
    ['q=hill', { q: 'hill' }],
  ])('?%s finds exactly the providers the shared rule matches', async (query, filter) => {
    // In name order the database filters; in the other orders the search index does.
    for (const sort of ['name', 'soonest']) {
      const names = (await listAll(`${query}&sort=${sort}`)).map((p) => p.name).sort();
      expect(names).toEqual(expectedNames(filter));
    }
    const total = ((await get(`/api/providers?${query}&limit=1`)).json() as ProviderPage).total;
    expect(total).toBe(expectedNames(filter).length);
  });

  it("says how a request to each provider travels, and never gives the clinic's address", async () => {
    const listed = await listAll('state=NC');
    const sample = new Map(all.map((row) => [`${row.name}|${row.phone}`, row]));
    for (const provider of listed) {
      const row = sample.get(`${provider.name}|${provider.phone}`)!;
      expect(provider.requestBy).toBe(row.email ? 'email' : 'phone');
    }
    expect(new Set(listed.map((p) => p.requestBy))).toEqual(new Set(['email', 'phone']));
    // A provider without an address or a phone cannot be reached at all yet.
    const [unreachable] = listed.filter((p) => p.requestBy === 'phone');
    await ctx.database.db
      .update(providers)
      .set({ phone: null })
      .where(eq(providers.id, unreachable!.id));
    const again = await listAll('state=NC');
    expect(again.find((p) => p.id === unreachable!.id)!.requestBy).toBe('none');
    const { latitude: lat, longitude: lon } = unreachable!;
    const box = [lon - 0.05, lat - 0.05, lon + 0.05, lat + 0.05].join(',');
    const map = (await get(`/api/providers/map?zoom=13&bounds=${box}`)).json() as ProviderMap;
    expect(map.providers.find((p) => p.id === unreachable!.id)!.requestBy).toBe('none');
    // The card's e-mail link is the clinic's public contact; the map's markers carry none.
    expect(again.find((p) => p.id === unreachable!.id)!.email).toBeNull();
    expect(JSON.stringify(map)).not.toMatch(/"email":|@/);
    await ctx.database.db
      .update(providers)
      .set({ phone: unreachable!.phone })
      .where(eq(providers.id, unreachable!.id));
  });

  it('matchingOnly uses the insurance saved on the profile, and marks matches', async () => {
    const family = await familyWithProfile({
      insuranceType: 'Cigna',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27514',
    });
    const response = await get('/api/providers?matchingOnly=true&within=any&limit=100', family);
    const page = response.json() as ProviderPage;
    expect(page.total).toBe(expectedNames({ matchingOnly: true }, 'Cigna').length);
    expect(
      page.providers.every((p) => p.matchesInsurance && p.acceptedInsurance.includes('Cigna')),
    ).toBe(true);
  });

  it("applies the family's insurance and travel distance unless the search lifts them", async () => {
    const family = await familyWithProfile({
      insuranceType: 'Medicaid',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
    });
    const home = zipCentroid('27601')!;
    const byDefault = await listAll('sort=soonest', family);
    expect(byDefault.map((p) => p.name).sort()).toEqual(
      expectedNames({}, 'Medicaid', { home, miles: DEFAULT_TRAVEL_MILES, state: 'NC' }),
    );
    expect(byDefault.length).toBeGreaterThan(0);
    // Known to take Medicaid first, then those nobody has reported on; never one known not to.
    const standings = byDefault.map((p) => insuranceStanding(p.acceptedInsurance, 'Medicaid'));
    expect(standings).not.toContain('notListed');
    expect(standings.indexOf('unknown')).not.toBe(0);
    expect(standings.lastIndexOf('accepts')).toBeLessThan(
      standings.includes('unknown') ? standings.indexOf('unknown') : Infinity,
    );
    // Beyond the distance only a practice seeing families by video, licensed in their state.
    const beyond = byDefault.filter((p) => p.distanceMiles! > DEFAULT_TRAVEL_MILES);
    expect(beyond.every((p) => reachedByTelehealth(p, 'NC'))).toBe(true);
    expect(beyond.length).toBeGreaterThan(0);

    const near = await listAll('within=10', family);
    expect(near.map((p) => p.name).sort()).toEqual(
      expectedNames({}, 'Medicaid', { home, miles: 10, state: 'NC' }),
    );
    const anywhere = await listAll('within=any&anyInsurance=true', family);
    expect(anywhere).toHaveLength(all.length);
    // Without a ZIP code there is no distance to keep to.
    const stranger = await createAccount(ctx);
    expect(await listAll('within=10', stranger)).toHaveLength(all.length);
  });

  it('pages with a cursor, without gaps or repeats, and reports the total', async () => {
    const first = (await get('/api/providers?limit=10')).json() as ProviderPage;
    const second = (
      await get(`/api/providers?limit=10&cursor=${first.nextCursor}`)
    ).json() as ProviderPage;
    expect(first.total).toBe(all.length);
    expect(first.providers).toHaveLength(10);
    expect(second.providers[0]!.name >= first.providers[9]!.name).toBe(true);
    expect(new Set([...first.providers, ...second.providers].map((p) => p.id)).size).toBe(20);
    expect((await listAll('')).length).toBe(all.length);
  });

  it('sorts soonest (or by its old name, wait) with unknown waits last, and by distance', async () => {
    const byWait = await listAll('sort=wait');
    expect(byWait.map((p) => p.id)).toEqual((await listAll('sort=soonest')).map((p) => p.id));
    const waits = byWait.map((p) => p.averageWaitTime);
    const known = waits.filter((w): w is number => w !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(waits.slice(known.length).every((w) => w === null)).toBe(true);

    const family = await familyWithProfile({
      insuranceType: 'Medicaid',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '97201',
    });
    const near = (await get('/api/providers?sort=distance&limit=5', family)).json() as ProviderPage;
    expect(near.providers.every((p) => p.state === 'OR')).toBe(true);
    const miles = near.providers.map((p) => p.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeLessThan(30);
  });

  it('pages nearest first through the whole directory, each provider once', async () => {
    const family = await familyWithProfile({
      insuranceType: 'Aetna',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
    });
    // Small pages walk the search box from its smallest size out to the whole country.
    const found: ProviderPage['providers'] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/providers?sort=distance&within=any&anyInsurance=true&limit=40${cursor ? `&cursor=${cursor}` : ''}`,
        family,
      );
      const page = response.json() as ProviderPage;
      found.push(...page.providers);
      cursor = page.nextCursor;
    } while (cursor);
    const all = await listAll('');
    expect(found).toHaveLength(all.length);
    expect(new Set(found.map((p) => p.id)).size).toBe(all.length);
    // Within a few hundred miles the order is the great-circle order exactly.
    const near = found.map((p) => p.distanceMiles!).filter((miles) => miles < 300);
    expect(near).toEqual([...near].sort((a, b) => a - b));
    expect(found.slice(0, near.length).every((p) => p.distanceMiles! < 300)).toBe(true);
  });

  it('gives no distance without a ZIP code', async () => {
    const page = (await get('/api/providers?limit=3')).json() as ProviderPage;
    expect(page.providers.every((p) => p.distanceMiles === null)).toBe(true);
  });

  it.each([
    ['state=Georgia', 'state'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['sort=price', 'sort'],
    ['matchingOnly=yes', 'matchingOnly'],
    ['anyInsurance=1', 'anyInsurance'],
    ['newPatients=yes', 'newPatients'],
    ['within=30', 'within'],
    ['within=far', 'within'],
    ['age=100', 'age'],
    ['age=two', 'age'],
    ['language=xx', 'language'],
    ['telehealth=yes', 'telehealth'],
    ['accessible=yes', 'accessible'],
    ['bounds=1,2,3', 'bounds'],
    ['bounds=-80,40,-90,30', 'bounds'],
    ['cursor=abc', 'cursor'],
    [`q=${'x'.repeat(101)}`, 'q'],
    [`service=${'x'.repeat(101)}`, 'service[0]'],
    ['service=Autism%20Diagnosis&service=a%00b', 'service[1]'],
    [Array.from({ length: 21 }, (_, i) => `service=s${i}`).join('&'), 'service'],
    ['q=a%1Fb', 'q'],
  ])('?%s answers 400 naming %s', async (query, field) => {
    const response = await get(`/api/providers?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/providers/service-waits', null)).statusCode).toBe(401);
    expect((await get('/api/providers', null)).statusCode).toBe(401);
    expect((await get('/api/providers/map?zoom=4', null)).statusCode).toBe(401);
    expect((await get('/api/providers/facets', null)).statusCode).toBe(401);
  });
});

describe('GET /api/providers/map', () => {
  it('clusters a wide view and returns the extent of every match', async () => {
    const map = (await get('/api/providers/map?zoom=4')).json() as ProviderMap;
    expect(map.total).toBe(all.length);
    expect(map.clusters.length).toBeGreaterThan(0);
    const shown = map.clusters.reduce((sum, c) => sum + c.count, 0) + map.providers.length;
    expect(shown).toBe(all.length);
    expect(map.extent!.west).toBeLessThan(-120);
    expect(map.extent!.east).toBeGreaterThan(-77);
  });

  it('sends the providers themselves for a small view', async () => {
    const map = (
      await get('/api/providers/map?zoom=10&bounds=-85,33,-84,34.5')
    ).json() as ProviderMap;
    expect(map.clusters).toEqual([]);
    expect(map.providers.map((p) => p.name).sort()).toEqual(
      expectedNames({ bounds: { west: -85, south: 33, east: -84, north: 34.5 } }),
    );
    expect(map.providers[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        latitude: expect.any(Number),
        matchesInsurance: false,
      }),
    );
  });

  it('fits to the filtered set: a state filter narrows the extent', async () => {
    const map = (await get('/api/providers/map?zoom=6&state=OR')).json() as ProviderMap;
    expect(map.total).toBe(expectedNames({ state: 'OR' }).length);
    expect(map.extent!.west).toBeGreaterThan(-125);
    expect(map.extent!.east).toBeLessThan(-116);
  });

  it('opens on home: a box centred on the ZIP holding the nearest matches', async () => {
    const family = await familyWithProfile({
      insuranceType: 'Aetna',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
    });
    const map = (
      await get('/api/providers/map?zoom=2&service=Autism%20Diagnosis', family)
    ).json() as ProviderMap;
    const { home, box } = map.nearby!;
    expect(home.latitude).toBeCloseTo(35.77, 1);
    expect(home.longitude).toBeCloseTo(-78.64, 1);
    expect((box.north + box.south) / 2).toBeCloseTo(home.latitude, 6);
    expect((box.east + box.west) / 2).toBeCloseTo(home.longitude, 6);
    expect(box.north).toBeGreaterThan(home.latitude);
    // A state or a text search fits its own extent; a family without a ZIP has no home.
    expect(
      ((await get('/api/providers/map?zoom=2&state=GA', family)).json() as ProviderMap).nearby,
    ).toBeNull();
    expect(((await get('/api/providers/map?zoom=2')).json() as ProviderMap).nearby).toBeNull();
  });

  it('answers 400 without a zoom, naming it', async () => {
    const response = await get('/api/providers/map');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('zoom');
  });
});

describe('the telehealth and language counts', () => {
  it.each<[string, ProviderFilter]>([
    ['telehealth=true', { telehealth: true }],
    ['language=es', { language: 'es' }],
    ['telehealth=true&language=es&state=GA', { telehealth: true, language: 'es', state: 'GA' }],
    [
      'telehealth=true&service=Autism%20Diagnosis',
      { telehealth: true, service: ['Autism Diagnosis'] },
    ],
  ])('?%s: the list and the map count as the shared rule does', async (query, filter) => {
    const expected = knownFactsOf(expectedProviders(filter), filter);
    const page = (await get(`/api/providers?${query}&limit=1`)).json() as ProviderPage;
    expect(page.known).toEqual(expected);
    const map = (await get(`/api/providers/map?${query}&zoom=4`)).json() as ProviderMap;
    expect(map.known).toEqual(expected);
    // The sample has both kinds, so neither count is trivially the whole.
    for (const counts of [expected.telehealth, expected.language]) {
      if (!counts) continue;
      expect(counts.confirmed).toBeGreaterThan(0);
      expect(counts.notReported).toBeGreaterThan(0);
      expect(counts.confirmed + counts.notReported).toBe(page.total);
    }
  });

  it('says nothing of either while the filters are off', async () => {
    const off = { telehealth: null, language: null };
    expect(((await get('/api/providers?limit=1')).json() as ProviderPage).known).toEqual(off);
    const page = (await get('/api/providers?telehealth=false&limit=1')).json() as ProviderPage;
    expect(page.known).toEqual(off);
    expect(((await get('/api/providers/map?zoom=4')).json() as ProviderMap).known).toEqual(off);
  });

  it('lists the confirmed before the unreported in every order, below the insurance', async () => {
    const isConfirmed = (p: ProviderPage['providers'][number]) => p.telehealth === true;
    for (const sort of ['name', 'distance', 'soonest']) {
      const found = await listAll(`telehealth=true&sort=${sort}`);
      const confirmed = found.filter(isConfirmed).length;
      expect(confirmed).toBeGreaterThan(0);
      expect(found.slice(0, confirmed).every(isConfirmed)).toBe(true);
    }
    const family = await familyWithProfile({
      insuranceType: 'Medicaid',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
    });
    for (const sort of ['name', 'distance', 'soonest']) {
      const found = await listAll(`telehealth=true&within=any&sort=${sort}`, family);
      // Known to take Medicaid, then not reported; in each, video confirmed first.
      const tiers = found.map(
        (p) =>
          (insuranceStanding(p.acceptedInsurance, 'Medicaid') === 'accepts' ? 0 : 2) +
          (isConfirmed(p) ? 0 : 1),
      );
      expect(new Set(tiers)).toEqual(new Set([0, 1, 2, 3]));
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    }
  });

  it.each([
    ['/api/providers?telehealth=1', 'telehealth'],
    ['/api/providers?language=spanish', 'language'],
    ['/api/providers/map?zoom=4&telehealth=yes', 'telehealth'],
    ['/api/providers/map?zoom=4&language=xx', 'language'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('answers 401 without a session', async () => {
    expect((await get('/api/providers?telehealth=true', null)).statusCode).toBe(401);
    expect((await get('/api/providers/map?zoom=4&language=es', null)).statusCode).toBe(401);
  });
});

describe('GET /api/providers/facets', () => {
  it('lists every state with its count, and the services and insurances on offer', async () => {
    const facets = (await get('/api/providers/facets')).json();
    expect(facets.states.map((s: { state: string }) => s.state)).toEqual([
      'AZ',
      'GA',
      'IN',
      'MD',
      'MI',
      'NC',
      'OR',
      'TX',
      'VA',
    ]);
    expect(facets.states.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(
      all.length,
    );
    expect(facets.services).toContain('Autism Diagnosis');
    expect(facets.insurances).toContain('Medicaid');
  });
});

describe('newPatients=true', () => {
  it('leaves out a provider known not to take new patients, and keeps the unknown', async () => {
    const [closed] = await ctx.database.db
      .update(providers)
      .set({ acceptingNewPatients: false })
      .where(eq(providers.name, all[0]!.name))
      .returning({ id: providers.id });
    try {
      const everyone = await listAll('within=any&anyInsurance=true');
      const open = await listAll('within=any&anyInsurance=true&newPatients=true');
      expect(open.map((p) => p.id)).not.toContain(closed!.id);
      expect(open).toHaveLength(everyone.length - 1);
      expect(open.some((p) => p.acceptingNewPatients === null)).toBe(true);
    } finally {
      await ctx.database.db
        .update(providers)
        .set({ acceptingNewPatients: null })
        .where(eq(providers.id, closed!.id));
    }
  });
});

describe('accessible=true', () => {
  it('keeps only providers reported accessible, as the shared rule does', async () => {
    // What a payer directory might report of four places; transit and culture are not access.
    const reported = new Map([
      [all[0]!.name, ['handiaccess']],
      [all[1]!.name, ['adacomp', 'pubtrans']],
      [all[2]!.name, ['pubtrans']],
      [all[3]!.name, ['cultcomp']],
    ]);
    const set = (name: string, accessibility: string[] | null) =>
      ctx.database.db.update(providers).set({ accessibility }).where(eq(providers.name, name));
    for (const [name, codes] of reported) await set(name, codes);
    try {
      const marked = all.map((p) => ({
        ...p,
        servicesOffered: p.servicesOffered ?? [],
        acceptedInsurance: p.acceptedInsurance ?? [],
        accessibility: reported.get(p.name) ?? null,
      }));
      const expected = marked
        .filter((p) => providerMatches(p, { accessible: true }, null))
        .map((p) => p.name)
        .sort();
      expect(expected).toEqual([all[0]!.name, all[1]!.name].sort());
      for (const sort of ['name', 'soonest']) {
        const found = await listAll(`accessible=true&sort=${sort}`);
        expect(found.map((p) => p.name).sort()).toEqual(expected);
        expect(found.find((p) => p.name === all[1]!.name)!.accessibility).toEqual([
          'adacomp',
          'pubtrans',
        ]);
      }
    } finally {
      for (const name of reported.keys()) await set(name, null);
    }
  });
});

describe('GET /api/providers/service-waits', () => {
  it('gives each service the median known wait of the providers offering it', async () => {
    // Only sample providers here: their waits count, and say so (service-waits.test.ts has both).
    const response = await get('/api/providers/service-waits');
    expect(response.statusCode).toBe(200);
    const { services } = response.json() as ServiceWaits;
    const autism = all.filter(
      (p) => p.servicesOffered?.includes('Autism Diagnosis') && p.averageWaitTime != null,
    );
    const waits = autism.map((p) => p.averageWaitTime!).sort((a, b) => a - b);
    const middle = waits.length >> 1;
    const median =
      waits.length % 2 ? waits[middle]! : Math.round((waits[middle - 1]! + waits[middle]!) / 2);
    expect(services.find((entry) => entry.service === 'Autism Diagnosis')).toEqual({
      service: 'Autism Diagnosis',
      medianDays: median,
      providers: waits.length,
      fromSample: true,
    });
    // Every service any provider offers, each once, in order.
    const names = services.map((entry) => entry.service);
    expect(names).toEqual([...new Set(all.flatMap((p) => p.servicesOffered ?? []))].sort());
  });
});
