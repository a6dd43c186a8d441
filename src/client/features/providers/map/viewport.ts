import type { Bounds } from '@shared/api/providers';
import { MAX_ZOOM, MIN_ZOOM } from './map-constants';

/** The part of the map in view, as the map endpoint takes it, for the filters it was fitted to. */
export interface MapViewport {
  /** `filterKey` of the filters whose extent the map had been fitted to when this was read. */
  filterKey: string;
  zoom: number;
  bounds: Bounds;
}

const STEP = 1e4; // 4 decimals: about 11 m, far below a pixel at any zoom the API clusters at

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const down = (value: number) => Math.floor(value * STEP) / STEP;
const up = (value: number) => Math.ceil(value * STEP) / STEP;

/**
 * Leaflet's view box made acceptable to `boundsSchema`: Leaflet reports longitudes beyond ±180
 * and latitudes beyond ±85 when zoomed out or panned across the antimeridian, which the API
 * rejects. Rounded outwards so the box still covers the view and tiny jitters give equal keys.
 */
export function toApiBounds(view: Bounds): Bounds {
  if (view.east - view.west >= 360) {
    return {
      west: -180,
      south: clamp(down(view.south), -90, 90),
      east: 180,
      north: clamp(up(view.north), -90, 90),
    };
  }
  return {
    west: clamp(down(view.west), -180, 180),
    south: clamp(down(view.south), -90, 90),
    east: clamp(up(view.east), -180, 180),
    north: clamp(up(view.north), -90, 90),
  };
}

/** A whole zoom level in the API's range. */
export const toApiZoom = (zoom: number) => clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM);

export function sameViewport(a: MapViewport | null, b: MapViewport): boolean {
  return (
    a !== null &&
    a.filterKey === b.filterKey &&
    a.zoom === b.zoom &&
    a.bounds.west === b.bounds.west &&
    a.bounds.south === b.bounds.south &&
    a.bounds.east === b.bounds.east &&
    a.bounds.north === b.bounds.north
  );
}
