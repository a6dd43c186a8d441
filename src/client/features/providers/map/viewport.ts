import type { Bounds } from '@shared/api/provider-query';
import { MAX_ZOOM, MIN_ZOOM } from './map-constants';

export { toApiBounds } from '@shared/rules/map-view';

/** The part of the map in view, as the map endpoint takes it, for the filters it was fitted to. */
export interface MapViewport {
  /** `filterKey` of the filters whose extent the map had been fitted to when this was read. */
  filterKey: string;
  zoom: number;
  bounds: Bounds;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

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
