import type { LatLngTuple } from 'leaflet';

// The map's numbers (docs/product.md#map).

/** Atlanta: the south-eastern US point the map shows until the first answer arrives. */
export const DEFAULT_CENTER: LatLngTuple = [33.749, -84.388];
export const DEFAULT_ZOOM = 10;
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
export const POPUP_MIN_WIDTH = 200;
export const POPUP_MAX_WIDTH = 250;
/** Pan and zoom end events this close together make one request. */
export const VIEWPORT_DEBOUNCE_MS = 150;
/**
 * The zoom of the request without bounds that only finds the extent to fit. The coarsest grid
 * keeps that answer tiny even for a national search.
 */
export const EXTENT_ZOOM = MIN_ZOOM;
