import 'leaflet/dist/leaflet.css';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useRef, useState, type JSX } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { ProviderCluster, ProviderFilter, ProviderPin } from '@shared/api/providers';
import { cn } from '@client/lib/cn';
import { useAppConfig } from '../api/get-app-config';
import { ClusterMarkers } from './cluster-markers';
import { FitToExtent } from './fit-to-extent';
import {
  EscapeClosesPopup,
  ScrollWheelOnFocus,
  SizeTracker,
  ViewportTracker,
} from './map-behaviours';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './map-constants';
import {
  MapMeasurement,
  writeMapMeasurement,
  writeMapView,
  type MapState,
} from './map-measurement';
import { MapStatus } from './map-status';
import { ProviderMarkers } from './provider-markers';
import { useProviderMapData } from './use-map-data';
import { sameViewport, toApiBounds, toApiZoom, type MapViewport } from './viewport';

export interface ProviderMapProps {
  filters: ProviderFilter;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  basketProviderIds: ReadonlySet<string>;
  onAdd: (providerId: string) => void;
  /** Pixels, computed by the page from the window (useMapHeight). */
  height: number;
}

const NO_CLUSTERS: readonly ProviderCluster[] = [];
const NO_PINS: readonly ProviderPin[] = [];

/**
 * The Map view of the provider page (docs/product.md#map): the server's clusters and pins for
 * the filters and the part of the map in view, fitted to the matching providers whenever the
 * filters change.
 */
export function ProviderMap(props: ProviderMapProps): JSX.Element {
  const { filters, selectedId, onSelect, basketProviderIds, onAdd, height } = props;
  const config = useAppConfig();
  const [viewport, setViewport] = useState<MapViewport | null>(null);
  const mapData = useProviderMapData(filters, viewport);
  const region = useRef<HTMLDivElement>(null);

  // The filters the map was last fitted to; a view read before fitting belongs to older ones.
  const fittedKey = useRef<string | null>(null);
  const recordViewport = useCallback((map: LeafletMap) => {
    const filterKey = fittedKey.current;
    if (filterKey === null) return;
    const view = map.getBounds();
    const next: MapViewport = {
      filterKey,
      zoom: toApiZoom(map.getZoom()),
      bounds: toApiBounds({
        west: view.getWest(),
        south: view.getSouth(),
        east: view.getEast(),
        north: view.getNorth(),
      }),
    };
    setViewport((previous) => (sameViewport(previous, next) ? previous : next));
    if (region.current) writeMapView(region.current, map);
  }, []);
  const onFitted = useCallback(
    (map: LeafletMap, filterKey: string) => {
      fittedKey.current = filterKey;
      recordViewport(map);
    },
    [recordViewport],
  );

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
      aria-label="Provider map"
      // The map's own focus outline would be clipped by the rounded corners or hidden under the
      // tiles, so the region draws it when the map container has keyboard focus.
      className={cn(
        'relative isolate overflow-hidden rounded-xl border border-border bg-muted',
        'has-[.leaflet-container:focus-visible]:outline-3 has-[.leaflet-container:focus-visible]:outline-offset-2 has-[.leaflet-container:focus-visible]:outline-ring',
      )}
      style={{ height }}
    >
      <MapContainer
        center={DEFAULT_CENTER}
        zoom={DEFAULT_ZOOM}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        zoomControl
        className="size-full"
      >
        {config.data && (
          <TileLayer
            url={config.data.tileUrl}
            attribution={config.data.tileAttribution}
            maxZoom={MAX_ZOOM}
            // Our pages send no Referer (helmet's default); OpenStreetMap's tile policy requires
            // one, so tile requests alone send the site's origin.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
        <ScrollWheelOnFocus />
        <EscapeClosesPopup />
        <SizeTracker />
        <ViewportTracker onSettle={recordViewport} />
        <FitToExtent
          fitKey={mapData.fitKey}
          extent={mapData.extent}
          nearby={mapData.nearby}
          onFitted={onFitted}
        />
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
