import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { profileSchema, type Profile, type ProfileInput } from '@shared/api/profile';
import { apiRequest, isUnauthorizedError } from '@client/lib/api-client';
import { handleSignedOut } from '@client/lib/signed-out';
import { profileQueryOptions } from '@client/lib/profile';

/** `PUT /api/profile`: the server answers with the saved profile. */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const response = await apiRequest('PUT', '/api/profile', input);
  return profileSchema.parse(await response.json());
}

/** Saves the profile; the toasts are SPEC.md §8 "Profile", a 401 is SPEC.md §6. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The answer is the saved profile, so the cache is written instead of re-fetched.
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      toast.success('Profile Updated', {
        description: 'Your profile has been saved successfully.',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleSignedOut();
        return;
      }
      toast.error('Error', { description: 'Failed to update profile. Please try again.' });
    },
  });
}
