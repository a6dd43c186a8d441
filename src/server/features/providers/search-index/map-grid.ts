import type { Bounds } from '@shared/api/provider-query';
import type { ProviderIndex } from './provider-index';

/** Grid cells per 256 px tile: a cluster stands for about 85 px of screen. */
const CELLS_PER_TILE = 3;

/** The providers of one grid cell: where they are on average, and the box around them. */
export interface Cell {
  count: number;
  latitude: number;
  longitude: number;
  bounds: Bounds;
  /** The provider's slot when the cell holds exactly one. */
  slot: number;
}

/** Degrees of one grid cell's side at `zoom`. */
export const cellSize = (zoom: number) => 360 / 2 ** zoom / CELLS_PER_TILE;

/** `box` widened to whole cells, so a cell at its edge is counted with all of its providers. */
export function alignToCells(box: Bounds, zoom: number): Bounds {
  const size = cellSize(zoom);
  return {
    west: Math.floor(box.west / size) * size,
    south: Math.floor(box.south / size) * size,
    east: (Math.floor(box.east / size) + 1) * size,
    north: (Math.floor(box.north / size) + 1) * size,
  };
}

interface Accumulator {
  count: number;
  latitudeSum: number;
  longitudeSum: number;
  south: number;
  north: number;
  west: number;
  east: number;
  slot: number;
}

/**
 * Groups the providers `each` visits into the grid cells of `zoom`. Cells are fixed in space
 * (never moved by panning), so a cluster keeps its count and place as the family pans.
 */
export function gridCells(
  index: ProviderIndex,
  zoom: number,
  each: (visit: (slot: number) => void) => void,
): Cell[] {
  const size = cellSize(zoom);
  // gx and gy stay within ±2^21 at every zoom we cluster at, so one number is a unique key.
  const OFFSET = 2 ** 21;
  const cells = new Map<number, Accumulator>();
  each((slot) => {
    const latitude = index.latitudeOf(slot);
    const longitude = index.longitudeOf(slot);
    const key =
      (Math.floor(longitude / size) + OFFSET) * 2 ** 22 + (Math.floor(latitude / size) + OFFSET);
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, {
        count: 1,
        latitudeSum: latitude,
        longitudeSum: longitude,
        south: latitude,
        north: latitude,
        west: longitude,
        east: longitude,
        slot,
      });
      return;
    }
    cell.count += 1;
    cell.latitudeSum += latitude;
    cell.longitudeSum += longitude;
    if (latitude < cell.south) cell.south = latitude;
    if (latitude > cell.north) cell.north = latitude;
    if (longitude < cell.west) cell.west = longitude;
    if (longitude > cell.east) cell.east = longitude;
  });
  return [...cells.values()].map((cell) => ({
    count: cell.count,
    latitude: cell.latitudeSum / cell.count,
    longitude: cell.longitudeSum / cell.count,
    bounds: { west: cell.west, south: cell.south, east: cell.east, north: cell.north },
    slot: cell.slot,
  }));
}
