import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type SavedSearchInput } from '@shared/api/profile';
import { apiRequest } from '@client/lib/api-client';
import { profileQueryOptions } from '@client/lib/api/get-profile';

/** `PUT /api/profile/search`: the server answers with the saved profile. */
export async function saveSearch(input: SavedSearchInput): Promise<Profile> {
  const response = await apiRequest('PUT', '/api/profile/search', input);
  return profileSchema.parse(await response.json());
}

/**
 * Keeps the search on screen for the family's next visit. Quietly, like the travel distance: the
 * search itself is in the address, so a failure loses only where the next visit starts.
 */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
