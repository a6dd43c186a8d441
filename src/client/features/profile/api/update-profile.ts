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

/**
 * Saves the profile, with the profile toasts (docs/product.md#toasts); a 401 sends the visitor to
 * sign in (docs/product.md#signed-out).
 */
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
