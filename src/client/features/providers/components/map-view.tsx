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
import type { ProviderFilter } from '@shared/api/providers';
import { useAddToBasket } from '@client/lib/api/add-to-basket';
import { useBasketLookup } from '@client/lib/api/get-care-basket';
import { useHydrated } from '@client/lib/use-hydrated';
import { appConfigQueryOptions } from '../api/get-app-config';
import { fitQueryOptions, fitSizeOf, MAP_FRAME_BORDER_PX } from '../map/use-map-data';
import { mapHeightFor, useMapHeight } from '../use-map-height';

// Leaflet and the map code load only when the map tab is shown.
const ProviderMap = lazy(() =>
  import('../map/provider-map').then((module) => ({ default: module.ProviderMap })),
);

/**
 * The Map tab: the filtered providers on the map, as tall as useMapHeight says. Memoised, so the
 * page's other answers arriving do not redraw the map; `filters` changes only with the filters.
 */
export const MapView = memo(function MapView({
  filters,
  onMatching,
}: {
  filters: ProviderFilter;
  onMatching?: (filterKey: string, matching: number | undefined) => void;
}) {
  const { t } = useTranslation('search');
  const height = useMapHeight();
  const frame = useRef<HTMLDivElement>(null);
  usePrefetchFirstAnswer(frame, filters);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { providerIds } = useBasketLookup();
  const add = useAddToBasket();

  // Leaflet needs a browser: the server's first render shows the map as loading.
  const hydrated = useHydrated();
  const loading = (
    <div
      role="status"
      style={{ height }}
      className="flex items-center justify-center gap-3 rounded-xl border border-border bg-background"
    >
      <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{t('map.loadingMap')}</span>
    </div>
  );
  if (!hydrated) return <div ref={frame}>{loading}</div>;

  return (
    <div ref={frame}>
      <MapLoadBoundary height={height}>
        <Suspense fallback={loading}>
          <ProviderMap
            filters={filters}
            selectedId={selectedId}
            onSelect={setSelectedId}
            basketProviderIds={providerIds}
            onAdd={(providerId) => add.mutate(providerId)}
            height={height}
            onMatching={onMatching}
          />
        </Suspense>
      </MapLoadBoundary>
    </div>
  );
});

/**
 * Asks for the map's first answer (and the tile settings) as soon as the filters are known,
 * while the map's code is still on its way: the map then finds both waiting instead of asking
 * after it has loaded. The size is the one the map will measure, so it is the same request.
 */
function usePrefetchFirstAnswer(frame: RefObject<HTMLDivElement | null>, filters: ProviderFilter) {
  const queryClient = useQueryClient();
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const border = 2 * MAP_FRAME_BORDER_PX;
    // The window's own height: while the server's markup is hydrated, the rendered one is a guess.
    const height = mapHeightFor(window.innerWidth, window.innerHeight);
    const size = fitSizeOf(element.clientWidth - border, height - border);
    void queryClient.prefetchQuery(fitQueryOptions(filters, size));
    void queryClient.prefetchQuery(appConfigQueryOptions());
    // Only for new filters: a resize moves nothing, so it needs no new first answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, filters]);
}

/** If the map's code cannot be fetched (a dropped connection), say so; the list still works. */
class MapLoadBoundary extends Component<{ height: number; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <MapLoadFailed height={this.props.height} />;
  }
}

function MapLoadFailed({ height }: { height: number }) {
  const { t } = useTranslation('search');
  return (
    <div
      role="alert"
      style={{ height }}
      className="grid place-content-center gap-2 rounded-xl border border-border bg-background p-6 text-center"
    >
      <p className="font-medium">{t('map.codeFailed')}</p>
      <p className="text-muted-foreground">{t('map.codeFailedHint')}</p>
    </div>
  );
}
