import type { Profile, SavedSearchInput } from '@shared/api/profile';
import type { Db } from '@server/db/client';
import { profiles } from '@server/db/schema';
import { profileColumns, toApiProfile } from './profile-row';

/**
 * Keeps the family's last provider search for its next visit
 * (docs/product.md#kept-for-the-next-visit); a family without a saved profile gets one holding
 * just that, as with the travel distance.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<Profile> {
  const [row] = await db
    .insert(profiles)
    .values({ userId, savedSearch: input.search })
    .onConflictDoUpdate({ target: profiles.userId, set: { savedSearch: input.search } })
    .returning(profileColumns);
  return toApiProfile(row!);
}
