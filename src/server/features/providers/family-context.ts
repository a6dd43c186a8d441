import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { zipCentroid, type Point } from '@server/lib/zip-centroids';

/** What a search depends on from the family asking: its insurance and where home is. */
export interface FamilyContext {
  insurance: string | null;
  home: Point | null;
}

export async function familyContext(db: Db, userId: string): Promise<FamilyContext> {
  const [profile] = await db
    .select({ insurance: profiles.insuranceType, zipCode: profiles.zipCode })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { insurance: profile?.insurance ?? null, home: zipCentroid(profile?.zipCode) };
}
