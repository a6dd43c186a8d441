import { asc, count, sql } from 'drizzle-orm';
import type { ProviderFacets } from '@shared/api/providers';
import { queryRows, type Db } from '@server/db/client';
import { providers } from '@server/db/schema';

/** The choices the filters offer: every state with its provider count, every service and insurance. */
export async function providerFacets(db: Db): Promise<ProviderFacets> {
  const [states, services, insurances] = await Promise.all([
    db
      .select({ state: providers.state, count: count() })
      .from(providers)
      .groupBy(providers.state)
      .orderBy(asc(providers.state)),
    queryRows<{ value: string }>(
      db,
      sql`SELECT DISTINCT unnest(${providers.servicesOffered}) AS value FROM ${providers} ORDER BY 1`,
    ),
    queryRows<{ value: string }>(
      db,
      sql`SELECT DISTINCT unnest(${providers.acceptedInsurance}) AS value FROM ${providers} ORDER BY 1`,
    ),
  ]);
  return {
    states,
    services: services.map((row) => row.value),
    insurances: insurances.map((row) => row.value),
  };
}
