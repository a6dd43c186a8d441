import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderFilter, ProviderSort } from '@shared/api/provider-query';
import type { SearchingFamily } from '@shared/rules/family-reach';
import { knownFactsOf, providerMatches } from '@shared/rules/provider-filter';
import { readSnapshot, SNAPSHOT_FORMAT, SnapshotError, writeSnapshot } from './index-snapshot';
import type { IndexedProvider } from './indexed-provider';
import { ProviderIndex } from './provider-index';
import { firstInOrder } from './ranking';

// The telehealth and language filters keep what nobody has reported: the search counts the
// confirmed apart and ranks them first, below the insurance tier (docs/product.md#filters).

const home = { latitude: 35.7796, longitude: -78.6382 };
const noInsurance: SearchingFamily = {
  insurance: null,
  network: null,
  home: null,
  homeState: null,
  travelMiles: null,
};
const withAetna: SearchingFamily = { ...noInsurance, insurance: 'Aetna' };

let next = 0;
/** A practice named `name`, `north` miles north of home, with what else is said of it. */
function practice(name: string, north: number, facts: Partial<IndexedProvider>): IndexedProvider {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    state: 'NC',
    latitude: home.latitude + north / 69,
    longitude: home.longitude,
    servicesOffered: ['Autism Diagnosis'],
    acceptedInsurance: [],
    searchText: `${name.toLowerCase()}\u001fraleigh`,
    waitDays: null,
    acceptingNewPatients: null,
    agesFrom: null,
    agesTo: null,
    languages: null,
    telehealth: null,
    licenseState: null,
    accessibility: null,
    ...facts,
  };
}

// Names start with the opposite of the tier they belong in, so a plain name order fails.
const directory = [
  practice('Alpha Unreported', 1, {}),
  practice('Bravo Unreported Aetna', 2, { acceptedInsurance: ['Aetna'] }),
  practice('Charlie Video', 9, { telehealth: true, listedDays: 5, observedDays: 5 }),
  practice('Delta Video Aetna Spanish', 8, {
    telehealth: true,
    acceptedInsurance: ['Aetna'],
    languages: ['en', 'es'],
  }),
  // Telehealth, licensed in another state: confirmed all the same, as its card says 'Yes'.
  practice('Echo Video Elsewhere', 7, { telehealth: true, licenseState: 'VA' }),
  practice('Foxtrot No Video', 3, { telehealth: false }),
  practice('Golf Spanish', 4, { languages: ['es'] }),
  practice('Hotel English Only', 5, { languages: ['en'] }),
  practice('India Spanish Aetna', 6, { languages: ['es'], acceptedInsurance: ['Aetna'] }),
  practice('Juliet Other Insurance', 0.5, { acceptedInsurance: ['Medicaid'], telehealth: true }),
];

const names = (index: ProviderIndex, slots: number[]) =>
  slots.map((slot) => directory.find((p) => p.id === index.idOf(slot))!.searchText.split(' ')[0]);

const order = (
  index: ProviderIndex,
  filter: ProviderFilter,
  family: SearchingFamily,
  sort: ProviderSort,
) => names(index, firstInOrder(index, index.matches(filter, family), sort, home, 20));

/** What the shared rule counts for the same filters, over the same practices. */
const expectedKnown = (filter: ProviderFilter, family: SearchingFamily) =>
  knownFactsOf(
    directory.filter((p) =>
      providerMatches({ ...p, name: p.searchText, city: 'Raleigh' }, filter, family.insurance),
    ),
    filter,
  );

describe('the known-facts counts', () => {
  const index = new ProviderIndex(directory);

  it('counts the confirmed and the unreported of the telehealth filter, and nothing with it off', () => {
    const on = index.matches({ telehealth: true }, noInsurance);
    expect(on.count).toBe(9);
    expect(on.known).toEqual({ telehealth: { confirmed: 4, notReported: 5 }, language: null });
    expect(index.matches({}, noInsurance).known).toEqual({ telehealth: null, language: null });
  });

  it('counts a language, and both filters combined with others, as the shared rule does', () => {
    expect(index.matches({ language: 'es' }, noInsurance).known).toEqual({
      telehealth: null,
      language: { language: 'es', confirmed: 3, notReported: 6 },
    });
    const filters: ProviderFilter[] = [
      { telehealth: true, language: 'es' },
      { telehealth: true, language: 'es', insurance: 'Aetna' },
      { telehealth: true, q: 'video' },
      { language: 'en', telehealth: true },
    ];
    for (const filter of filters) {
      for (const family of [noInsurance, withAetna]) {
        const matches = index.matches(filter, family);
        expect(matches.known).toEqual(expectedKnown(filter, family));
        const { telehealth, language } = matches.known;
        for (const counts of [telehealth, language]) {
          if (counts) expect(counts.confirmed + counts.notReported).toBe(matches.count);
        }
      }
    }
    // Both on, with the family's insurance applied (known to take it, or nobody has said).
    expect(index.matches({ telehealth: true, language: 'es' }, withAetna).known).toEqual({
      telehealth: { confirmed: 3, notReported: 4 },
      language: { language: 'es', confirmed: 3, notReported: 4 },
    });
  });
});

