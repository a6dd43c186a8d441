import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { managedProviderSchema, type ManagedProvider } from '@shared/api/provider-management';
import { apiRequest } from '@client/lib/api-client';
import { useSaveOutcome } from './save-provider';

/** `PUT /api/providers/{id}/image` with the URL the file was uploaded to. */
export async function updateProviderImage(input: {
  id: string;
  imageURL: string;
}): Promise<ManagedProvider> {
  const response = await apiRequest('PUT', `/api/providers/${input.id}/image`, {
    imageURL: input.imageURL,
  });
  return managedProviderSchema.parse(await response.json());
}

export function useUpdateProviderImage(onSaved: (provider: ManagedProvider) => void) {
  const { t } = useTranslation('admin');
  const outcome = useSaveOutcome({
    success: t('saved.imageSuccess'),
    failure: t('saved.imageFailure'),
  });
  return useMutation({
    mutationFn: updateProviderImage,
    onSuccess: async (provider) => {
      onSaved(provider);
      await outcome.onSuccess(provider);
    },
    onError: outcome.onError,
  });
}
