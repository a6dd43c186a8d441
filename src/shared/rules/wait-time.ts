import type { TFunction } from 'i18next';

// How a length of time is worded and a wait coloured (docs/product.md#wait-times). Unknown waits
// are said to be unknown, never shown as a number (docs/product.md#truthful-data).

/** Below this many days a length is said in days. */
export const DAYS_BELOW = 14;
/** Below this many days (8 weeks) in weeks, rounded up; from it, in months of 30 days, rounded up. */
export const WEEKS_BELOW = 56;

/**
 * Every wait and opening, on every screen and in every e-mail, in one unit for a given length:
 * up to 13 days in days, from 14 to 55 days in weeks (2 to 8), from 56 days in months (2 and
 * more). The keys name their namespace, so any screen's or e-mail's `t` words it the same, with
 * each language's plural forms.
 */
export function formatWait(days: number | null | undefined, t: TFunction): string {
  if (days === null || days === undefined) return t('search:wait.notReported');
  if (days < DAYS_BELOW) return t('search:wait.days', { count: days });
  if (days < WEEKS_BELOW) return t('search:wait.weeks', { count: Math.ceil(days / 7) });
  return t('search:wait.months', { count: Math.ceil(days / 30) });
}

export type WaitBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** 14 days or fewer: default; 15 to 30: secondary; over 30: destructive; unknown: outline. */
export function waitBadgeVariant(days: number | null | undefined): WaitBadgeVariant {
  if (days === null || days === undefined) return 'outline';
  if (days <= 14) return 'default';
  if (days <= 30) return 'secondary';
  return 'destructive';
}

/**
 * The API's `waitTimeWeeks` of a basket item: whole weeks, rounded up. Data for API readers;
 * screens word a wait with `formatWait`.
 */
export function waitInWeeks(days: number | null | undefined): number | null {
  return days === null || days === undefined ? null : Math.ceil(days / 7);
}
