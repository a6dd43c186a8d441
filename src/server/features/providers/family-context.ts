import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { payerDirectories, payerNetworks, profiles } from '@server/db/schema';
import { DEFAULT_TRAVEL_MILES, type SearchingFamily } from '@shared/rules/family-reach';
import { zipCentroid, zipState } from '@server/domain/places/zip-centroids';

/** What a search depends on from the family asking (see `SearchingFamily`). */
export type FamilyContext = SearchingFamily;

export async function familyContext(db: Db, userId: string): Promise<FamilyContext> {
  const [profile] = await db
    .select({
      insurance: profiles.insuranceType,
      network: payerNetworks.id,
      networkDirectory: payerDirectories.id,
      zipCode: profiles.zipCode,
      travelMiles: profiles.travelMiles,
      ageMonths: profiles.childAgeMonths,
    })
    .from(profiles)
    .leftJoin(payerNetworks, eq(payerNetworks.id, profiles.insuranceNetworkId))
    .leftJoin(
      payerDirectories,
      and(
        eq(payerDirectories.id, payerNetworks.directoryId),
        eq(payerDirectories.insuranceType, profiles.insuranceType),
      ),
    )
    .where(eq(profiles.userId, userId));
  return {
    insurance: profile?.insurance ?? null,
    // The named network counts only while its directory is of the profile's insurance.
    network: profile?.networkDirectory ? profile.network : null,
    home: zipCentroid(profile?.zipCode),
    homeState: zipState(profile?.zipCode),
    travelMiles: profile ? profile.travelMiles : DEFAULT_TRAVEL_MILES,
    ageYears: profile?.ageMonths == null ? null : Math.floor(profile.ageMonths / 12),
  };
}
