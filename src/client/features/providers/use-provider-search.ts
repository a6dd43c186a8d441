import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchAbility } from '@shared/rules/provider-search';
import {
  applySearchPatch,
  readListParams,
  readTab,
  type SearchPatch,
} from '@shared/rules/search-params';

export type { ProvidersTab, SearchParamName, SearchPatch } from '@shared/rules/search-params';

/**
 * `?tab=map|list` (default map) and the filters, read as `readListParams` reads them, within
 * what the profile allows.
 */
export function useProviderSearch({ canMatchInsurance, canSortByDistance }: SearchAbility) {
  const [searchParams, setSearchParams] = useSearchParams();

  const tab = readTab(searchParams);
  const params = useMemo(
    () => readListParams(searchParams, { canMatchInsurance, canSortByDistance }),
    [searchParams, canMatchInsurance, canSortByDistance],
  );

  /** Sets (or, with undefined, '' or [], removes) parameters; replaces the history entry. */
  const update = useCallback(
    (patch: SearchPatch) =>
      setSearchParams((previous) => applySearchPatch(previous, patch), { replace: true }),
    [setSearchParams],
  );

  return { tab, params, update };
}
