import type { Map as LeafletMap } from 'leaflet';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useMap } from 'react-leaflet';
import type { ProviderCluster, ProviderPin } from '@shared/api/provider-map';
import { MAX_ZOOM } from './map-constants';
import { EMPTY_LAYOUT, layoutMarkers, type MarkerLayout } from './marker-layout';

// The cluster and the provider layers each get their own part of the server's answer, but
// whether two markers overlap depends on both: each layer hands its part to one layout per map,
// and draws what that layout gives it, again at every zoom.

class MarkerLayoutStore {
  private clusters: readonly ProviderCluster[] = [];
  private pins: readonly ProviderPin[] = [];
  private layout: MarkerLayout = EMPTY_LAYOUT;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly map: LeafletMap) {
    map.on('zoomend', () => this.update());
  }

  setClusters(clusters: readonly ProviderCluster[]) {
    this.clusters = clusters;
    this.update();
  }

  setPins(pins: readonly ProviderPin[]) {
    this.pins = pins;
    this.update();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getLayout = () => this.layout;

  private update() {
    const map = this.map;
    const zoom = map.getZoom();
    this.layout = layoutMarkers(
      this.clusters,
      this.pins,
      {
        project: (latitude, longitude) => map.project([latitude, longitude], zoom),
        unproject: (point) => {
          const at = map.unproject([point.x, point.y], zoom);
          return { latitude: at.lat, longitude: at.lng };
        },
      },
      zoom < MAX_ZOOM,
    );
    for (const listener of this.listeners) listener();
  }
}

const stores = new WeakMap<LeafletMap, MarkerLayoutStore>();

function storeFor(map: LeafletMap): MarkerLayoutStore {
  let store = stores.get(map);
  if (!store) {
    store = new MarkerLayoutStore(map);
    stores.set(map, store);
  }
  return store;
}

/** Hands this layer's part to the map's layout, and returns what every layer draws. */
export function useMarkerLayout(
  part: { clusters: readonly ProviderCluster[] } | { pins: readonly ProviderPin[] },
): MarkerLayout {
  const store = storeFor(useMap());
  const clusters = 'clusters' in part ? part.clusters : undefined;
  const pins = 'pins' in part ? part.pins : undefined;
  // Before paint, so a new answer is never drawn overlapping for a frame.
  useLayoutEffect(() => {
    if (clusters) store.setClusters(clusters);
  }, [store, clusters]);
  useLayoutEffect(() => {
    if (pins) store.setPins(pins);
  }, [store, pins]);
  return useSyncExternalStore(store.subscribe, store.getLayout);
}
