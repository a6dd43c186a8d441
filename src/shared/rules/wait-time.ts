// How a wait in days is worded and coloured (docs/product.md#wait-times). Unknown waits are said
// to be unknown, never shown as a number (docs/product.md#truthful-data).

export const WAIT_NOT_REPORTED = 'Wait time not reported';

/** 'N days' up to 7 days, weeks (rounded up) up to 30 days, then months (rounded up). */
export function formatWait(days: number | null | undefined): string {
  if (days === null || days === undefined) return WAIT_NOT_REPORTED;
  if (days <= 7) return `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days <= 30) {
    const weeks = Math.ceil(days / 7);
    return `${weeks} weeks`;
  }
  const months = Math.ceil(days / 30);
  return `${months} ${months === 1 ? 'month' : 'months'}`;
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
