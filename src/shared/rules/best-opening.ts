// What a family sees first (docs/product.md#top-appointment-options): for each request, the
// earliest day it could probably be seen, from the best evidence there is.
import type { AppointmentStatus, Opening } from '@shared/api/appointment-requests';
import type { ReplyAnswer, WaitlistUnit } from '@shared/api/provider-replies';
import { isOpen } from './request-status';
import { WAITLIST_UNIT_DAYS, dateAtNoon, daysBetween, type WaitEstimate } from './wait-estimate';

/** What a request knows about when the family could be seen. */
export interface OpeningFacts {
  status: AppointmentStatus;
  submittedAt: Date;
  answer: ReplyAnswer | null;
  repliedAt: Date | null;
  /** The clinic's offered date, YYYY-MM-DD. */
  earliestDate: string | null;
  waitlistAmount: number | null;
  waitlistUnit: WaitlistUnit | null;
  /** The provider's wait as it stands now; unknown when the provider is gone. */
  providerWait: WaitEstimate;
}

const DAY_MS = 86_400_000;
/** The calendar day (UTC, YYYY-MM-DD) `days` days after `from`. */
export const plusDays = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The clinic's offered date; else its waitlist estimate, counted from its reply; else the
 * provider's current wait (reported, observed or listed), counted from the day the request was
 * sent; else unknown (null). A clinic not accepting new patients, a request never sent (the
 * clinic has no e-mail address: the family calls it), and a request cancelled or completed, is no
 * option at all (null).
 */
export function bestOpening(facts: OpeningFacts): Opening | null {
  if (!isOpen(facts.status) || facts.status === 'pending' || facts.answer === 'not_accepting') {
    return null;
  }
  if (facts.answer === 'offer' && facts.earliestDate) {
    return { date: facts.earliestDate, source: 'offered' };
  }
  if (
    facts.answer === 'waitlist' &&
    facts.repliedAt &&
    facts.waitlistAmount &&
    facts.waitlistUnit
  ) {
    const days = facts.waitlistAmount * WAITLIST_UNIT_DAYS[facts.waitlistUnit];
    return { date: plusDays(facts.repliedAt, days), source: 'waitlist' };
  }
  const { days, source } = facts.providerWait;
  if (days === null || source === null) return null;
  return { date: plusDays(facts.submittedAt, days), source };
}

/** Earliest first; unknown last. Dates as YYYY-MM-DD compare as text. */
export function compareOpenings(a: Opening | null, b: Opening | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/** Whole days from today (UTC) until the opening; 0 when it is today or already past. */
export const daysUntil = (opening: Opening, now: Date) =>
  Math.max(0, daysBetween(dateAtNoon(now.toISOString().slice(0, 10)), dateAtNoon(opening.date)));

/** A provider's wait (days, with its source) as an opening counted from `from`; null: unknown. */
export function openingFromWait(
  wait: { days: number | null; source: WaitEstimate['source'] },
  from: Date,
): Opening | null {
  return wait.days === null || wait.source === null
    ? null
    : { date: plusDays(from, wait.days), source: wait.source };
}

/** A provider's wait as the API gives it: days (measured, else listed) and where they come from. */
interface ProviderWait {
  averageWaitTime: number | null;
  waitSource: WaitEstimate['source'];
}

/**
 * The one opening a family is shown for a provider, on every screen (docs/product.md#one-opening):
 * the best known opening of its open request to that provider when there is one (the clinic's
 * answer, else the provider's wait counted from the day it asked), else the provider's wait
 * counted from today.
 */
export function familyOpening(
  provider: ProviderWait,
  requestOpening: Opening | null | undefined,
  now: Date,
): Opening | null {
  return (
    requestOpening ??
    openingFromWait({ days: provider.averageWaitTime, source: provider.waitSource }, now)
  );
}

/** Days until the opening, as every screen words it (`formatWait`); null when unknown. */
export const openingDays = (opening: Opening | null, now: Date): number | null =>
  opening === null ? null : daysUntil(opening, now);
