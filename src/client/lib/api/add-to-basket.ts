import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '@client/lib/toast';
import { basketItemSchema, type BasketItem } from '@shared/api/care-basket';
import { ApiError, apiRequest } from '@client/lib/api-client';
import { careBasketQueryOptions } from './get-care-basket';

/** `POST /api/care-basket`: 201 with the new item; 409 `already_in_basket` when it is there. */
export async function addToBasket(providerId: string): Promise<BasketItem> {
  const response = await apiRequest('POST', '/api/care-basket', { providerId });
  return basketItemSchema.parse(await response.json());
}

/** Adding is worded the same on every screen that offers it, so the toasts live here. */
export function useAddToBasket() {
  const { t } = useTranslation('search');
  const queryClient = useQueryClient();
  const { queryKey } = careBasketQueryOptions();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: (item) => {
      // Show the new item at once; the refetch below confirms it.
      queryClient.setQueryData(queryKey, (items) =>
        items && !items.some(({ id }) => id === item.id) ? [...items, item] : items,
      );
      toast.success(t('basketToast.added'), { description: t('basketToast.addedDescription') });
    },
    onError: (error) => {
      // Already in the basket (another tab added it): the refreshed basket shows 'In Care Basket'.
      if (error instanceof ApiError && error.code === 'already_in_basket') return;
      toastFailure(error, t('basketToast.error'), t('basketToast.addFailed'));
    },
    // Not awaited: the button is free again as soon as the server has answered, while the
    // refetch that confirms the basket runs on.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
