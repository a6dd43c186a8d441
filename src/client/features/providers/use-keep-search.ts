import { useEffect } from 'react';
import type { Profile } from '@shared/api/profile';
import type { ProviderListParams } from '@shared/api/provider-query';
import { writeListParams } from '@shared/rules/search-params';
import { useSaveSearch } from './api/save-search';

/** A family settles on a search in a few taps; only where it rests is worth keeping. */
const SETTLE_MS = 800;

/** The search as it is kept: the filters and, when not the default, the order. */
export const keptSearchText = (params: ProviderListParams): string =>
  writeListParams(params, 'soonest').toString();

/**
 * Keeps the family's search on its account for the next visit
 * (docs/product.md#kept-for-the-next-visit): once the first search is settled, each search the
 * family rests on, unless it is the one already kept.
 */
export function useKeepSearch(
  params: ProviderListParams,
  profile: Profile | undefined,
  waiting: boolean,
) {
  const save = useSaveSearch().mutate;
  const text = keptSearchText(params);
  const kept = profile?.savedSearch;
  const ready = profile !== undefined && !waiting;
  useEffect(() => {
    if (!ready || text === kept) return;
    const timer = setTimeout(() => save({ search: text }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [ready, text, kept, save]);
}
