// The payer networks the admins' directories list, each with the names of the plans that use it:
// what a family names under its insurance ('Which plan?') and what a clinic says it takes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InsuranceNetwork } from '@shared/api/profile';
import type { DbOrTx } from '../../db/client';
import { payerDirectories, payerNetworks, payerPlans } from '../../db/schema';

/** Every network by name, or only those of the given insurances. */
export async function insuranceNetworks(
  db: DbOrTx,
  insuranceTypes?: readonly string[],
): Promise<InsuranceNetwork[]> {
  if (insuranceTypes?.length === 0) return [];
  return db
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
    .where(
      insuranceTypes ? inArray(payerDirectories.insuranceType, [...insuranceTypes]) : undefined,
    )
    .groupBy(payerNetworks.id, payerDirectories.insuranceType)
    .orderBy(asc(payerNetworks.name));
}
