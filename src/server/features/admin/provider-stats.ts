import { count, ne } from 'drizzle-orm';
import type { ProviderStats } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { providers } from '@server/db/schema';

/** The dashboard's statistics; `hasRealData` is true once any provider is not sample data. */
export async function getProviderStats(db: Db): Promise<ProviderStats> {
  const perState = await db
    .select({ state: providers.state, n: count() })
    .from(providers)
    .groupBy(providers.state)
    .orderBy(providers.state);
  const [real] = await db
    .select({ n: count() })
    .from(providers)
    .where(ne(providers.source, 'sample'));
  return {
    total: perState.reduce((sum, row) => sum + row.n, 0),
    hasRealData: (real?.n ?? 0) > 0,
    byState: Object.fromEntries(perState.map((row) => [row.state, row.n])),
  };
}
