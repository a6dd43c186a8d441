import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { recordAudit } from '@server/domain/audit/audit';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { sampleProviders } from './sample-data/sample-providers';
import { auditLog, providers } from './schema';
import { seedSampleData } from './seed-sample-data';

// Each case starts from a newly created database, the only kind sample data may go into.
let database: TestDatabase;
const fresh = async () => (database = await createTestDatabase());
afterEach(() => database.destroy());

const total = async () => (await database.db.select({ n: count() }).from(providers))[0]!.n;
const SAMPLE_COUNT = sampleProviders().length;

describe('seedSampleData', () => {
  it('fills a new database with the sample providers, marked as sample, and audits it', async () => {
    await fresh();
    expect(await seedSampleData(database.db)).toBe(SAMPLE_COUNT);
    expect(await total()).toBe(SAMPLE_COUNT);
    const registry = await database.db
      .select({ n: count() })
      .from(providers)
      .where(eq(providers.source, 'registry'));
    expect(registry[0]!.n).toBe(0);
    const audit = await database.db.select().from(auditLog);
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ['sample_providers_loaded', { loaded: SAMPLE_COUNT }],
    ]);
    // Unknown wait times stay unknown rather than becoming a number.
    const unknown = sampleProviders().filter((p) => p.averageWaitTime === null).length;
    const waits = await database.db.select({ wait: providers.averageWaitTime }).from(providers);
    expect(waits.filter((row) => row.wait === null)).toHaveLength(unknown);
    expect(unknown).toBeGreaterThan(0);
  });

  it('never loads again into a database that had them, even once it is empty', async () => {
    await fresh();
    await seedSampleData(database.db);
    expect(await seedSampleData(database.db)).toBe(0);
    await database.db.delete(providers);
    expect(await seedSampleData(database.db)).toBe(0);
    expect(await total()).toBe(0);
  });

  it('leaves a database with real providers, or one an admin cleared, alone', async () => {
    await fresh();
    await database.db.insert(providers).values(sampleProviders().slice(0, 1));
    expect(await seedSampleData(database.db)).toBe(0);
    expect(await total()).toBe(1);

    await database.destroy();
    await fresh();
    await recordAudit(database.db, { action: 'providers_cleared', details: { removed: 0 } });
    expect(await seedSampleData(database.db)).toBe(0);
    expect(await total()).toBe(0);
  });

  it('does not insert twice when two instances start together', async () => {
    await fresh();
    const results = await Promise.all([seedSampleData(database.db), seedSampleData(database.db)]);
    expect(results.sort()).toEqual([0, SAMPLE_COUNT]);
    expect(await total()).toBe(SAMPLE_COUNT);
  });
});
