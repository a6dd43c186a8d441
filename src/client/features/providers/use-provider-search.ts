import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { providerFilterSchema, readProviderSort } from '@shared/api/providers';
import type { ProviderListParams } from './api/get-providers';

export type ProvidersTab = 'map' | 'list';

/** The page's state as URL parameters, so a reload or a shared link keeps the tab and filters. */
export type SearchParamName =
  'tab' | 'state' | 'q' | 'service' | 'insurance' | 'matchingOnly' | 'sort';

/** A parameter's new value: a list only for `service`; undefined, '' or [] removes it. */
export type SearchPatch = Partial<Record<SearchParamName, string | readonly string[] | undefined>>;

/** The parameters that filter; clearing the filters removes all of them. */
export const FILTER_PARAMS = ['state', 'q', 'service', 'insurance', 'matchingOnly'] as const;

const shape = providerFilterSchema.shape;

// Each parameter is read on its own: a bad one (an edited link) is dropped, the others still apply.
function read<T>(schema: z.ZodType<T>, value: string | string[] | null): T | undefined {
  if (value === null || value.length === 0) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * `?tab=map|list` (default map) and the filters. `canMatchInsurance` and `canSortByDistance` come
 * from the profile: without an insurance the 'matching only' filter does not apply, without a ZIP
 * code there is no distance to sort by. The order is 'soonest' unless the link says otherwise
 * (`sort=wait`, its older name, still works).
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
    const sort = readProviderSort(get('sort')) ?? 'soonest';
    const list: ProviderListParams = {
      state: read(shape.state, get('state')),
      q: read(shape.q, get('q')),
      service: read(shape.service, searchParams.getAll('service')),
      insurance: read(shape.insurance, get('insurance')),
      matchingOnly: canMatchInsurance ? read(shape.matchingOnly, get('matchingOnly')) : undefined,
      sort: sort === 'distance' && !canSortByDistance ? 'soonest' : sort,
    };
    // Unset keys are left out so that equal filters make equal query keys.
    return Object.fromEntries(
      Object.entries(list).filter(([, value]) => value !== undefined && value !== false),
    ) as ProviderListParams;
  }, [searchParams, canMatchInsurance, canSortByDistance]);

  /** Sets (or, with undefined, '' or [], removes) parameters; replaces the history entry. */
  const update = useCallback(
    (patch: SearchPatch) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(patch)) {
            next.delete(name);
            if (typeof value === 'string' && value) next.set(name, value);
            else if (Array.isArray(value)) for (const item of value) next.append(name, item);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { tab, params, update };
}
