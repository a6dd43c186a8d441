import type { TFunction } from 'i18next';

// How a wait in days is worded and coloured (docs/product.md#wait-times). Unknown waits are said
// to be unknown, never shown as a number (docs/product.md#truthful-data).

/**
 * 'N days' up to 7 days, weeks (rounded up) up to 30 days, then months (rounded up). The keys name
 * their namespace, so any screen's `t` words it the same.
 */
export function formatWait(days: number | null | undefined, t: TFunction<'search'>): string {
  if (days === null || days === undefined) return t('search:wait.notReported');
  if (days <= 7) return t('search:wait.days', { count: days });
  if (days <= 30) return t('search:wait.weeks', { count: Math.ceil(days / 7) });
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

/** The care basket page shows waits in whole weeks, rounded up (`waitTimeWeeks`). */
export function waitInWeeks(days: number | null | undefined): number | null {
  return days === null || days === undefined ? null : Math.ceil(days / 7);
}
