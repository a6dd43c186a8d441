// The benchmarks' provider directory: synthetic providers around the sample cities, written into a
// benchmark's own throw-away database (never the app's). Shared by `npm run bench:search` and
// `npm run bench:relevance`, so both measure the same rows.
import type { Database } from '../src/server/db/client';
import { SAMPLE_CITIES } from '../src/server/db/sample-data/cities';
import { providers, type NewProviderRow } from '../src/server/db/schema';
import { INSURANCE_OPTIONS, SERVICE_OPTIONS } from '../src/shared/rules/care-options';

// Deterministic synthetic rows: a seeded generator, so every run measures the same data.
export function* syntheticProviders(count: number): Generator<NewProviderRow> {
  let seed = 0x5eed;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let i = 0; i < count; i += 1) {
    const place = pick(SAMPLE_CITIES);
    yield {
      name: `Synthetic Provider ${i}`,
      specialty: 'Clinical Psychologist',
      city: place.city,
      state: place.state,
      latitude: place.latitude + (next() - 0.5),
      longitude: place.longitude + (next() - 0.5),
      averageWaitTime: next() < 0.1 ? null : Math.floor(next() * 300),
      servicesOffered: SERVICE_OPTIONS.filter(() => next() < 0.3),
      acceptedInsurance: INSURANCE_OPTIONS.filter(() => next() < 0.4),
      source: 'sample',
    };
  }
}

/** Migrates `database` and writes `count` synthetic providers into it, then ANALYZE. */
export async function load(database: Database, count: number): Promise<void> {
  await database.migrate();
  let batch: NewProviderRow[] = [];
  for (const row of syntheticProviders(count)) {
    batch.push(row);
    if (batch.length === 2000) {
      await database.db.insert(providers).values(batch);
      batch = [];
    }
  }
  if (batch.length) await database.db.insert(providers).values(batch);
  await database.db.execute('ANALYZE providers' as never);
}
