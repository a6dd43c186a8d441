import { eq } from 'drizzle-orm';
import type { Profile } from '@shared/api/profile';
import { DEFAULT_TRAVEL_MILES } from '@shared/rules/family-reach';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { profileColumns, toApiProfile } from './profile-row';

const EMPTY: Profile = {
  insuranceType: null,
  insuranceNetworkId: null,
  desiredServices: [],
  zipCode: null,
  careFor: 'child',
  childAgeYears: null,
  childAgeMonths: null,
  lookingFor: null,
  phone: null,
  requestLanguage: null,
  travelMiles: DEFAULT_TRAVEL_MILES,
  savedSearch: null,
};

/** The user's own profile; an empty one before the first save. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.userId, userId));
  return row ? toApiProfile(row) : EMPTY;
}
