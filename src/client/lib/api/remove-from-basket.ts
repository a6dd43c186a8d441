import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { careBasketQueryOptions } from './get-care-basket';

/** `DELETE /api/care-basket/{itemId}`: 204. */
export async function removeFromBasket(itemId: string): Promise<void> {
  await apiRequest('DELETE', `/api/care-basket/${encodeURIComponent(itemId)}`);
}

/** Removes a basket item by its id; the screen that offers it words the toasts. */
export function useRemoveFromBasket() {
  const queryClient = useQueryClient();
  const { queryKey } = careBasketQueryOptions();
  return useMutation({
    mutationFn: removeFromBasket,
    onSuccess: (_, itemId) => {
      queryClient.setQueryData(queryKey, (items) => items?.filter(({ id }) => id !== itemId));
    },
    // Not awaited: the button is free again as soon as the server has answered, while the
    // refetch that confirms the basket runs on.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
