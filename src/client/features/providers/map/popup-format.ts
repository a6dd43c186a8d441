import { formatWait } from '@shared/rules/wait-time';

// Texts and links of a marker's popup (docs/product.md#map).

/** 'Wait: N days'; an unknown wait says so instead of a number (docs/product.md#truthful-data). */
export function popupWaitText(days: number | null): string {
  if (days === null) return formatWait(null);
  return `Wait: ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'City, ST'. */
export const popupPlaceText = (place: { city: string; state: string }) =>
  `${place.city}, ${place.state}`;

/** Miles from the family's ZIP code, as the list cards word it ('4.2 mi away', '12 mi away'). */
export function popupDistanceText(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : String(Math.round(miles))} mi away`;
}

/** A dialable `tel:` link: digits and a leading + only. Null when nothing dialable is left. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** The website as a link target, only for http(s) addresses (never `javascript:` and the like). */
export function websiteHref(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
