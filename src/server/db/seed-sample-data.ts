import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { sampleProviders } from './sample-data/sample-providers';
import { providers } from './schema';

const SEED_LOCK = 727_002;

/**
 * Fills an empty provider table with the fictional sample providers (SAMPLE_DATA=on); a table with
 * any provider in it is left alone. Returns the number of rows inserted. Note: an emptied table
 * (an admin's "Clear All Providers") is filled again at the next start unless SAMPLE_DATA=off.
 */
export async function seedSampleData(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both see an empty table and insert twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ total: count() }).from(providers);
    if ((row?.total ?? 0) > 0) return 0;
    const rows = sampleProviders();
    for (let start = 0; start < rows.length; start += 100) {
      await tx.insert(providers).values(rows.slice(start, start + 100));
    }
    return rows.length;
  });
}
