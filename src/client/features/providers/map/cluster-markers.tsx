import {
  latLngBounds,
  point,
  type LatLngTuple,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
} from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap } from 'react-leaflet';
import type { ProviderCluster } from '@shared/api/provider-map';
import { useLocale } from '@client/i18n/use-locale';
import { FIT_PADDING, MAX_ZOOM } from './map-constants';
import { clusterName } from './marker-icon-html';
import { clusterIcon } from './marker-icons';
import { useMarkerLayout } from './use-marker-layout';

/**
 * The server's clusters for the view, and markers that would overlap on screen grouped the same
 * way (see marker-layout): a circle with the count that zooms in when activated.
 */
export function ClusterMarkers({ clusters }: { clusters: readonly ProviderCluster[] }) {
  const layout = useMarkerLayout({ clusters });
  return layout.clusters.map((cluster) => (
    <ClusterMarker key={`${cluster.latitude},${cluster.longitude}`} cluster={cluster} />
  ));
}

/**
 * Zooms to show a cluster's providers apart: its bounds, and always at least one level closer
 * (a cluster of providers at one address has bounds of no size). After a keyboard activation
 * the marker is gone with the next answer, so focus goes to the map, not to the page's top.
 */
export function zoomToCluster(
  map: LeafletMap,
  cluster: ProviderCluster,
  fromKeyboard: boolean,
): void {
  const { west, south, east, north } = cluster.bounds;
  const bounds = latLngBounds([south, west], [north, east]);
  const fitted = map.getBoundsZoom(bounds, false, point(FIT_PADDING * 2, FIT_PADDING * 2));
  const zoom = Math.min(MAX_ZOOM, Math.max(fitted, map.getZoom() + 1));
  map.setView(bounds.getCenter(), zoom);
  if (fromKeyboard) map.getContainer().focus({ preventScroll: true });
}

function ClusterMarker({ cluster }: { cluster: ProviderCluster }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const map = useMap();
  const position = useMemo<LatLngTuple>(
    () => [cluster.latitude, cluster.longitude],
    [cluster.latitude, cluster.longitude],
  );
  const eventHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => zoomToCluster(map, cluster, false),
      keypress: (event) => {
        if (event.originalEvent.key === 'Enter') zoomToCluster(map, cluster, true);
      },
      keydown: (event) => {
        if (event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomToCluster(map, cluster, true);
      },
    }),
    [map, cluster],
  );

  return (
    <Marker
      position={position}
      icon={clusterIcon(cluster.count, t, locale)}
      title={clusterName(cluster.count, t, locale)}
      keyboard
      riseOnHover
      eventHandlers={eventHandlers}
    />
  );
}
