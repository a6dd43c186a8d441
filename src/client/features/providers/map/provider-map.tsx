import 'leaflet/dist/leaflet.css';
import { latLng, type LatLng, type Map as LeafletMap } from 'leaflet';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type JSX,
} from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { type KnownFacts } from '@shared/api/providers';
import { type ProviderFilter } from '@shared/api/provider-query';
import {
  type ProviderCluster,
  type ProviderMap as ProviderMapAnswer,
  type ProviderPin,
} from '@shared/api/provider-map';
import type { MapSize } from '@shared/rules/map-view';
import { useLocale } from '@client/i18n/use-locale';
import { cn } from '@client/lib/cn';
import { AfterFirstRender } from '@client/lib/use-after-first-render';
import { useAppConfig } from '../api/get-app-config';
import { ClusterMarkers } from './cluster-markers';
import { firstAnswerSize, useFirstMapView } from './first-map-view';
import { FitToExtent } from './fit-to-extent';
import {
  EscapeClosesPopup,
  ScrollWheelOnFocus,
  SizeTracker,
  ViewportTracker,
} from './map-behaviours';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './map-constants';
import { MAP_FRAME_CLASS } from './map-frame';
import {
  MapMeasurement,
  writeMapMeasurement,
  writeMapView,
  type MapState,
} from './map-measurement';
import { MapPreview } from './map-preview';
import { MapStatus } from './map-status';
import { ProviderMarkers } from './provider-markers';
import { fitSizeOf, mapFilterKey, useProviderMapData } from './use-map-data';
import { sameViewport, toApiBounds, toApiZoom, type MapViewport } from './viewport';

export interface ProviderMapProps {
  filters: ProviderFilter;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  basketProviderIds: ReadonlySet<string>;
  onAdd: (providerId: string) => void;
  /** Told how many providers match the filters (undefined until known). */
  onMatching?: (
    filterKey: string,
    matching: number | undefined,
    known: KnownFacts | undefined,
  ) => void;
}

/** Where the map is, as the map endpoint takes a view. */
function viewportOf(map: LeafletMap, filterKey: string): MapViewport {
  const view = map.getBounds();
  return {
    filterKey,
    zoom: toApiZoom(map.getZoom()),
    bounds: toApiBounds({
      west: view.getWest(),
      south: view.getSouth(),
      east: view.getEast(),
      north: view.getNorth(),
    }),
  };
}

const NO_CLUSTERS: readonly ProviderCluster[] = [];
const NO_PINS: readonly ProviderPin[] = [];

/**
 * The Map view of the provider page (docs/product.md#map): the server's clusters and pins for
 * the filters and the part of the map in view, fitted to the matching providers whenever the
 * filters change.
 */
