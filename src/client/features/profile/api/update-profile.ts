import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { profileSchema, type Profile, type ProfileInput } from '@shared/api/profile';
import { apiRequest } from '@client/lib/api-client';
import { profileQueryOptions } from '@client/lib/api/get-profile';
import { whatClinicsReceiveQueryOptions } from '@client/lib/api/get-what-clinics-receive';

/** `PUT /api/profile`: the server answers with the saved profile. */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const response = await apiRequest('PUT', '/api/profile', input);
  return profileSchema.parse(await response.json());
}

/** Saves the profile and says whether it worked. */
export function useUpdateProfile() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      // The answer is the saved profile, so the cache is written instead of re-fetched.
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      // The basket's 'What each clinic receives' is made of the profile.
      void queryClient.invalidateQueries(whatClinicsReceiveQueryOptions());
      toast.success(t('form.saved'), { description: t('form.savedDescription') });
    },
    onError: (error) => toastFailure(error, t('errorTitle'), t('form.saveFailed')),
  });
}
