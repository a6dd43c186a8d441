import { latLngBounds, point, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { ProviderMap } from '@shared/api/providers';
import { FIT_MAX_ZOOM, FIT_PADDING, HOME_ZOOM } from './map-constants';

/**
 * The map fits the matching providers on first render and whenever the filters change, never on
 * pan, zoom, selection or basket changes, so it never moves under a family exploring it. `fitKey`
 * is the filters' key once the extent for those filters has arrived (null before), so each set
 * of filters is fitted once.
 * With `nearby` (the family has a ZIP code) the map centres on home instead, at HOME_ZOOM or
 * further out, as far as it takes to show the nearest matching providers.
 * With no matching provider the view stays where it is. `onFitted` runs either way, after the
 * view is final, so the caller can ask for that view's clusters at once.
 */
export function FitToExtent(props: {
  fitKey: string | null;
  extent: ProviderMap['extent'] | undefined;
  nearby: ProviderMap['nearby'];
  onFitted: (map: LeafletMap, fitKey: string) => void;
}) {
  const { fitKey, extent, nearby, onFitted } = props;
  const map = useMap();
  const fittedKey = useRef<string | null>(null);

  useEffect(() => {
    if (fitKey === null || fittedKey.current === fitKey) return;
    fittedKey.current = fitKey;
    if (nearby) {
      const { home, box } = nearby;
      const fits = map.getBoundsZoom(
        latLngBounds([box.south, box.west], [box.north, box.east]),
        false,
        point(2 * FIT_PADDING, 2 * FIT_PADDING),
      );
      map.setView([home.latitude, home.longitude], Math.min(HOME_ZOOM, fits), { animate: false });
    } else if (extent) {
      const bounds = latLngBounds([extent.south, extent.west], [extent.north, extent.east]);
      // Not animated: the view (and the request for it) is final right away.
      map.fitBounds(bounds, {
        padding: [FIT_PADDING, FIT_PADDING],
        maxZoom: FIT_MAX_ZOOM,
        animate: false,
      });
    }
    onFitted(map, fitKey);
  }, [map, fitKey, extent, nearby, onFitted]);

  return null;
}
