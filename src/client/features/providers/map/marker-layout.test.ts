import { describe, expect, it } from 'vitest';
import type { ProviderCluster, ProviderPin } from '@shared/api/provider-map';
import { clusterIconSize, MIN_TARGET_SIZE, providerIconSize } from './marker-icon-html';
import { layoutMarkers, MARKER_GAP, type Projection } from './marker-layout';

// One degree is 1000 px, north up: easy numbers to place markers on screen.
const projection: Projection = {
  project: (latitude, longitude) => ({ x: longitude * 1000, y: -latitude * 1000 }),
  unproject: ({ x, y }) => ({ latitude: -y / 1000, longitude: x / 1000 }),
};

const pinAt = (id: string, x: number, y: number, extra: Partial<ProviderPin> = {}) =>
  ({
    id,
    name: `Provider ${id}`,
    latitude: -y / 1000,
    longitude: x / 1000,
    profileImageUrl: null,
    matchesInsurance: false,
    ...extra,
  }) as ProviderPin;

const clusterAt = (x: number, y: number, count: number): ProviderCluster => ({
  latitude: -y / 1000,
  longitude: x / 1000,
  count,
  bounds: { west: x / 1000, south: -y / 1000, east: x / 1000, north: -y / 1000 },
});

/** Each drawn marker's box on screen, as a tap would find it. */
function boxes(layout: ReturnType<typeof layoutMarkers>) {
  return [
    ...layout.clusters.map((cluster) => {
      const { x, y } = projection.project(cluster.latitude, cluster.longitude);
      const size = clusterIconSize(cluster.count);
      return { left: x - size / 2, top: y - size / 2, width: size, height: size };
    }),
    ...layout.pins.map(({ latitude, longitude, pin }) => {
      const { x, y } = projection.project(latitude, longitude);
      const [width, height] = providerIconSize(false, pin.matchesInsurance);
      return { left: x - width / 2, top: y - height, width, height };
    }),
  ];
}

function expectApart(layout: ReturnType<typeof layoutMarkers>) {
  const all = boxes(layout);
  for (const [i, a] of all.entries()) {
    expect(Math.min(a.width, a.height)).toBeGreaterThanOrEqual(MIN_TARGET_SIZE);
    for (const b of all.slice(i + 1)) {
      const apart =
        a.left + a.width + MARKER_GAP <= b.left + 0.001 ||
        b.left + b.width + MARKER_GAP <= a.left + 0.001 ||
        a.top + a.height + MARKER_GAP <= b.top + 0.001 ||
        b.top + b.height + MARKER_GAP <= a.top + 0.001;
      expect(apart, JSON.stringify([a, b])).toBe(true);
    }
  }
}

describe('layoutMarkers', () => {
  it('leaves markers that are apart alone', () => {
    const pins = [pinAt('a', 0, 0), pinAt('b', 100, 0)];
    const clusters = [clusterAt(300, 300, 12)];
    const layout = layoutMarkers(clusters, pins, projection, true);
    expect(layout.clusters).toEqual(clusters);
    expect(layout.pins.map((placed) => placed.pin)).toEqual(pins);
    expect(layout.pins[0]).toMatchObject({ latitude: -0, longitude: 0 });
  });

  it('groups pins that would overlap into one cluster that zooms to all of them', () => {
    const layout = layoutMarkers([], [pinAt('a', 0, 0), pinAt('b', 10, 5)], projection, true);
    expect(layout.pins).toEqual([]);
    expect(layout.clusters).toEqual([
      {
        latitude: -0.0025,
        longitude: 0.005,
        count: 2,
        bounds: { west: 0, south: -0.005, east: 0.01, north: -0 },
      },
    ]);
  });

  it('adds a pin that touches a cluster to that cluster, and merges touching clusters', () => {
    const layout = layoutMarkers(
      [clusterAt(0, 0, 20), clusterAt(30, 0, 5)],
      [pinAt('a', 200, 0), pinAt('b', 35, 10)],
      projection,
      true,
    );
    expect(layout.clusters.map((cluster) => cluster.count)).toEqual([26]);
    expect(layout.pins.map((placed) => placed.pin.id)).toEqual(['a']);
  });

  it('never leaves two drawn markers overlapping, however crowded the view', () => {
    const pins = Array.from({ length: 300 }, (_, i) =>
      pinAt(String(i), (i * 37) % 400, (i * 91) % 300, { matchesInsurance: i % 3 === 0 }),
    );
    const clusters = Array.from({ length: 30 }, (_, i) =>
      clusterAt((i * 53) % 500, (i * 29) % 400, 5 + i * 40),
    );
    const layout = layoutMarkers(clusters, pins, projection, true);
    expectApart(layout);
    const counted =
      layout.pins.length + layout.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    expect(counted).toBe(300 + clusters.reduce((sum, cluster) => sum + cluster.count, 0));
  });

  it('at the closest zoom spreads providers at one address in a ring, each its own marker', () => {
    const pins = ['a', 'b', 'c', 'd', 'e'].map((id) => pinAt(id, 50, 50));
    const layout = layoutMarkers([], pins, projection, false);
    expect(layout.clusters).toEqual([]);
    expect(layout.pins.map((placed) => placed.pin.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expectApart(layout);
  });
});
