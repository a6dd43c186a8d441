// What a family is told about how long a provider takes (docs/product.md#wait-times). Real
// experience beats a listed number once there is enough of it, and the family is told which.

/** How many reported or observed waits it takes before their median replaces the listed wait. */
export const MIN_WAIT_SAMPLES = 3;

export const WAIT_SOURCES = ['reported', 'observed', 'listed'] as const;
export type WaitSource = (typeof WAIT_SOURCES)[number];

export interface WaitSample {
  days: number;
  /** 'reported': a provider's reply (request to earliest opening); 'observed': request to booking. */
  kind: 'reported' | 'observed';
}

export interface WaitEstimate {
  days: number | null;
  source: WaitSource | null;
}

/**
 * The median of the samples once there are at least MIN_WAIT_SAMPLES, said to be 'reported' when
 * most came from providers' replies and 'observed' otherwise; else the listed average; else
 * unknown. Negative samples (an opening before the request) count as 0.
 */
export function estimateWait(
  samples: readonly WaitSample[],
  listedDays: number | null,
): WaitEstimate {
  if (samples.length >= MIN_WAIT_SAMPLES) {
    const sorted = samples.map((s) => Math.max(0, s.days)).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median =
      sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
    const reported = samples.filter((s) => s.kind === 'reported').length;
    return { days: median, source: reported * 2 >= samples.length ? 'reported' : 'observed' };
  }
  if (listedDays !== null) return { days: listedDays, source: 'listed' };
  return { days: null, source: null };
}

/** The words the UI puts after a wait, so a family knows where the number comes from. */
export const WAIT_SOURCE_LABEL: Record<WaitSource, string> = {
  reported: 'reported by provider',
  observed: 'observed',
  listed: 'listed',
};

const DAY_MS = 86_400_000;

/** Whole days from one instant to a later one (negative when earlier). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / DAY_MS);
