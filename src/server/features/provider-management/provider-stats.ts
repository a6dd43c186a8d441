import { count, ne, sql } from 'drizzle-orm';
import { PROVIDER_ORIGINS, type ProviderOrigin, type ProviderStats } from '@shared/api/admin';
import type { Db } from '@server/db/client';
import { listingStaff, providers } from '@server/db/schema';

/**
 * The dashboard's statistics; `hasRealData` is true once any provider is not sample data. A
 * listing its clinic keeps counts as the clinic's; sample rows stay sample whoever keeps them; a
 * registry row a national file wrote counts as the file's, else as the registry API's.
 */
export async function getProviderStats(db: Db): Promise<ProviderStats> {
  const perState = await db
    .select({ state: providers.state, n: count() })
    .from(providers)
    .groupBy(providers.state)
    .orderBy(providers.state);
  const kept = sql`EXISTS (SELECT 1 FROM ${listingStaff} WHERE ${listingStaff.providerId} = ${providers.id})`;
  const origin = sql<ProviderOrigin>`CASE WHEN ${providers.source} <> 'sample' AND ${kept} THEN 'clinic'
    WHEN ${providers.source} = 'registry' AND ${providers.registryFileAt} IS NOT NULL THEN 'registryFile'
    ELSE ${providers.source}::text END`;
  const perOrigin = await db.select({ origin, n: count() }).from(providers).groupBy(origin);
  const [real] = await db
    .select({ n: count() })
    .from(providers)
    .where(ne(providers.source, 'sample'));
  const bySource = Object.fromEntries(PROVIDER_ORIGINS.map((each) => [each, 0])) as Record<
    ProviderOrigin,
    number
  >;
  for (const row of perOrigin) bySource[row.origin] = row.n;
  return {
    total: perState.reduce((sum, row) => sum + row.n, 0),
    hasRealData: (real?.n ?? 0) > 0,
    bySource,
    byState: Object.fromEntries(perState.map((row) => [row.state, row.n])),
  };
}
