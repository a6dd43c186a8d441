import { project, TILE_SIZE, type LatLng, type MapSize } from '@shared/rules/map-view';

// The map's first tiles drawn as plain images, before Leaflet has loaded: the same tiles, at the
// same places, as Leaflet will draw for the same view, so its tiles then come from the browser's
// cache and nothing moves when it takes over.

/** A tile of the preview: its address, and where its top-left corner sits (see `previewTiles`). */
export interface PreviewTile {
  key: string;
  url: string;
  /** Pixels from the left edge of the tile that holds the view's centre. */
  x: number;
  /** Pixels from the top edge of the tile that holds the view's centre. */
  y: number;
}

export interface PreviewTiles {
  /** The view's centre, in pixels from the top-left corner of the tile that holds it. */
  center: { x: number; y: number };
  tiles: PreviewTile[];
}

/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = 'abc';

/**
 * A tile's address from a Leaflet URL template, as Leaflet's TileLayer writes it: `{s}` is one of
 * a, b, c chosen by the tile's position. `{r}` is left out, as Leaflet does on a standard-density
 * screen only: the preview is not drawn for such templates.
 */
export function tileUrl(template: string, x: number, y: number, z: number): string {
  const values: Record<string, string> = {
    x: String(x),
    y: String(y),
    z: String(z),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!,
    r: '',
  };
  return template.replace(/\{ *([\w_-]+) *\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The tiles a map shows around `center` at `zoom` when it is up to `cover` pixels large, the
 * middle ones first (the order the browser asks for them). Positions are relative to the tile
 * holding the centre, which keeps the numbers small at any zoom; columns past the date line wrap
 * round as Leaflet wraps them, rows past the poles are left out.
 */
export function previewTiles(
  template: string,
  { center, zoom }: { center: LatLng; zoom: number },
  cover: MapSize,
): PreviewTiles {
  const world = 2 ** zoom;
  const middle = project(center, zoom);
  const column = Math.floor(middle.x / TILE_SIZE);
  const row = Math.floor(middle.y / TILE_SIZE);
  const first = (value: number, half: number) => Math.floor((value - half) / TILE_SIZE);
  const last = (value: number, half: number) => Math.ceil((value + half) / TILE_SIZE) - 1;
  const tiles: PreviewTile[] = [];
  for (let ty = first(middle.y, cover.height / 2); ty <= last(middle.y, cover.height / 2); ty++) {
    if (ty < 0 || ty >= world) continue;
    for (let tx = first(middle.x, cover.width / 2); tx <= last(middle.x, cover.width / 2); tx++) {
      const wrapped = ((tx % world) + world) % world;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: tileUrl(template, wrapped, ty, zoom),
        x: (tx - column) * TILE_SIZE,
        y: (ty - row) * TILE_SIZE,
      });
    }
  }
  const centre = { x: middle.x - column * TILE_SIZE, y: middle.y - row * TILE_SIZE };
  const half = TILE_SIZE / 2;
  const distance = (tile: PreviewTile) =>
    Math.hypot(tile.x + half - centre.x, tile.y + half - centre.y);
  tiles.sort((a, b) => distance(a) - distance(b));
  return { center: centre, tiles };
}
