import type { Profile, TravelDistanceInput } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { profileColumns, toApiProfile } from './profile-row';

/**
 * Keeps the distance the family last chose as its default for the next search; a family that
 * has not saved a profile yet gets one holding just that.
 */
export async function saveTravelDistance(
  db: Db,
  userId: string,
  input: TravelDistanceInput,
): Promise<Profile> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, travelMiles: input.travelMiles })
    .onConflictDoUpdate({ target: profiles.userId, set: { travelMiles: input.travelMiles } })
    .returning(profileColumns);
  return toApiProfile(row!);
}
