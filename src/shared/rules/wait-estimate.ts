// What a family is told about how long a provider takes (docs/product.md#wait-times). Real
// experience beats a listed number once enough different families have had it, and the family
// is told which. One family's repeated requests count once, so nobody can talk a wait down alone.
import type { ReplyAnswer, WaitlistUnit } from '@shared/api/provider-replies';

/** How many different families' waits it takes before their median replaces the listed wait. */
export const MIN_WAIT_FAMILIES = 3;

export const WAIT_SOURCES = ['reported', 'observed', 'listed'] as const;
export type WaitSource = (typeof WAIT_SOURCES)[number];

/** Days a waitlist unit stands for, when a clinic estimates its waitlist in weeks or months. */
export const WAITLIST_UNIT_DAYS: Record<WaitlistUnit, number> = { weeks: 7, months: 30 };

export interface WaitSample {
  days: number;
  /** 'reported': a provider's reply (offer or waitlist); 'observed': request to booking. */
  kind: 'reported' | 'observed';
  /** Whose request it came from: each family counts once. */
  family: string;
}

export interface WaitEstimate {
  days: number | null;
  source: WaitSource | null;
}

/** A wait as estimated from experience: how many different families it rests on (0 if none). */
export interface FamiliesWait extends WaitEstimate {
  families: number;
}

/** One request to a provider, as far as it tells how long that provider takes. */
export interface WaitEvidence {
  family: string;
  submittedAt: Date;
  /**
   * The appointment, once the clinic has confirmed it. A booking the clinic has not confirmed, or
   * one cancelled since, proves nothing: anyone can book any date.
   */
  confirmedDate: Date | null;
  answer: ReplyAnswer | null;
  /** The clinic's offered date, YYYY-MM-DD. */
  earliestDate: string | null;
  waitlistAmount: number | null;
  waitlistUnit: WaitlistUnit | null;
}

const DAY_MS = 86_400_000;

/** Whole days from one instant to a later one (negative when earlier). */
export const daysBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / DAY_MS);

/** A calendar date (YYYY-MM-DD) as an instant: noon UTC, so no time zone moves it a day. */
export const dateAtNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * What one request says about the wait: a confirmed appointment (observed) says more than the
 * answer before it; else an offered date or a waitlist estimate (reported). 'Not accepting' says
 * nothing.
 */
export function sampleOf(evidence: WaitEvidence): WaitSample | null {
  const { family } = evidence;
  if (evidence.confirmedDate) {
    return {
      family,
      kind: 'observed',
      days: daysBetween(evidence.submittedAt, evidence.confirmedDate),
    };
  }
  if (evidence.answer === 'offer' && evidence.earliestDate) {
    return {
      family,
      kind: 'reported',
      days: daysBetween(evidence.submittedAt, dateAtNoon(evidence.earliestDate)),
    };
  }
  if (evidence.answer === 'waitlist' && evidence.waitlistAmount && evidence.waitlistUnit) {
    return {
      family,
      kind: 'reported',
      days: evidence.waitlistAmount * WAITLIST_UNIT_DAYS[evidence.waitlistUnit],
    };
  }
  return null;
}

/**
 * One sample per family: from its latest request that says anything. Requests sent before
 * `notBefore` (an admin's verification of the wait) are left out, so older experience cannot
 * overrule what the admin checked.
 */
export function familySamples(
  evidence: readonly WaitEvidence[],
  notBefore: Date | null = null,
): WaitSample[] {
  const latest = new Map<string, { at: number; sample: WaitSample }>();
  for (const item of evidence) {
    if (notBefore && item.submittedAt < notBefore) continue;
    const sample = sampleOf(item);
    if (!sample) continue;
    const at = item.submittedAt.getTime();
    const known = latest.get(item.family);
    if (!known || at > known.at) latest.set(item.family, { at, sample });
  }
  return [...latest.values()].map(({ sample }) => sample);
}

/**
 * The median of the samples once they come from at least MIN_WAIT_FAMILIES different families
 * (a family giving several counts with its last), said to be 'reported' when most came from
 * providers' replies and 'observed' otherwise; else the listed average; else unknown. Negative
 * samples (an opening before the request) count as 0.
 */
export function estimateWait(
  samples: readonly WaitSample[],
  listedDays: number | null,
): FamiliesWait {
  const perFamily = [...new Map(samples.map((sample) => [sample.family, sample])).values()];
  if (perFamily.length >= MIN_WAIT_FAMILIES) {
    const sorted = perFamily.map((s) => Math.max(0, s.days)).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median =
      sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
    const reported = perFamily.filter((s) => s.kind === 'reported').length;
    return {
      days: median,
      source: reported * 2 >= perFamily.length ? 'reported' : 'observed',
      families: perFamily.length,
    };
  }
  if (listedDays !== null) return { days: listedDays, source: 'listed', families: 0 };
  return { days: null, source: null, families: 0 };
}

/** A provider's listed wait and when an admin last verified its details. */
export interface ListedWait {
  days: number | null;
  verifiedAt: Date | null;
}

/**
 * A provider's wait from its requests and its listed wait. A wait an admin verified (a known
 * number with a verification date) is only replaced by experience from requests sent after it.
 */
export function providerWait(evidence: readonly WaitEvidence[], listed: ListedWait): FamiliesWait {
  const notBefore = listed.days !== null ? listed.verifiedAt : null;
  return estimateWait(familySamples(evidence, notBefore), listed.days);
}
