import type { CSSProperties } from 'react';
import type { FirstMapView } from '@shared/api/first-view';
import { previewTiles } from './preview-tiles';

/** Tiles beyond the expected map size on every side, for a map somewhat larger than expected. */
const MARGIN_PX = 64;

const pixels = (value: number) => `${value}px`;
const HIGH_DENSITY = /\{ *r *\}/;

/**
 * The map's first tiles as plain images, for the server's page and until Leaflet has drawn its
 * own: a family sees its area at once instead of an empty frame while the scripts load. Only the
 * map under it is shown; markers come with the map.
 */
export function MapPreview({ first }: { first: FirstMapView }) {
  const view = first.answer.view;
  // Leaflet asks for high-density tiles ({r}) on such screens: other addresses than these.
  if (!view || HIGH_DENSITY.test(first.tiles.tileUrl)) return null;
  const { width, height } = first.size;
  const cover = { width: width + 2 * MARGIN_PX, height: height + 2 * MARGIN_PX };
  const { center, tiles } = previewTiles(first.tiles.tileUrl, view, cover);
  // Tiles on the expected map itself, which the scripts wait for; the margin's may be off screen.
  const onMap = (tile: { x: number; y: number }) =>
    tile.x + 256 > center.x - width / 2 &&
    tile.x < center.x + width / 2 &&
    tile.y + 256 > center.y - height / 2 &&
    tile.y < center.y + height / 2;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
      style={{ '--center-x': pixels(center.x), '--center-y': pixels(center.y) } as CSSProperties}
    >
      {tiles.map((tile) => (
        <img
          key={tile.key}
          src={tile.url}
          alt=""
          width={256}
          height={256}
          draggable={false}
          // The page's loader starts the scripts once these have loaded (after-first-paint.js).
          data-before-scripts={onMap(tile) ? '' : undefined}
          // As Leaflet asks for tiles (see provider-map.tsx), so they are the same requests.
          referrerPolicy="strict-origin-when-cross-origin"
          className="map-preview-tile"
          style={{ '--tile-x': pixels(tile.x), '--tile-y': pixels(tile.y) } as CSSProperties}
        />
      ))}
    </div>
  );
}

/**
 * The tile provider's credit, where Leaflet shows it. The text is HTML from the server's own
 * configuration (as Leaflet, which also writes it as HTML), never from a user.
 */
export function MapPreviewCredit({ first }: { first: FirstMapView }) {
  return (
    <div
      className="absolute right-0 bottom-0 bg-background/80 px-1.5 text-xs leading-5 text-foreground [&_a]:text-secondary-foreground [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: first.tiles.tileAttribution }}
    />
  );
}
