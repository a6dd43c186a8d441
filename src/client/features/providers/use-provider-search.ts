import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PROVIDER_SORTS, providerFilterSchema } from '@shared/api/providers';
import type { ProviderListParams, ProviderSort } from './api/get-providers';

export type ProvidersTab = 'map' | 'list';

/** The page's state as URL parameters, so a reload or a shared link keeps the tab and filters. */
export type SearchParamName =
  'tab' | 'state' | 'q' | 'service' | 'insurance' | 'matchingOnly' | 'sort';

const shape = providerFilterSchema.shape;

// Each parameter is read on its own: a bad one (an edited link) is dropped, the others still apply.
function read<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null || value.trim() === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * `?tab=map|list` (default map) and the filters. `canMatchInsurance` and `canSortByDistance` come
 * from the profile: without an insurance the 'matching only' filter does not apply, without a ZIP
 * code there is no distance to sort by.
 */
export function useProviderSearch(options: {
  canMatchInsurance: boolean;
  canSortByDistance: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { canMatchInsurance, canSortByDistance } = options;

  const tab: ProvidersTab = searchParams.get('tab') === 'list' ? 'list' : 'map';
  const params = useMemo((): ProviderListParams => {
    const get = (name: SearchParamName) => searchParams.get(name);
    const sort = PROVIDER_SORTS.find((value) => value === get('sort')) ?? 'name';
    const list: ProviderListParams = {
      state: read(shape.state, get('state')),
      q: read(shape.q, get('q')),
      service: read(shape.service, get('service')),
      insurance: read(shape.insurance, get('insurance')),
      matchingOnly: canMatchInsurance ? read(shape.matchingOnly, get('matchingOnly')) : undefined,
      sort: sort === 'distance' && !canSortByDistance ? 'name' : (sort as ProviderSort),
    };
    // Unset keys are left out so that equal filters make equal query keys.
    return Object.fromEntries(
      Object.entries(list).filter(([, value]) => value !== undefined && value !== false),
    ) as ProviderListParams;
  }, [searchParams, canMatchInsurance, canSortByDistance]);

  /** Sets (or, with undefined or '', removes) parameters; replaces the history entry. */
  const update = useCallback(
    (patch: Partial<Record<SearchParamName, string | undefined>>) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, params, update };
}
