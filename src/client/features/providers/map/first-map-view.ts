import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FirstMapView } from '@shared/api/first-view';
import type { ProviderFilter } from '@shared/api/provider-query';
import { firstViewOf, type MapSize } from '@shared/rules/map-view';
import { appConfigQueryOptions } from '../api/get-app-config';
import { fitQueryOptions, mapFilterKey } from './use-map-data';

/**
 * The map's first answer as the server wrote it into the page (a FirstMapView), kept until the
 * map's code has loaded and can file it under its own request's key.
 */
export const FIRST_MAP_VIEW_KEY = ['first-view', 'map'] as const;

/** The map's first answer the server wrote into the page, when it is for these filters. */
export function useFirstMapView(filters: ProviderFilter): FirstMapView | undefined {
  const first = useQueryClient().getQueryData<FirstMapView>(FIRST_MAP_VIEW_KEY);
  return first && mapFilterKey(first.filters) === mapFilterKey(filters) ? first : undefined;
}

/**
 * The size a map of `measured` size asks its first answer for. The server answered for the size
 * it expected; a map of another size whose first view is the same (same centre and zoom) uses
 * that answer all the same, and asks only for the markers of its own box once it is there.
 */
export function firstAnswerSize(first: FirstMapView | undefined, measured: MapSize): MapSize {
  const served = first?.answer.view;
  if (!first || !served) return measured;
  const own = firstViewOf(first.answer, measured);
  const same =
    own !== null &&
    own.zoom === served.zoom &&
    own.center.latitude === served.center.latitude &&
    own.center.longitude === served.center.longitude;
  return same ? first.size : measured;
}

/** Files the server's answers under the keys the map's own requests use. */
export function seedFirstMapAnswer(queryClient: QueryClient, first: FirstMapView): void {
  const fitKey = fitQueryOptions(first.filters, first.size).queryKey;
  if (queryClient.getQueryData(fitKey) === undefined)
    queryClient.setQueryData(fitKey, first.answer);
  const configKey = appConfigQueryOptions().queryKey;
  if (queryClient.getQueryData(configKey) === undefined) {
    queryClient.setQueryData(configKey, first.tiles);
  }
}
