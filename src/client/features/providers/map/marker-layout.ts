import type { ProviderCluster, ProviderPin } from '@shared/api/provider-map';
import { clusterIconSize, providerIconSize, safeImageUrl } from './marker-icon-html';

// Markers that overlap on screen are hard to hit and one hides the other's target, so the map
// never draws them on top of each other (WCAG 2.2 target size, docs/product.md#map). Before
// drawing, everything whose boxes would touch at the current zoom becomes one cluster that zooms
// in when activated; at the closest zoom, where zooming in cannot part them, providers at (nearly)
// the same place are laid out in a ring around it instead, each still its own marker.

export interface Point {
  x: number;
  y: number;
}

/** Between the boxes of two markers (px), so that their outlines and rings never touch. */
export const MARKER_GAP = 4;

export interface PlacedPin {
  pin: ProviderPin;
  /** Where the marker is drawn: the provider's place, or a place in a ring around it. */
  latitude: number;
  longitude: number;
}

export interface MarkerLayout {
  clusters: readonly ProviderCluster[];
  pins: readonly PlacedPin[];
}

export const EMPTY_LAYOUT: MarkerLayout = { clusters: [], pins: [] };

export interface Projection {
  /** Screen pixels at the current zoom (any origin). */
  project: (latitude: number, longitude: number) => Point;
  unproject: (point: Point) => { latitude: number; longitude: number };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Group {
  pins: ProviderPin[];
  clusters: ProviderCluster[];
  count: number;
  /** The count-weighted centre of the members, in pixels. */
  point: Point;
  bounds: ProviderCluster['bounds'];
}

/** The box a lone pin covers: a picture is centred on its place, a pin's tip points at it. */
function pinBox(pin: ProviderPin, at: Point): Box {
  const hasImage = safeImageUrl(pin.profileImageUrl) !== null;
  const [width, height] = providerIconSize(hasImage, pin.matchesInsurance);
  const top = hasImage ? at.y - height / 2 : at.y - height;
  return { left: at.x - width / 2, top, right: at.x + width / 2, bottom: top + height };
}

function circleBox(at: Point, size: number): Box {
  return {
    left: at.x - size / 2,
    top: at.y - size / 2,
    right: at.x + size / 2,
    bottom: at.y + size / 2,
  };
}

function boxOf(group: Group): Box {
  const lone = group.clusters.length === 0 && group.pins.length === 1 ? group.pins[0] : undefined;
  return lone ? pinBox(lone, group.point) : circleBox(group.point, clusterIconSize(group.count));
}

const touch = (a: Box, b: Box) =>
  a.left < b.right + MARKER_GAP &&
  b.left < a.right + MARKER_GAP &&
  a.top < b.bottom + MARKER_GAP &&
  b.top < a.bottom + MARKER_GAP;

function merge(a: Group, b: Group): Group {
  const count = a.count + b.count;
  return {
    pins: [...a.pins, ...b.pins],
    clusters: [...a.clusters, ...b.clusters],
    count,
    point: {
      x: (a.point.x * a.count + b.point.x * b.count) / count,
      y: (a.point.y * a.count + b.point.y * b.count) / count,
    },
    bounds: {
      west: Math.min(a.bounds.west, b.bounds.west),
      south: Math.min(a.bounds.south, b.bounds.south),
      east: Math.max(a.bounds.east, b.bounds.east),
      north: Math.max(a.bounds.north, b.bounds.north),
    },
  };
}

/** Merges touching groups until none touch; a merged group is larger, so it is checked again. */
function mergeTouching(groups: Group[]): Group[] {
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        if (!touch(boxOf(groups[i]!), boxOf(groups[j]!))) continue;
        groups[i] = merge(groups[i]!, groups[j]!);
        groups.splice(j, 1);
        j = i;
        changed = true;
      }
    }
  }
  return groups;
}

/** Pins around their centre, neighbours a whole marker apart, so each can be hit on its own. */
function ring(group: Group, projection: Projection): PlacedPin[] {
  const n = group.pins.length;
  // Boxes side by side on a slant need √2 times their size between centres to stay apart.
  const step =
    Math.SQRT2 *
      Math.max(
        ...group.pins.map((pin) => {
          const box = pinBox(pin, group.point);
          return Math.max(box.right - box.left, box.bottom - box.top);
        }),
      ) +
    MARKER_GAP;
  const radius = n === 1 ? 0 : step / (2 * Math.sin(Math.PI / n));
  return group.pins.map((pin, index) => {
    const angle = (2 * Math.PI * index) / n - Math.PI / 2;
    const at = projection.unproject({
      x: group.point.x + radius * Math.cos(angle),
      y: group.point.y + radius * Math.sin(angle),
    });
    return { pin, ...at };
  });
}

/**
 * What to draw for the server's clusters and pins at one zoom: nothing overlaps. `canZoomIn` is
 * false at the closest zoom, where pins that still touch are spread in a ring.
 */
export function layoutMarkers(
  clusters: readonly ProviderCluster[],
  pins: readonly ProviderPin[],
  projection: Projection,
  canZoomIn: boolean,
): MarkerLayout {
  const groups = mergeTouching([
    ...clusters.map((cluster) => ({
      pins: [],
      clusters: [cluster],
      count: cluster.count,
      point: projection.project(cluster.latitude, cluster.longitude),
      bounds: cluster.bounds,
    })),
    ...pins.map((pin) => ({
      pins: [pin],
      clusters: [],
      count: 1,
      point: projection.project(pin.latitude, pin.longitude),
      bounds: {
        west: pin.longitude,
        south: pin.latitude,
        east: pin.longitude,
        north: pin.latitude,
      },
    })),
  ]);

  const layout = { clusters: [] as ProviderCluster[], pins: [] as PlacedPin[] };
  for (const group of groups) {
    const [cluster] = group.clusters;
    const [pin] = group.pins;
    if (group.clusters.length === 1 && !pin && cluster) {
      layout.clusters.push(cluster);
    } else if (group.pins.length === 1 && !cluster && pin) {
      layout.pins.push({ pin, latitude: pin.latitude, longitude: pin.longitude });
    } else if (!canZoomIn && !cluster) {
      layout.pins.push(...ring(group, projection));
    } else {
      const centre = projection.unproject(group.point);
      layout.clusters.push({ ...centre, count: group.count, bounds: group.bounds });
    }
  }
  return layout;
}