describe('the confirmed first', () => {
  const index = new ProviderIndex(directory);

  it('puts the confirmed before the unreported in every order', () => {
    const confirmed = ['charlie', 'delta', 'echo', 'juliet'];
    for (const sort of ['name', 'distance', 'soonest'] as const) {
      const found = order(index, { telehealth: true }, noInsurance, sort);
      expect(found.slice(0, 4).sort()).toEqual(confirmed);
      expect(found).toHaveLength(9);
    }
    expect(order(index, { telehealth: true }, noInsurance, 'name')).toEqual([
      'charlie',
      'delta',
      'echo',
      'juliet',
      'alpha',
      'bravo',
      'golf',
      'hotel',
      'india',
    ]);
    // Nearest first within each tier; Charlie's known wait leads its tier in 'Soonest'.
    expect(order(index, { telehealth: true }, noInsurance, 'distance').slice(0, 4)).toEqual([
      'juliet',
      'echo',
      'delta',
      'charlie',
    ]);
    expect(order(index, { telehealth: true }, noInsurance, 'soonest')[0]).toBe('charlie');
  });

  it('ranks the insurance tier above the confirmed one, and both facts above one', () => {
    // Juliet lists Medicaid only: the family's insurance (applied by default) leaves it out.
    expect(order(index, { telehealth: true }, withAetna, 'name')).toEqual([
      'delta', // takes Aetna, video confirmed
      'bravo', // takes Aetna, not reported
      'india',
      'charlie', // nobody reported its insurance, video confirmed
      'echo',
      'alpha',
      'golf',
      'hotel',
    ]);
    expect(order(index, { telehealth: true, language: 'es' }, withAetna, 'name')).toEqual([
      'delta', // takes Aetna, both confirmed
      'india', // takes Aetna, Spanish confirmed
      'bravo', // takes Aetna, neither
      'charlie', // insurance not reported: video confirmed
      'echo',
      'golf', // Spanish confirmed
      'alpha', // neither
    ]);
    for (const sort of ['distance', 'soonest'] as const) {
      const found = order(index, { telehealth: true, language: 'es' }, withAetna, sort);
      expect(found.slice(0, 3)).toEqual(['delta', 'india', 'bravo']);
      expect(found.slice(3, 6).sort()).toEqual(['charlie', 'echo', 'golf']);
      expect(found[6]).toBe('alpha');
    }
  });

  it('keeps each set of filters its own order, so a kept order never serves another filter', () => {
    const plain = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    expect(order(index, {}, noInsurance, 'name').slice(0, 8)).toEqual(plain);
    expect(order(index, { telehealth: true }, noInsurance, 'name')[0]).toBe('charlie');
    expect(order(index, { language: 'es' }, noInsurance, 'name').slice(0, 3)).toEqual([
      'delta',
      'golf',
      'india',
    ]);
    // Asked again, each from what it kept: still its own.
    expect(order(index, {}, noInsurance, 'name').slice(0, 8)).toEqual(plain);
    expect(order(index, { telehealth: true }, noInsurance, 'name')[0]).toBe('charlie');
  });

  it('follows a change: a provider confirming telehealth moves into the first tier', () => {
    const changing = new ProviderIndex(directory);
    expect(order(changing, { telehealth: true }, noInsurance, 'name')[4]).toBe('alpha');
    changing.put({ ...directory[0]!, telehealth: true });
    expect(order(changing, { telehealth: true }, noInsurance, 'name')[0]).toBe('alpha');
    expect(changing.matches({ telehealth: true }, noInsurance).known.telehealth).toEqual({
      confirmed: 5,
      notReported: 4,
    });
    changing.remove(directory[2]!.id);
    expect(changing.matches({ telehealth: true }, noInsurance).known.telehealth).toEqual({
      confirmed: 4,
      notReported: 4,
    });
  });
});

describe('the snapshot', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'known-facts-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  const stamp = { database: 'db', seen: '1:1:', takenAt: '2026-01-01T00:00:00Z' };

  it('keeps who is confirmed to offer telehealth, so a restart counts and ranks the same', async () => {
    const index = new ProviderIndex(directory);
    const file = join(folder, 'index.snapshot');
    await writeSnapshot(file, index.columns(), { format: SNAPSHOT_FORMAT, ...stamp });
    const read = await readSnapshot(file);
    const restored = ProviderIndex.fromColumns(read.columns, read.idTable);
    await restored.settle();
    expect(read.columns.sets.offersTelehealth.array()).toEqual(
      index.columns().sets.offersTelehealth.array(),
    );
    expect(read.columns.sets.offersTelehealth.size()).toBe(4);
    for (const filter of [{ telehealth: true }, { telehealth: true, language: 'es' as const }]) {
      expect(restored.matches(filter, withAetna).known).toEqual(
        index.matches(filter, withAetna).known,
      );
      expect(order(restored, filter, withAetna, 'soonest')).toEqual(
        order(index, filter, withAetna, 'soonest'),
      );
    }
  });

  it('refuses a snapshot of the format before, which had no such set', async () => {
    const file = join(folder, 'old.snapshot');
    const index = new ProviderIndex(directory);
    await writeSnapshot(file, index.columns(), { format: SNAPSHOT_FORMAT - 1, ...stamp });
    await expect(readSnapshot(file)).rejects.toThrow(SnapshotError);
  });
});
