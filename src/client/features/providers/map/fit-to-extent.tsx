import { latLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { ProviderMap } from '@shared/api/providers';
import { FIT_MAX_ZOOM, FIT_PADDING } from './map-constants';

/**
 * The map fits the matching providers on first render and whenever the filters change, never on
 * pan, zoom, selection or basket changes, so it never moves under a family exploring it. `fitKey`
 * is the filters' key once the extent for those filters has arrived (null before), so each set
 * of filters is fitted once.
 * With no matching provider the view stays where it is. `onFitted` runs either way, after the
 * view is final, so the caller can ask for that view's clusters at once.
 */
export function FitToExtent(props: {
  fitKey: string | null;
  extent: ProviderMap['extent'] | undefined;
  onFitted: (map: LeafletMap, fitKey: string) => void;
}) {
  const { fitKey, extent, onFitted } = props;
  const map = useMap();
  const fittedKey = useRef<string | null>(null);

  useEffect(() => {
    if (fitKey === null || fittedKey.current === fitKey) return;
    fittedKey.current = fitKey;
    if (extent) {
      const bounds = latLngBounds([extent.south, extent.west], [extent.north, extent.east]);
      // Not animated: the view (and the request for it) is final right away.
      map.fitBounds(bounds, {
        padding: [FIT_PADDING, FIT_PADDING],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    }
    onFitted(map, fitKey);
  }, [map, fitKey, extent, onFitted]);

  return null;
}
