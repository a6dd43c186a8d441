import { count, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '@server/domain/audit/audit';
import type { Db } from './client';
import { sampleProviders } from './sample-data/sample-providers';
import { auditLog, providers } from './schema';

const SEED_LOCK = 727_002;

/**
 * Loads the fictional sample providers (SAMPLE_DATA=on) into a new database only: one whose
 * provider table is empty and whose audit log shows neither an earlier load nor a 'Clear All
 * Providers'. The load is audited, which is the record that it happened, so a cleared database
 * stays empty across restarts. Returns the number of rows inserted.
 */
export async function seedSampleData(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both see an empty table and insert twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [history] = await tx
      .select({ total: count() })
      .from(auditLog)
      .where(inArray(auditLog.action, ['sample_providers_loaded', 'providers_cleared']));
    const [existing] = await tx.select({ total: count() }).from(providers);
    if ((history?.total ?? 0) > 0 || (existing?.total ?? 0) > 0) return 0;
    const rows = sampleProviders();
    for (let start = 0; start < rows.length; start += 100) {
      await tx.insert(providers).values(rows.slice(start, start + 100));
    }
    await recordAudit(tx, { action: 'sample_providers_loaded', details: { loaded: rows.length } });
    return rows.length;
  });
}
