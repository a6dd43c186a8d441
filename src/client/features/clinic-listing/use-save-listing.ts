import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateListingInput } from '@shared/api/clinic-listing';
import { ApiError, apiErrorMessage } from '@client/lib/api-client';
import { useListingFieldLabels } from '@client/components/listing-field-labels';
import { useUpdateListing } from './api/listing-api';

/**
 * Saves part of the listing: true once saved; otherwise the error to show, naming the field the
 * server refused ('Phone: Please enter a phone number with 10 to 15 digits').
 */
export function useSaveListing(providerId: string) {
  const { t } = useTranslation('listing');
  const labels = useListingFieldLabels();
  const update = useUpdateListing(providerId);
  const [error, setError] = useState<string | null>(null);
  const save = async (input: UpdateListingInput): Promise<boolean> => {
    setError(null);
    try {
      await update.mutateAsync(input);
      return true;
    } catch (failure) {
      const message = apiErrorMessage(failure, t('page.notSaved'));
      const field =
        failure instanceof ApiError ? failure.field?.replace(/\[\d+\]$/, '') : undefined;
      const label = field ? labels[field] : undefined;
      setError(label ? `${label}: ${message}` : message);
      return false;
    }
  };
  return { save, pending: update.isPending, error, clearError: () => setError(null) };
}
