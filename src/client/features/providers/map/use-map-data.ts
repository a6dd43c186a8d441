import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type ProviderFilter } from '@shared/api/provider-query';
import { MAX_MAP_SIDE, MIN_MAP_SIDE, type ProviderMap } from '@shared/api/provider-map';
import type { MapSize } from '@shared/rules/map-view';
import { mapFilters } from '@shared/rules/provider-search';
import { writeFilterParams } from '@shared/rules/search-params';
import { providerMapQueryOptions } from '../api/get-provider-map';
import type { MapViewport } from './viewport';

const NO_VIEW_KEY = ['/api/providers/map', 'no view yet'];
const NO_FIT_KEY = ['/api/providers/map', 'no size yet'];

/** Equal filters give equal keys, whatever else the page's filter object carries. */
export const mapFilterKey = (filters: ProviderFilter) =>
  writeFilterParams(mapFilters(filters)).toString();

/** The size the server fits the view to: the map's drawing area, in the range the API takes. */
export function fitSizeOf(drawingWidth: number, drawingHeight: number): MapSize {
  const side = (pixels: number) => Math.min(MAX_MAP_SIDE, Math.max(MIN_MAP_SIDE, pixels));
  return { width: side(drawingWidth), height: side(drawingHeight) };
}

/** The request for new filters: the map's size, so the server fits the view and answers it. */
export const fitQueryOptions = (filters: ProviderFilter, size: MapSize) =>
  providerMapQueryOptions({ ...mapFilters(filters), size });

/** The request for one view of the map: its zoom and the box in view. */
const viewQueryOptions = (filters: ProviderFilter, viewport: MapViewport) =>
  providerMapQueryOptions({ ...mapFilters(filters), zoom: viewport.zoom, bounds: viewport.bounds });

/**
 * The map's requests (docs/decisions/010-search-index-in-memory.md). For each set of filters one
 * request with the map's size: the server fits the view (around home or around every match) and
 * answers with that view and what it shows, so a filter change is one round trip. The answer is
 * also kept as the answer for its view, so moving the map there asks for nothing more; each later
 * pan or zoom asks for its own view. Markers show the current view's answer; while it loads (or
 * if it fails) the previous markers stay.
 *
 * `fitSize` is the map's size when these filters were chosen (null until it is known);
 * `viewport` is where the map is, for the filters it was fitted to.
 */
export function useProviderMapData(
  filters: ProviderFilter,
  fitSize: MapSize | null,
  viewport: MapViewport | null,
) {
  const queryClient = useQueryClient();
  const filterKey = mapFilterKey(filters);

  const fitOptions = fitQueryOptions(filters, fitSize ?? SIZE_0);
  const fitQuery = useQuery({
    ...fitOptions,
    queryKey: fitSize ? fitOptions.queryKey : NO_FIT_KEY,
    enabled: fitSize !== null,
    placeholderData: keepPreviousData,
  });
  const fitted = fitQuery.isSuccess && !fitQuery.isPlaceholderData;

  // A view read before the map was fitted to these filters is not asked for.
  const inView = viewport !== null && viewport.filterKey === filterKey;
  const viewOptions = inView ? viewQueryOptions(filters, viewport) : null;
  const viewQuery = useQuery({
    ...(viewOptions ?? providerMapQueryOptions({ zoom: 2 })),
    // Until then, a key with no answer: not the new filters with the old box (asked for before
    // the map moved to fit them).
    queryKey: viewOptions ? viewOptions.queryKey : NO_VIEW_KEY,
    enabled: inView,
    placeholderData: keepPreviousData,
  });

  const [lastShown, setLastShown] = useState<ProviderMap | undefined>(undefined);
  if (viewQuery.data !== undefined && viewQuery.data !== lastShown) setLastShown(viewQuery.data);

  /** The map now shows `viewport`, the view of the fit answer: that answer is its answer. */
  const keepFitAnswer = useCallback(
    (fittedViewport: MapViewport) => {
      if (fitQuery.data)
        queryClient.setQueryData(viewQueryOptions(filters, fittedViewport).queryKey, fitQuery.data);
    },
    [queryClient, filters, fitQuery.data],
  );

  const error = fitQuery.error ?? (inView ? viewQuery.error : null);
  return {
    /** The filters' key once their fit answer has arrived: what the map moves to, once. */
    fitKey: fitted ? filterKey : null,
    /** Where the server says the map should look for these filters; null: stay where it is. */
    view: fitted ? fitQuery.data.view : null,
    /** Every provider matching the filters, once known. */
    matching: fitted ? fitQuery.data.matching : undefined,
    /** Of those, how many are confirmed for the telehealth and language filters. */
    known: fitted ? fitQuery.data.known : undefined,
    keepFitAnswer,
    /** What the markers show: the current view's answer, or the previous one meanwhile. */
    data: viewQuery.data ?? lastShown,
    /** `data` is the answer for the current filters and view. */
    fresh: inView && viewQuery.isSuccess && !viewQuery.isPlaceholderData,
    error,
    retry: () => {
      if (fitQuery.isError) void fitQuery.refetch();
      if (viewQuery.isError) void viewQuery.refetch();
    },
  };
}

const SIZE_0: MapSize = { width: 0, height: 0 };
