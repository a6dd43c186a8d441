import type { TFunction } from 'i18next';
import type { ProviderPin } from '@shared/api/provider-map';
import { providerInitials } from '@shared/rules/provider-display';
import { numberFormat } from '@shared/rules/intl-formats';

// The HTML inside Leaflet's divIcons. Markers are HTML, not image files: no extra requests, no
// bundler asset paths, nothing our CSP would block. Each icon carries its accessible name as
// visually hidden text, because Leaflet makes the marker a focusable role="button" element. Its
// words and numbers are in the language on screen, like the rest of the page.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const countFormat = (locale: string, compactDigits: number | null) =>
  compactDigits === null
    ? numberFormat(locale)
    : numberFormat(locale, { notation: 'compact', maximumFractionDigits: compactDigits });

/** Diameter (px) of a cluster circle: larger for each order of magnitude. */
export function clusterIconSize(count: number): number {
  if (count < 10) return 30;
  if (count < 100) return 36;
  if (count < 1000) return 44;
  if (count < 10_000) return 52;
  return 60;
}

/** The count written on the circle: 8, 950, 1.2K, 12K, 123K (the full count is in its name). */
export function clusterLabel(count: number, locale: string): string {
  if (count < 1000) return String(count);
  return countFormat(locale, count < 10_000 ? 1 : 0).format(count);
}

/** The cluster marker's accessible name and tooltip. */
export function clusterName(count: number, t: TFunction<'search'>, locale: string): string {
  return t('map.cluster', { count, total: countFormat(locale, null).format(count) });
}

export function clusterIconHtml(count: number, t: TFunction<'search'>, locale: string): string {
  return (
    '<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-semibold text-primary-foreground shadow-md ring-4 ring-primary/30">' +
    `<span aria-hidden="true">${escapeHtml(clusterLabel(count, locale))}</span>` +
    `<span class="sr-only">${escapeHtml(clusterName(count, t, locale))}</span></span>`
  );
}

/** Highlighted when selected or accepting the family's insurance, muted otherwise. */
export function isHighlighted(
  pin: Pick<ProviderPin, 'id' | 'matchesInsurance'>,
  selectedId: string | null,
): boolean {
  return pin.id === selectedId || pin.matchesInsurance;
}

/** Every marker is a target at least this wide and tall (px): WCAG 2.2's target size. */
export const MIN_TARGET_SIZE = 24;

/**
 * Width and height (px) of a provider marker, which is also what a tap or click hits: never
 * under MIN_TARGET_SIZE, so even a muted pin is easy to hit.
 */
export function providerIconSize(hasImage: boolean, highlighted: boolean): [number, number] {
  if (hasImage) return highlighted ? [44, 44] : [32, 32];
  return highlighted ? [30, 40] : [MIN_TARGET_SIZE, 32];
}

/** A profile image address that is safe to put in `src`: same-origin paths or http(s) only. */
export function safeImageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The marker's accessible name: the provider's name, and the insurance match colour conveys. */
export function providerMarkerName(
  pin: Pick<ProviderPin, 'name' | 'matchesInsurance'>,
  t: TFunction<'search'>,
): string {
  return pin.matchesInsurance ? t('map.markerMatches', { name: pin.name }) : pin.name;
}

const PIN_PATH = 'M12 1C5.9 1 1 5.8 1 11.8 1 20.2 12 31 12 31s11-10.8 11-19.2C23 5.8 18.1 1 12 1z';

function pinHtml(highlighted: boolean): string {
  const colour = highlighted ? 'text-primary' : 'text-slate-500';
  return (
    `<svg class="size-full drop-shadow-sm ${colour}" viewBox="0 0 24 32" aria-hidden="true" focusable="false">` +
    `<path d="${PIN_PATH}" fill="currentColor" stroke="#fff" stroke-width="1.5"/>` +
    '<circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>'
  );
}

function avatarHtml(name: string, src: string, highlighted: boolean): string {
  const look = highlighted
    ? 'border-[3px] border-primary bg-primary-soft text-primary'
    : 'border-2 border-slate-500 bg-slate-100 text-slate-700 grayscale';
  // The initials sit under the image and show if it fails to load (provider-markers.tsx
  // removes a broken image).
  return (
    `<span class="relative flex size-full items-center justify-center overflow-hidden rounded-full text-xs font-semibold shadow-md ${look}">` +
    `<span aria-hidden="true">${escapeHtml(providerInitials(name))}</span>` +
    `<img data-provider-avatar src="${escapeHtml(src)}" alt="" draggable="false" decoding="async" class="absolute inset-0 size-full object-cover"/></span>`
  );
}

/** Profile image in a circle when there is a usable one, otherwise a pin. */
export function providerIconHtml(
  pin: Pick<ProviderPin, 'name' | 'profileImageUrl'>,
  highlighted: boolean,
  /** The accessible name (`providerMarkerName`). */
  markerName: string,
): string {
  const src = safeImageUrl(pin.profileImageUrl);
  const picture = src ? avatarHtml(pin.name, src, highlighted) : pinHtml(highlighted);
  return `${picture}<span class="sr-only">${escapeHtml(markerName)}</span>`;
}
