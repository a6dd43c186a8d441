import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { basketItemSchema, type BasketItem } from '@shared/api/care-basket';
import { apiRequest, getJson, isUnauthorizedError } from '@client/lib/api-client';
import { handleSignedOut } from '@client/lib/signed-out';

// The care basket is read by the header, the side sheet, the provider page and the basket page,
// which are different features, so its data layer lives here rather than in one of them.

const basketSchema = z.array(basketItemSchema);

/** `GET /api/care-basket`: the signed-in family's items. */
export async function getCareBasket(): Promise<BasketItem[]> {
  return basketSchema.parse(await getJson<BasketItem[]>('/api/care-basket'));
}

export const careBasketQueryOptions = () =>
  queryOptions({ queryKey: ['/api/care-basket'], queryFn: getCareBasket });

export function useCareBasket() {
  return useQuery(careBasketQueryOptions());
}

/** Which providers are in the basket, and under which item id (removal takes the item id). */
export function useBasketLookup() {
  const { data } = useCareBasket();
  return useMemo(() => {
    const itemIdByProvider = new Map((data ?? []).map((item) => [item.provider.id, item.id]));
    return {
      itemIdByProvider,
      providerIds: new Set(itemIdByProvider.keys()) as ReadonlySet<string>,
    };
  }, [data]);
}

/** `POST /api/care-basket`: 201 with the new item; 409 when it is already there. */
export async function addToBasket(providerId: string): Promise<BasketItem> {
  const response = await apiRequest('POST', '/api/care-basket', { providerId });
  return basketItemSchema.parse(await response.json());
}

/** `DELETE /api/care-basket/{itemId}`: 204. */
export async function removeFromBasket(itemId: string): Promise<void> {
  await apiRequest('DELETE', `/api/care-basket/${encodeURIComponent(itemId)}`);
}

const isConflict = (error: unknown) => error instanceof Error && error.message.startsWith('409:');

/** Adds to the basket with its toasts; a 401 sends the visitor to sign in. */
export function useAddToBasket() {
  const queryClient = useQueryClient();
  const { queryKey } = careBasketQueryOptions();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: (item) => {
      // Show the new item at once; the refetch below confirms it.
      queryClient.setQueryData(queryKey, (items) =>
        items && !items.some(({ id }) => id === item.id) ? [...items, item] : items,
      );
      toast.success('Added to Care Basket', {
        description: 'Provider has been added to your care basket.',
      });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleSignedOut();
      // Already in the basket (another tab added it): the refreshed basket shows 'In Care Basket'.
      if (isConflict(error)) return;
      toast.error('Error', { description: 'Failed to add provider to basket.' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

// The removal toasts are worded differently on the provider page (and its side sheet) and on the
// care basket page (docs/product.md#toasts).
const REMOVE_TOASTS = {
  sheet: {
    success: ['Removed from Care Basket', 'Provider has been removed from your care basket.'],
    failure: ['Error', 'Failed to remove provider from basket.'],
  },
  page: {
    success: ['Provider removed', 'Provider has been removed from your care basket'],
    failure: ['Error', 'Failed to remove provider from basket'],
  },
} as const;

/** Removes a basket item by its id; `variant` picks the toast wording. */
export function useRemoveFromBasket(variant: 'sheet' | 'page') {
  const queryClient = useQueryClient();
  const { queryKey } = careBasketQueryOptions();
  const texts = REMOVE_TOASTS[variant];
  return useMutation({
    mutationFn: removeFromBasket,
    onSuccess: (_, itemId) => {
      queryClient.setQueryData(queryKey, (items) => items?.filter(({ id }) => id !== itemId));
      toast.success(texts.success[0], { description: texts.success[1] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleSignedOut();
      toast.error(texts.failure[0], { description: texts.failure[1] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
