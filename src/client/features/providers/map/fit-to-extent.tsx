import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { ProviderMap } from '@shared/api/provider-map';

/**
 * The map moves to the view the server chose for the filters (around home, or around every
 * match) on first render and whenever the filters change, never on pan, zoom, selection or
 * basket changes, so it never moves under a family exploring it. `fitKey` is the filters' key
 * once that answer has arrived (null before), so each set of filters moves the map once. With
 * no matching provider (no view) the map stays where it is. `onFitted` runs either way, after
 * the view is final.
 */
export function FitToExtent(props: {
  fitKey: string | null;
  view: ProviderMap['view'];
  onFitted: (map: LeafletMap, fitKey: string, view: ProviderMap['view']) => void;
}) {
  const { fitKey, view, onFitted } = props;
  const map = useMap();
  const fittedKey = useRef<string | null>(null);

  useEffect(() => {
    if (fitKey === null || fittedKey.current === fitKey) return;
    fittedKey.current = fitKey;
    // Not animated: the view (and the answer for it) is final right away.
    if (view)
      map.setView([view.center.latitude, view.center.longitude], view.zoom, { animate: false });
    onFitted(map, fitKey, view);
  }, [map, fitKey, view, onFitted]);

  return null;
}
