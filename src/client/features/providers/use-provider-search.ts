import { useCallback, useMemo, useRef } from 'react';
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

  // A change is drawn in a transition, and `update` is the one of the last render: a second tap
  // before the first is drawn (two chips removed in quick succession) would build on the old
  // address and undo the first. So each change remembers what it wrote, and the next one builds
  // on that until the page has drawn a newer address.
  const lastWrite = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);

  /** Sets (or, with undefined, '' or [], removes) parameters; replaces the history entry. */
  const update = useCallback(
    (patch: SearchPatch) => {
      const drawn = searchParams;
      const base = lastWrite.current?.from === drawn ? lastWrite.current.to : drawn;
      const next = applySearchPatch(base, patch);
      lastWrite.current = { from: drawn, to: next };
      setSearchParams(next, { replace: true });
    },
    [searchParams, setSearchParams],
  );

  return { tab, params, update };
}
