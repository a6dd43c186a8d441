import type { TFunction } from 'i18next';
import { formatWait } from '@shared/rules/wait-time';
import { numberFormat } from '@shared/rules/intl-formats';

// Texts and links of a marker's popup (docs/product.md#map).

/**
 * 'Wait: 3 weeks', in the words every screen uses for the same opening; an unknown wait says so
 * instead of a number (docs/product.md#truthful-data).
 */
export function popupWaitText(days: number | null, t: TFunction<'search'>): string {
  if (days === null) return formatWait(null, t);
  return t('popup.waitIs', { wait: formatWait(days, t) });
}

/**
 * Miles from the family's ZIP code, as the list cards word it too ('4.2 mi away', '12 mi away'):
 * one decimal under 10 miles. Rounded as `toFixed` rounds, then written in the locale, without
 * grouping ('1234 mi'), as it always was.
 */
export function distanceText(miles: number, t: TFunction<'search'>, locale: string): string {
  const near = miles < 10;
  const rounded = near ? Number(miles.toFixed(1)) : Math.round(miles);
  const digits = near ? 1 : 0;
  const number = numberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return t('facts.distance', { miles: number.format(rounded) });
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
