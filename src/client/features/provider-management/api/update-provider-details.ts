import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  managedProviderSchema,
  type ManagedProvider,
  type UpdateDetailsInput,
} from '@shared/api/provider-management';
import { apiRequest } from '@client/lib/api-client';
import { useSaveOutcome } from './save-provider';

/** `PUT /api/providers/{id}/details`: records the details as verified now, by this admin. */
export async function updateProviderDetails(
  input: UpdateDetailsInput & { id: string },
): Promise<ManagedProvider> {
  const { id, ...details } = input;
  const response = await apiRequest('PUT', `/api/providers/${id}/details`, details);
  return managedProviderSchema.parse(await response.json());
}

// The 'Insurance & Services' tab: its toasts are worded like the image and website ones.
export function useUpdateProviderDetails(onSaved: (provider: ManagedProvider) => void) {
  const { t } = useTranslation('admin');
  const outcome = useSaveOutcome({
    success: t('saved.detailsSuccess'),
    failure: t('saved.detailsFailure'),
  });
  return useMutation({
    mutationFn: updateProviderDetails,
    onSuccess: async (provider) => {
      onSaved(provider);
      await outcome.onSuccess(provider);
    },
    onError: outcome.onError,
  });
}
