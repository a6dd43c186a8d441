import type { TFunction } from 'i18next';
import { divIcon, type DivIcon } from 'leaflet';
import type { ProviderPin } from '@shared/api/provider-map';
import {
  clusterIconHtml,
  clusterIconSize,
  providerIconHtml,
  providerIconSize,
  providerMarkerName,
  safeImageUrl,
} from './marker-icon-html';

// Icons are cached: react-leaflet calls `setIcon` (rebuilding the marker's DOM) whenever the icon
// object changes, so an unchanged marker must get the very same object on every render. The keys
// hold the words too, so another language gets icons of its own.

const CACHE_LIMIT = 2000;

// The focused marker rises above its neighbours so its focus outline is never hidden (`!`
// because Leaflet positions markers with an inline z-index).
const FOCUS_ON_TOP = 'focus:z-[10000]!';

function cached(cache: Map<string, DivIcon>, key: string, make: () => DivIcon): DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    icon = make();
    cache.set(key, icon);
  }
  return icon;
}

const clusterIcons = new Map<string, DivIcon>();

export function clusterIcon(count: number, t: TFunction<'search'>, locale: string): DivIcon {
  return cached(clusterIcons, `${locale}|${count}`, () => {
    const size = clusterIconSize(count);
    return divIcon({
      html: clusterIconHtml(count, t, locale),
      className: `rounded-full ${FOCUS_ON_TOP}`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
  });
}

const providerIcons = new Map<string, DivIcon>();

export function providerIcon(
  pin: Pick<ProviderPin, 'name' | 'profileImageUrl' | 'matchesInsurance'>,
  highlighted: boolean,
  t: TFunction<'search'>,
): DivIcon {
  const hasImage = safeImageUrl(pin.profileImageUrl) !== null;
  const markerName = providerMarkerName(pin, t);
  const key = JSON.stringify([pin.name, pin.profileImageUrl, markerName, highlighted]);
  return cached(providerIcons, key, () => {
    const [width, height] = providerIconSize(hasImage, highlighted);
    return divIcon({
      html: providerIconHtml(pin, highlighted, markerName),
      // A round focus outline for a round picture; a pin's outline stays a rectangle.
      className: hasImage ? `rounded-full ${FOCUS_ON_TOP}` : FOCUS_ON_TOP,
      iconSize: [width, height],
      // A pin points at its place with its tip; a picture is centred on it.
      iconAnchor: hasImage ? [width / 2, height / 2] : [width / 2, height],
      popupAnchor: [0, hasImage ? -height / 2 : -height],
    });
  });
}
