import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProviderFilter, ProviderMap } from '@shared/api/providers';
import { filterSearchParams } from '../api/filter-params';
import { providerMapQueryOptions } from '../api/get-provider-map';
import { EXTENT_ZOOM } from './map-constants';
import type { MapViewport } from './viewport';

const NO_VIEW_KEY = ['/api/providers/map', 'no view yet'];

/** The filters the map sends: the family's choices without any box (the map brings its own). */
export function mapFilters(filters: ProviderFilter): ProviderFilter {
  const { state, q, service, insurance, matchingOnly } = filters;
  return { state, q, service, insurance, matchingOnly };
}

/** Equal filters give equal keys, whatever else the page's filter object carries. */
export const mapFilterKey = (filters: ProviderFilter) =>
  filterSearchParams(mapFilters(filters)).toString();

/**
 * The request without bounds, at the coarsest zoom: tiny, and it carries the extent to fit and
 * the number of matching providers. The page reads its total too (same key, so one request).
 */
export const mapExtentQueryOptions = (filters: ProviderFilter) => ({
  ...providerMapQueryOptions({ ...mapFilters(filters), zoom: EXTENT_ZOOM }),
  placeholderData: keepPreviousData,
});

/**
 * The map's two requests. For each set of filters, one request without bounds (at the coarsest
 * zoom, so it is tiny) finds the extent to fit; then, for the view the map settles on, one
 * request per pan or zoom brings that view's clusters and pins. Markers are only drawn from the
 * second kind; while it loads (or if it fails) the previous markers stay.
 */
export function useProviderMapData(filters: ProviderFilter, viewport: MapViewport | null) {
  const base = mapFilters(filters);
  const filterKey = mapFilterKey(filters);

  const extentQuery = useQuery(mapExtentQueryOptions(filters));
  const extentReady = extentQuery.isSuccess && !extentQuery.isPlaceholderData;

  // A view read before the map was fitted to these filters is not asked for.
  const inView = viewport !== null && viewport.filterKey === filterKey;
  const viewOptions = providerMapQueryOptions({
    ...base,
    zoom: viewport?.zoom ?? EXTENT_ZOOM,
    bounds: viewport?.bounds,
  });
  const viewQuery = useQuery({
    ...viewOptions,
    // Until then, a key with no answer: not the extent's (it would be drawn as the view), nor
    // the new filters with the old box (asked for before the map moved to fit them).
    queryKey: inView ? viewOptions.queryKey : NO_VIEW_KEY,
    enabled: inView,
    placeholderData: keepPreviousData,
  });

  const [lastShown, setLastShown] = useState<ProviderMap | undefined>(undefined);
  if (viewQuery.data !== undefined && viewQuery.data !== lastShown) setLastShown(viewQuery.data);

  const error = extentQuery.error ?? (inView ? viewQuery.error : null);
  return {
    /** The filters' key once their extent has arrived: what the map fits to, once. */
    fitKey: extentReady ? filterKey : null,
    extent: extentReady ? extentQuery.data.extent : undefined,
    /** Where the family's area is, when the map should open there instead. */
    nearby: extentReady ? extentQuery.data.nearby : null,
    /** What the markers show: the current view's answer, or the previous one meanwhile. */
    data: viewQuery.data ?? lastShown,
    /** `data` is the answer for the current filters and view. */
    fresh: inView && viewQuery.isSuccess && !viewQuery.isPlaceholderData,
    error,
    retry: () => {
      if (extentQuery.isError) void extentQuery.refetch();
      if (viewQuery.isError) void viewQuery.refetch();
    },
  };
}
