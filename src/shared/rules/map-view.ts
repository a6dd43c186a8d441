import type { Bounds } from '../api/provider-query';

// Where the map looks (docs/product.md#map). The server fits the view for a new set of filters
// so that one answer carries both the view and what it shows; the browser's map (Leaflet) then
// moves there. The arithmetic is Leaflet's own: the spherical Web Mercator projection, 256 px
// tiles, whole zoom levels, and the same rounding, so both sides arrive at the same box.

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 19;
/** Padding around the providers when the map fits them (px). */
export const FIT_PADDING = 50;
/**
 * Fitting never zooms in further than this: one provider (a zero-size extent) would otherwise
 * be shown at street level with no surroundings to recognise.
 */
export const FIT_MAX_ZOOM = 15;
/**
 * With a ZIP code in the profile the map opens centred on home at this zoom (a city and its
 * surroundings), or further out when that would show none of the nearest matching providers.
 */
export const HOME_ZOOM = 11;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface MapSize {
  width: number;
  height: number;
}

/** A view of the map: what Leaflet's setView takes, and the box it then shows (API form). */
export interface MapView {
  center: LatLng;
  zoom: number;
  bounds: Bounds;
}

const EARTH_RADIUS = 6_378_137;
const MAX_LATITUDE = 85.0511287798;
const DEGREE = Math.PI / 180;
export const TILE_SIZE = 256;

export interface Pixel {
  x: number;
  y: number;
}

/** Where `point` lies on the whole world's map at `zoom`, in pixels from its top-left corner. */
export function project({ latitude, longitude }: LatLng, zoom: number): Pixel {
  const lat = Math.max(Math.min(MAX_LATITUDE, latitude), -MAX_LATITUDE);
  const sin = Math.sin(lat * DEGREE);
  const x = EARTH_RADIUS * longitude * DEGREE;
  const y = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = TILE_SIZE * 2 ** zoom;
  const unit = 0.5 / (Math.PI * EARTH_RADIUS);
  return { x: scale * (unit * x + 0.5), y: scale * (-unit * y + 0.5) };
}

function unproject({ x, y }: Pixel, zoom: number): LatLng {
  const scale = TILE_SIZE * 2 ** zoom;
  const unit = 0.5 / (Math.PI * EARTH_RADIUS);
  const mx = (x / scale - 0.5) / unit;
  const my = (y / scale - 0.5) / -unit;
  return {
    latitude: (2 * Math.atan(Math.exp(my / EARTH_RADIUS)) - Math.PI / 2) / DEGREE,
    longitude: mx / EARTH_RADIUS / DEGREE,
  };
}

/** The largest whole zoom at which `box` fits in `size` less `padding` px (Leaflet's getBoundsZoom). */
export function zoomToFit(box: Bounds, size: MapSize, padding: number): number {
  const nw = project({ latitude: box.north, longitude: box.west }, 0);
  const se = project({ latitude: box.south, longitude: box.east }, 0);
  const scale = Math.min(
    (size.width - padding) / Math.abs(se.x - nw.x),
    (size.height - padding) / Math.abs(se.y - nw.y),
  );
  let zoom = Math.log2(scale);
  // Within 1% of a whole level counts as that level, as in Leaflet.
  zoom = Math.floor(Math.round(zoom * 100) / 100);
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Number.isNaN(zoom) ? MIN_ZOOM : zoom));
}

/** The box the map shows around `center` at `zoom` (Leaflet's getBounds after setView). */
function boxOf(center: LatLng, zoom: number, size: MapSize): Bounds {
  const middle = project(center, zoom);
  const left = Math.round(middle.x - size.width / 2);
  const top = Math.round(middle.y - size.height / 2);
  const southWest = unproject({ x: left, y: top + size.height }, zoom);
  const northEast = unproject({ x: left + size.width, y: top }, zoom);
  return toApiBounds({
    west: southWest.longitude,
    south: southWest.latitude,
    east: northEast.longitude,
    north: northEast.latitude,
  });
}

/** The view that shows every provider of `extent`, as Leaflet's fitBounds with our padding. */
export function viewFitting(extent: Bounds, size: MapSize): MapView {
  const zoom = Math.min(FIT_MAX_ZOOM, zoomToFit(extent, size, 2 * FIT_PADDING));
  const sw = project({ latitude: extent.south, longitude: extent.west }, zoom);
  const ne = project({ latitude: extent.north, longitude: extent.east }, zoom);
  const center = unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, zoom);
  return { center, zoom, bounds: boxOf(center, zoom, size) };
}

/** The view centred on home, at HOME_ZOOM or as far out as it takes to show `box`. */
export function viewAroundHome(home: LatLng, box: Bounds, size: MapSize): MapView {
  const zoom = Math.min(HOME_ZOOM, zoomToFit(box, size, 2 * FIT_PADDING));
  return { center: home, zoom, bounds: boxOf(home, zoom, size) };
}

/** What the first view of a set of filters depends on: the family's home area, or every match. */
export interface FirstViewPlace {
  /** Home, and the box of the nearest matches (null without a ZIP code or nearby matches). */
  nearby: { home: LatLng; box: Bounds } | null;
  /** The box of every match (null when nothing matches). */
  extent: Bounds | null;
}

/** The view a map of `size` opens on: around home when there is one, else around every match. */
export function firstViewOf({ nearby, extent }: FirstViewPlace, size: MapSize): MapView | null {
  if (nearby) return viewAroundHome(nearby.home, nearby.box, size);
  return extent ? viewFitting(extent, size) : null;
}

/**
 * The map's drawing area as the server expects it before any browser has measured it: the page's
 * layout on a 412 x 823 phone (a common Android screen, and Lighthouse's) and in a 1280 x 800
 * window. The server answers the first view for this size; a map of another size whose first
 * view is the same (same centre and zoom) still uses that answer.
 */
export const EXPECTED_MAP_SIZE: Record<'phone' | 'largeScreen', MapSize> = {
  phone: { width: 378, height: 621 },
  largeScreen: { width: 918, height: 548 },
};

const STEP = 1e4; // 4 decimals: about 11 m, far below a pixel at any zoom the API clusters at

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const down = (value: number) => Math.floor(value * STEP) / STEP;
const up = (value: number) => Math.ceil(value * STEP) / STEP;

/**
 * A view box made acceptable to the API: Leaflet reports longitudes beyond ±180 and latitudes
 * beyond ±85 when zoomed out or panned across the antimeridian, which the API rejects. Rounded
 * outwards so the box still covers the view and tiny jitters give equal boxes.
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
