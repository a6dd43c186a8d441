import { Loader2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Component,
  lazy,
  memo,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { FirstMapView } from '@shared/api/first-view';
import type { KnownFacts } from '@shared/api/providers';
import type { ProviderFilter } from '@shared/api/provider-query';
import { useAddToBasket } from '@client/lib/api/add-to-basket';
import { useBasketLookup } from '@client/lib/api/get-care-basket';
import { cn } from '@client/lib/cn';
import { reloadingWhenStale } from '@client/lib/stale-chunk';
import { useAfterFirstRender } from '@client/lib/use-after-first-render';
import { appConfigQueryOptions } from '../api/get-app-config';
import { firstAnswerSize, seedFirstMapAnswer, useFirstMapView } from '../map/first-map-view';
import { MAP_FRAME_CLASS } from '../map/map-frame';
import { MapPreview, MapPreviewCredit } from '../map/map-preview';
import { fitQueryOptions, fitSizeOf } from '../map/use-map-data';

// Leaflet and the map code load only when the map tab is shown (and reload the page once when
// a deploy removed them).
const ProviderMap = lazy(
  reloadingWhenStale(() =>
    import('../map/provider-map').then((module) => ({ default: module.ProviderMap })),
  ),
);

/**
 * The Map tab: the filtered providers on the map. Memoised, so the page's other answers arriving
 * do not redraw the map; `filters` changes only with the filters.
 */
export const MapView = memo(function MapView({
  filters,
  onMatching,
}: {
  filters: ProviderFilter;
  onMatching?: (
    filterKey: string,
    matching: number | undefined,
    known: KnownFacts | undefined,
  ) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const first = useFirstMapView(filters);
  usePrefetchFirstAnswer(frame, filters, first);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { providerIds } = useBasketLookup();
  const add = useAddToBasket();

  // Leaflet needs a browser: the server's first render shows the map as loading.
  const hydrated = useAfterFirstRender();
  const loading = <MapLoading first={first} />;
  if (!hydrated) return <div ref={frame}>{loading}</div>;

  return (
    <div ref={frame}>
      <MapLoadBoundary>
        <Suspense fallback={loading}>
          <ProviderMap
            filters={filters}
            selectedId={selectedId}
            onSelect={setSelectedId}
            basketProviderIds={providerIds}
            onAdd={(providerId) => add.mutate(providerId)}
            onMatching={onMatching}
          />
        </Suspense>
      </MapLoadBoundary>
    </div>
  );
});

/** The map's frame while its code loads: the server's first tiles when it sent them. */
function MapLoading({ first }: { first: FirstMapView | undefined }) {
  const { t } = useTranslation('search');
  return (
    <div className={cn(MAP_FRAME_CLASS, 'bg-muted')}>
      {first && <MapPreview first={first} />}
      <div role="status" className="absolute inset-0 grid place-items-center p-4">
        <span className="flex items-center gap-3 rounded-full border border-border bg-background px-4 py-2 shadow-md">
          <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" />
          <span className="text-muted-foreground">{t('map.loadingMap')}</span>
        </span>
      </div>
      {first && <MapPreviewCredit first={first} />}
    </div>
  );
}

/**
 * Asks for the map's first answer (and the tile settings) as soon as the filters are known,
 * while the map's code is still on its way: the map then finds both waiting instead of asking
 * after it has loaded. The size is the one the map will ask with, so it is the same request;
 * where the server wrote that answer into the page, nothing is asked at all.
 */
function usePrefetchFirstAnswer(
  frame: RefObject<HTMLDivElement | null>,
  filters: ProviderFilter,
  first: FirstMapView | undefined,
) {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    const drawingArea = frame.current?.firstElementChild;
    if (!drawingArea) return;
    if (first) seedFirstMapAnswer(queryClient, first);
    const size = fitSizeOf(drawingArea.clientWidth, drawingArea.clientHeight);
    void queryClient.prefetchQuery(fitQueryOptions(filters, firstAnswerSize(first, size)));
    void queryClient.prefetchQuery(appConfigQueryOptions());
    // Only for new filters: a resize moves nothing, so it needs no new first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, filters]);
}

/** If the map's code cannot be fetched (a dropped connection), say so; the list still works. */
class MapLoadBoundary extends Component<{ children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <MapLoadFailed />;
  }
}

function MapLoadFailed() {
  const { t } = useTranslation('search');
  return (
    <div
      role="alert"
      className={cn(
        MAP_FRAME_CLASS,
        'grid place-content-center gap-2 bg-background p-6 text-center',
      )}
    >
      <p className="font-medium">{t('map.codeFailed')}</p>
      <p className="text-muted-foreground">{t('map.codeFailedHint')}</p>
    </div>
  );
}
