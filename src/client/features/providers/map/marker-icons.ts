import { divIcon, type DivIcon } from 'leaflet';
import type { ProviderPin } from '@shared/api/providers';
import {
  clusterIconHtml,
  clusterIconSize,
  providerIconHtml,
  providerIconSize,
  safeImageUrl,
} from './marker-icon-html';

// Icons are cached: react-leaflet calls `setIcon` (rebuilding the marker's DOM) whenever the icon
// object changes, so an unchanged marker must get the very same object on every render.

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

export function clusterIcon(count: number): DivIcon {
  return cached(clusterIcons, String(count), () => {
    const size = clusterIconSize(count);
    return divIcon({
      html: clusterIconHtml(count),
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
): DivIcon {
  const hasImage = safeImageUrl(pin.profileImageUrl) !== null;
  const key = JSON.stringify([pin.name, pin.profileImageUrl, pin.matchesInsurance, highlighted]);
  return cached(providerIcons, key, () => {
    const [width, height] = providerIconSize(hasImage, highlighted);
    return divIcon({
      html: providerIconHtml(pin, highlighted),
      // A round focus outline for a round picture; a pin's outline stays a rectangle.
      className: hasImage ? `rounded-full ${FOCUS_ON_TOP}` : FOCUS_ON_TOP,
      iconSize: [width, height],
      // A pin points at its place with its tip; a picture is centred on it.
      iconAnchor: hasImage ? [width / 2, height / 2] : [width / 2, height],
      popupAnchor: [0, hasImage ? -height / 2 : -height],
    });
  });
}
