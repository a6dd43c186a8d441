import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  managedProviderSchema,
  type ManagedProvider,
  type UpdateWebsiteInput,
} from '@shared/api/provider-management';
import { apiRequest } from '@client/lib/api-client';
import { useSaveOutcome } from './save-provider';

/** `PUT /api/providers/{id}/website`. */
export async function updateProviderWebsite(
  input: UpdateWebsiteInput & { id: string },
): Promise<ManagedProvider> {
  const response = await apiRequest('PUT', `/api/providers/${input.id}/website`, {
    websiteUrl: input.websiteUrl,
  });
  return managedProviderSchema.parse(await response.json());
}

export function useUpdateProviderWebsite(onSaved: (provider: ManagedProvider) => void) {
  const { t } = useTranslation('admin');
  const outcome = useSaveOutcome({
    success: t('saved.websiteSuccess'),
    failure: t('saved.websiteFailure'),
  });
  return useMutation({
    mutationFn: updateProviderWebsite,
    onSuccess: async (provider) => {
      onSaved(provider);
      await outcome.onSuccess(provider);
    },
    onError: outcome.onError,
  });
}
