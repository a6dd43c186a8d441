import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type TravelDistanceInput } from '@shared/api/profile';
import { apiRequest } from '@client/lib/api-client';
import { profileQueryOptions } from '@client/lib/api/get-profile';

/** `PUT /api/profile/travel-distance`: the server answers with the saved profile. */
export async function saveTravelDistance(input: TravelDistanceInput): Promise<Profile> {
  const response = await apiRequest('PUT', '/api/profile/travel-distance', input);
  return profileSchema.parse(await response.json());
}

/**
 * Keeps the distance the family chose as its default for the next visit. Quietly: the search on
 * screen already follows the choice (it is in the address), so a failure loses only the default.
 */
export function useSaveTravelDistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTravelDistance,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