export function ProviderMap(props: ProviderMapProps): JSX.Element {
  const { filters, selectedId, onSelect, basketProviderIds, onAdd, onMatching } = props;
  const { t } = useTranslation('search');
  const locale = useLocale();
  const config = useAppConfig();
  const region = useRef<HTMLDivElement>(null);
  const filterKey = mapFilterKey(filters);
  const first = useFirstMapView(filters);

  // The map's size, kept current as the layout changes; and the size when the filters were
  // chosen, which the server fits the view to (or the size the server's first answer was for,
  // when it opens the same view). Taken during the render that brings new filters, so their
  // request starts in that same render; and once per set of filters, so resizing the window
  // never moves the map.
  const [mapSize, setMapSize] = useState<MapSize | null>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () =>
      setMapSize((previous) => {
        const next = fitSizeOf(element.clientWidth, element.clientHeight);
        return previous?.width === next.width && previous.height === next.height ? previous : next;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const [fitSize, setFitSize] = useState<{ filterKey: string; size: MapSize } | null>(null);
  if (mapSize && fitSize?.filterKey !== filterKey) {
    setFitSize({ filterKey, size: firstAnswerSize(first, mapSize) });
  }

  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const mapData = useProviderMapData(
    filters,
    fitSize?.filterKey === filterKey ? fitSize.size : null,
    viewport,
  );
  const { matching, known } = mapData;
  useEffect(
    () => onMatching?.(filterKey, matching, known),
    [onMatching, filterKey, matching, known],
  );

  // The view the map was last moved to for its filters; a view read before that belongs to
  // older filters, and the same view again needs no request of its own.
  const fitted = useRef<{ viewport: MapViewport; center: LatLng } | null>(null);
  const recordViewport = useCallback((map: LeafletMap) => {
    const last = fitted.current;
    if (last === null) return;
    const zoom = map.getZoom();
    const unmoved =
      zoom === last.viewport.zoom &&
      map.project(map.getCenter(), zoom).distanceTo(map.project(last.center, zoom)) < 1;
    const next = unmoved ? last.viewport : viewportOf(map, last.viewport.filterKey);
    setViewport((previous) => (sameViewport(previous, next) ? previous : next));
    if (region.current) writeMapView(region.current, map);
  }, []);
  const { keepFitAnswer } = mapData;
  // Tiles load once the map has moved to its first view, so the first tiles fetched are the ones
  // the family sees (on a phone's connection the first picture of the map is what it waits for).
  const [placed, setPlaced] = useState(false);
  const askedSize = fitSize?.size;
  const onFitted = useCallback(
    (map: LeafletMap, fitKey: string, view: ProviderMapAnswer['view']) => {
      // The answer's box is the box of the size it was asked for: a map of another size (served
      // by the server's first answer) shows a box of its own, asked for like any other view.
      const shown = map.getSize();
      const ownSize = fitSizeOf(shown.x, shown.y);
      // With nothing matching, the (empty) answer holds for any box.
      const answersView =
        view === null ||
        (askedSize?.width === ownSize.width && askedSize.height === ownSize.height);
      const fittedViewport =
        answersView && view
          ? { filterKey: fitKey, zoom: view.zoom, bounds: view.bounds }
          : viewportOf(map, fitKey);
      fitted.current = {
        viewport: fittedViewport,
        center: view ? latLng(view.center.latitude, view.center.longitude) : map.getCenter(),
      };
      if (answersView) keepFitAnswer(fittedViewport);
      setPlaced(true);
      recordViewport(map);
    },
    [recordViewport, keepFitAnswer, askedSize],
  );
  // The server's first tiles stay under the map until Leaflet's own (the same ones, from the
  // browser's cache) have loaded, so the map never flashes empty; not under another view.
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const underlay =
    first !== undefined &&
    !tilesLoaded &&
    mapSize !== null &&
    firstAnswerSize(first, mapSize) === first.size;
  const tileEvents = useMemo(() => ({ load: () => setTilesLoaded(true) }), []);

  const reportDrawn = useCallback((state: MapState, generation: number) => {
    if (region.current) writeMapMeasurement(region.current, state, generation);
  }, []);

  const failed = config.isError || mapData.error !== null;
  const state: MapState = failed ? 'error' : mapData.fresh ? 'ready' : 'loading';
  const retry = () => {
    if (config.isError) void config.refetch();
    mapData.retry();
  };
  const data = mapData.data;

  return (
    <div
      ref={region}
      role="region"
      aria-label={t('map.label')}
      // The map's own focus outline would be clipped by the rounded corners or hidden under the
      // tiles, so the region draws it when the map container has keyboard focus.
      className={cn(
        MAP_FRAME_CLASS,
        'bg-muted has-[.leaflet-container:focus-visible]:outline-3 has-[.leaflet-container:focus-visible]:outline-offset-2 has-[.leaflet-container:focus-visible]:outline-ring',
      )}
    >
      {underlay && first && <MapPreview first={first} />}
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        zoomControl={false}
        className="size-full"
        // Leaflet's CSS gives the map a grey ground, which would hide the tiles under it.
        style={underlay ? { background: 'transparent' } : undefined}
      >
        {/* Leaflet's own control, named in the language on screen; a new one for a new language. */}
        <ZoomControl
          key={locale}
          position="topleft"
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        {/* Creating the map is one long piece of work; its layers follow in a task of their own. */}
        <AfterFirstRender>
          {config.data && placed && (
            <TileLayer
              url={config.data.tileUrl}
              attribution={config.data.tileAttribution}
              maxZoom={MAX_ZOOM}
              // Our pages send no Referer (helmet's default); OpenStreetMap's tile policy requires
              // one, so tile requests alone send the site's origin.
              referrerPolicy="strict-origin-when-cross-origin"
              eventHandlers={tileEvents}
            />
          )}
          <ScrollWheelOnFocus />
          <EscapeClosesPopup />
          <SizeTracker />
          <ViewportTracker onSettle={recordViewport} />
          <FitToExtent fitKey={mapData.fitKey} view={mapData.view} onFitted={onFitted} />
          <ClusterMarkers clusters={data?.clusters ?? NO_CLUSTERS} />
          <ProviderMarkers
            providers={data?.providers ?? NO_PINS}
            selectedId={selectedId}
            onSelect={onSelect}
            basketProviderIds={basketProviderIds}
            onAdd={onAdd}
          />
          {/* Last, so that its effect runs after the markers above were added. */}
          <MapMeasurement data={data} state={state} onReport={reportDrawn} />
        </AfterFirstRender>
      </MapContainer>
      <MapStatus
        total={mapData.fresh && data ? data.total : null}
        loading={state === 'loading'}
        failed={failed}
        onRetry={retry}
      />
    </div>
  );
}
