import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import type { TFunction } from 'i18next';
import {
  managedProviderSchema,
  type ManagedProvider,
  type UpdateDetailsInput,
  type UpdateEmailInput,
  type UpdateWebsiteInput,
} from '@shared/api/provider-management';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { managedProvidersKey } from './get-managed-providers';

/** What each tab saves: `PUT /api/providers/{id}/{part}` with this body. */
interface ProviderParts {
  details: UpdateDetailsInput;
  email: UpdateEmailInput;
  website: UpdateWebsiteInput;
  /** The URL the image was uploaded to. */
  image: { imageURL: string };
}
export type ProviderPart = keyof ProviderParts;

/** The toasts' words for a part saved or not. */
function savedWords(part: ProviderPart, t: TFunction<'admin'>): { saved: string; failed: string } {
  switch (part) {
    case 'details':
      return { saved: t('saved.detailsSuccess'), failed: t('saved.detailsFailure') };
    case 'email':
      return { saved: t('saved.emailSuccess'), failed: t('saved.emailFailure') };
    case 'website':
      return { saved: t('saved.websiteSuccess'), failed: t('saved.websiteFailure') };
    case 'image':
      return { saved: t('saved.imageSuccess'), failed: t('saved.imageFailure') };
  }
}

/** `PUT /api/providers/{id}/{part}`: the saved provider as the server now has it. */
export async function updateProvider<Part extends ProviderPart>(
  part: Part,
  { id, ...body }: ProviderParts[Part] & { id: string },
): Promise<ManagedProvider> {
  const response = await apiRequest('PUT', `/api/providers/${id}/${part}`, body);
  return managedProviderSchema.parse(await response.json());
}

/**
 * Saving one part of a provider, as every tab does (docs/product.md#provider-management): the page
 * learns the saved provider, the list is refetched, and a 'Success' or 'Error' toast names the
 * part (or the signed-out flow shows). A field the clinic keeps on its own listing is refused in
 * the server's words, which name it.
 */
export function useUpdateProvider<Part extends ProviderPart>(
  part: Part,
  onSaved: (provider: ManagedProvider) => void,
) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const words = savedWords(part, t);
  return useMutation({
    mutationFn: (input: ProviderParts[Part] & { id: string }) => updateProvider(part, input),
    onSuccess: async (provider) => {
      onSaved(provider);
      toast.success(t('saved.success'), { description: words.saved });
      await queryClient.invalidateQueries({ queryKey: managedProvidersKey });
    },
    onError: (error) =>
      toastFailure(
        error,
        t('saved.error'),
        error instanceof ApiError && error.code === 'clinic_said' && error.serverMessage
          ? error.serverMessage
          : words.failed,
      ),
  });
}
