import type { LatLngTuple } from 'leaflet';

// The map's numbers (docs/product.md#map). Those the server's fitting shares live in
// src/shared/rules/map-view.ts.
export { FIT_PADDING, MAX_ZOOM, MIN_ZOOM } from '@shared/rules/map-view';

/** Atlanta: the south-eastern US point the map shows until the first answer arrives. */
export const DEFAULT_CENTER: LatLngTuple = [33.749, -84.388];
export const DEFAULT_ZOOM = 10;
export const POPUP_MIN_WIDTH = 200;
export const POPUP_MAX_WIDTH = 250;
/** Pan and zoom end events this close together make one request. */
export const VIEWPORT_DEBOUNCE_MS = 150;
