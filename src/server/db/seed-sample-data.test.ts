import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { sampleProviders } from './sample-data/sample-providers';
import { providers } from './schema';
import { seedSampleData } from './seed-sample-data';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const total = async () => (await database.db.select({ n: count() }).from(providers))[0]!.n;

describe('seedSampleData', () => {
  it('fills an empty table with the sample providers, every row marked as sample', async () => {
    expect(await seedSampleData(database.db)).toBe(sampleProviders().length);
    expect(await total()).toBe(sampleProviders().length);
    const notSample = await database.db
      .select({ n: count() })
      .from(providers)
      .where(eq(providers.source, 'registry'));
    expect(notSample[0]!.n).toBe(0);
  });

  it('stores unknown wait times as unknown, not as a number', async () => {
    const unknown = sampleProviders().filter((p) => p.averageWaitTime === null).length;
    const rows = await database.db.select({ wait: providers.averageWaitTime }).from(providers);
    expect(rows.filter((row) => row.wait === null)).toHaveLength(unknown);
    expect(unknown).toBeGreaterThan(0);
  });

  it('leaves a table that has providers alone', async () => {
    expect(await seedSampleData(database.db)).toBe(0);
    expect(await total()).toBe(sampleProviders().length);
  });

  it('does not insert twice when two instances start together', async () => {
    await database.db.delete(providers);
    const results = await Promise.all([seedSampleData(database.db), seedSampleData(database.db)]);
    expect(results.sort()).toEqual([0, sampleProviders().length]);
    expect(await total()).toBe(sampleProviders().length);
  });
});
