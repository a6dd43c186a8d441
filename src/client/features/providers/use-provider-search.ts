import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listParamsFromSearch, type SearchAbility } from '@shared/rules/provider-search';

export type ProvidersTab = 'map' | 'list';

/** The page's state as URL parameters, so a reload or a shared link keeps the tab and filters. */
export type SearchParamName =
  | 'tab'
  | 'state'
  | 'q'
  | 'service'
  | 'anyService'
  | 'insurance'
  | 'newPatients'
  | 'age'
  | 'language'
  | 'telehealth'
  | 'accessible'
  | 'matchingOnly'
  | 'anyInsurance'
  | 'within'
  | 'sort';

/** A parameter's new value: a list only for `service`; undefined, '' or [] removes it. */
export type SearchPatch = Partial<Record<SearchParamName, string | readonly string[] | undefined>>;

/**
 * `?tab=map|list` (default map) and the filters, read as `listParamsFromSearch` reads them, within
 * what the profile allows.
 */
export function useProviderSearch({ canMatchInsurance, canSortByDistance }: SearchAbility) {
  const [searchParams, setSearchParams] = useSearchParams();

  const tab: ProvidersTab = searchParams.get('tab') === 'list' ? 'list' : 'map';
  const params = useMemo(
    () => listParamsFromSearch(searchParams, { canMatchInsurance, canSortByDistance }),
    [searchParams, canMatchInsurance, canSortByDistance],
  );

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
