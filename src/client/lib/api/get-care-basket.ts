import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { basketItemSchema, type BasketItem } from '@shared/api/care-basket';
import { getJson } from '@client/lib/api-client';

// The care basket is read by the header, the side sheet, the provider page and the basket page,
// which are different features, so its data layer lives in lib/.

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
