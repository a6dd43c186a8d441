import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  managedProviderSchema,
  type ManagedProvider,
  type UpdateEmailInput,
} from '@shared/api/provider-management';
import { apiRequest } from '@client/lib/api-client';
import { useSaveOutcome } from './save-provider';

/** `PUT /api/providers/{id}/email`. */
export async function updateProviderEmail(
  input: UpdateEmailInput & { id: string },
): Promise<ManagedProvider> {
  const response = await apiRequest('PUT', `/api/providers/${input.id}/email`, {
    email: input.email,
  });
  return managedProviderSchema.parse(await response.json());
}

export function useUpdateProviderEmail(onSaved: (provider: ManagedProvider) => void) {
  const { t } = useTranslation('admin');
  const outcome = useSaveOutcome({
    success: t('saved.emailSuccess'),
    failure: t('saved.emailFailure'),
  });
  return useMutation({
    mutationFn: updateProviderEmail,
    onSuccess: async (provider) => {
      onSaved(provider);
      await outcome.onSuccess(provider);
    },
    onError: outcome.onError,
  });
}
