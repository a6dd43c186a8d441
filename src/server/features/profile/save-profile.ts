import { childAgeInMonths, type Profile, type ProfileInput } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { profileColumns, toApiProfile } from './profile-row';

/** Creates or replaces the user's own profile: a field left out is cleared. */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const values = {
    insuranceType: input.insuranceType,
    desiredServices: input.desiredServices,
    zipCode: input.zipCode,
    childAgeMonths: childAgeInMonths(input),
    lookingFor: input.lookingFor ?? null,
    phone: input.phone ?? null,
  };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning(profileColumns);
  return toApiProfile(row!);
}
