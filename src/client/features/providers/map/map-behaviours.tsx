import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { VIEWPORT_DEBOUNCE_MS } from './map-constants';

/**
 * The wheel zooms only while the map (or a marker or popup in it) has focus, so a page scroll
 * passing over the map is not captured.
 */
export function ScrollWheelOnFocus() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const enable = () => map.scrollWheelZoom.enable();
    const disable = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && container.contains(next))) map.scrollWheelZoom.disable();
    };
    container.addEventListener('focusin', enable);
    container.addEventListener('focusout', disable);
    return () => {
      container.removeEventListener('focusin', enable);
      container.removeEventListener('focusout', disable);
    };
  }, [map]);
  return null;
}

/**
 * Escape closes the open popup wherever focus is in the map. Leaflet's own Escape handling only
 * works while the map container itself has focus, not a marker or the popup's links.
 */
export function EscapeClosesPopup() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.closePopup();
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);
  return null;
}

/** Reports the view after panning or zooming settles (one report per burst of events). */
export function ViewportTracker({ onSettle }: { onSettle: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onSettle(map), VIEWPORT_DEBOUNCE_MS);
    };
    map.on('moveend zoomend', schedule);
    return () => {
      clearTimeout(timer);
      map.off('moveend zoomend', schedule);
    };
  }, [map, onSettle]);
  return null;
}

/** Leaflet measures its container once; the page changes the height and the layout the width. */
export function SizeTracker() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
