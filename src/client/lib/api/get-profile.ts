import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@shared/api/profile';
import { getJson } from '@client/lib/api-client';

// The profile page edits the profile and the provider page reads its insurance and ZIP code, so
// the query lives here: one cache entry, and saving the profile updates what the map sees.

/** `GET /api/profile`; a 401 is thrown (the pages send the visitor to sign in). */
export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await getJson<Profile>('/api/profile'));
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['/api/profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
