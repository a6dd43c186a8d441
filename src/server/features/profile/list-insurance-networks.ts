import type { InsuranceNetwork } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { insuranceNetworks } from '@server/domain/insurance/insurance-networks';

/** The networks a family may name under its insurance ('Which plan?'), by name. */
export async function listInsuranceNetworks(db: Db): Promise<{ networks: InsuranceNetwork[] }> {
  return { networks: await insuranceNetworks(db) };
}
