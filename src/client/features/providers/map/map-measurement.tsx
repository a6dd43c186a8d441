import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { ProviderMap } from '@shared/api/provider-map';

export type MapState = 'loading' | 'ready' | 'error';

/** Writes the benchmark hooks on the map's region element (see `MapMeasurement`). */
export function writeMapMeasurement(element: HTMLElement, state: MapState, generation: number) {
  element.dataset.mapState = state;
  element.dataset.mapGeneration = String(generation);
}

/** `data-map-center` ('lat,lng', 4 decimals) and `data-map-zoom`: where the map settled. */
export function writeMapView(element: HTMLElement, map: LeafletMap) {
  const center = map.getCenter();
  element.dataset.mapCenter = `${center.lat.toFixed(4)},${center.lng.toFixed(4)}`;
  element.dataset.mapZoom = String(map.getZoom());
}

/**
 * Hooks for the search benchmark and browser tests: `data-map-state` is 'ready' once the markers
 * for the current filters and view are on the map ('loading' before, 'error' when a request
 * failed), and `data-map-generation` counts the answers drawn. Rendered after the marker layers,
 * whose effects (adding the markers to the map) have run by the time this one does; reported
 * straight to the DOM so no extra render is needed.
 */
export function MapMeasurement(props: {
  data: ProviderMap | undefined;
  state: MapState;
  onReport: (state: MapState, generation: number) => void;
}) {
  const { data, state, onReport } = props;
  const generation = useRef(0);
  const drawn = useRef<ProviderMap | undefined>(undefined);

  useEffect(() => {
    if (data && data !== drawn.current) {
      drawn.current = data;
      generation.current += 1;
    }
    onReport(state, generation.current);
  }, [data, state, onReport]);

  return null;
}
