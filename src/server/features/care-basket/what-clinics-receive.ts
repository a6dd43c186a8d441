import { eq } from 'drizzle-orm';
import type { WhatClinicsReceive } from '@shared/api/care-basket';
import type { DbOrTx } from '@server/db/client';
import { profiles, users } from '@server/db/schema';
import { familyFactsOf } from '@server/domain/family-facts/family-facts';
import { liveFamilyFactColumns } from '@server/domain/family-facts/live-family-facts';

/**
 * What each clinic asked from the basket would be told about the family if it were sent now: the
 * profile as a request copies it, through the assembly the request's e-mail uses.
 */
export async function whatClinicsReceive(db: DbOrTx, userId: string): Promise<WhatClinicsReceive> {
  const [row] = await db
    .select({
      ...liveFamilyFactColumns(profiles.insuranceType),
      insuranceType: profiles.insuranceType,
      careFor: profiles.careFor,
      childAgeMonths: profiles.childAgeMonths,
      lookingFor: profiles.lookingFor,
      phone: profiles.phone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return familyFactsOf({
    firstName: row?.firstName ?? null,
    insuranceType: row?.insuranceType ?? null,
    insurancePlan: row?.insurancePlan ?? null,
    services: row?.services ?? null,
    zipCode: row?.zipCode ?? null,
    careFor: row?.careFor ?? 'child',
    childAgeMonths: row?.childAgeMonths ?? null,
    lookingFor: row?.lookingFor ?? null,
    phone: row?.phone ?? null,
    language: row?.language ?? null,
  });
}
