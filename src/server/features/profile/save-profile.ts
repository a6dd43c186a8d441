import type { Profile, ProfileInput } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';

/** Creates or replaces the user's own profile. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const values = {
    insuranceType: input.insuranceType,
    desiredServices: input.desiredServices,
    zipCode: input.zipCode,
  };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning({
      insuranceType: profiles.insuranceType,
      desiredServices: profiles.desiredServices,
      zipCode: profiles.zipCode,
    });
  return row!;
}
