import { and, asc, eq, sql } from 'drizzle-orm';
import type { InsuranceNetwork } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { payerDirectories, payerNetworks, payerPlans } from '@server/db/schema';

/**
 * The networks a family may name under its insurance ('Which plan?'): every network of the
 * admins' payer directories with the names of the plans that use it, by name.
 */
export async function listInsuranceNetworks(db: Db): Promise<{ networks: InsuranceNetwork[] }> {
  const rows = await db
    .select({
      id: payerNetworks.id,
      name: payerNetworks.name,
      insuranceType: payerDirectories.insuranceType,
      plans: sql<string[]>`coalesce(array_agg(${payerPlans.name} ORDER BY ${payerPlans.name})
        FILTER (WHERE ${payerPlans.id} IS NOT NULL), '{}'::text[])`,
    })
    .from(payerNetworks)
    .innerJoin(payerDirectories, eq(payerDirectories.id, payerNetworks.directoryId))
    .leftJoin(
      payerPlans,
      and(
        eq(payerPlans.directoryId, payerNetworks.directoryId),
        sql`${payerNetworks.fhirId} = ANY(${payerPlans.networkFhirIds})`,
      ),
    )
    .groupBy(payerNetworks.id, payerDirectories.insuranceType)
    .orderBy(asc(payerNetworks.name));
  return { networks: rows };
}
