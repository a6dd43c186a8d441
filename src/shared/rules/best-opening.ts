// What a family sees first (docs/product.md#top-appointment-options): for each request, the
// earliest day it could probably be seen, from the best evidence there is.
import { calendarDayOf } from '@shared/api/calendar-date';
import type { AppointmentStatus, Opening } from '@shared/api/appointment-requests';
import type { NextOpening, NotAccepting } from '@shared/api/providers';
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
  /** The provider's next opening for any family (`nextOpening`); null when unknown or not read. */
  providerNext?: NextOpening | null;
}

const DAY_MS = 86_400_000;
/** The calendar day (UTC, YYYY-MM-DD) `days` days after `from`. */
export const plusDays = (from: Date, days: number) =>
  calendarDayOf(new Date(from.getTime() + days * DAY_MS));

/**
 * The clinic's offered date; else its waitlist estimate, counted from its reply; else the
 * provider's next opening for anyone when the clinic or its system published it or its replies
 * give it; else the provider's current wait (reported, observed or listed), counted from the day the request was
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
  // A time the clinic or its system published, or what its replies to families said, speaks of
  // the clinic now; a wait counted from the request is older news.
  const next = facts.providerNext;
  if (
    next &&
    (next.source === 'clinic' || next.source === 'scheduling' || next.source === 'reply')
  ) {
    return { date: next.start.slice(0, 10), source: next.source };
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
  Math.max(0, daysBetween(dateAtNoon(calendarDayOf(now)), dateAtNoon(opening.date)));

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

/**
 * What is known of when a provider could see any new family (docs/product.md#next-opening), from
 * every source; `nextOpening` picks the best.
 */
export interface NextOpeningFacts {
  /**
   * Its earliest published opening offered to anyone now (in the future, not held for another
   * family's request; a clinic's own only while its listing is current), a timed one before an
   * 'openings from' day.
   */
  published: {
    start: string;
    source: 'clinic' | 'scheduling';
    checkedAt: string | null;
    openingId: string;
    bookingUrl: string | null;
  } | null;
  /** The earliest day still ahead that the clinic offered in a reply to any family. */
  replyStart: string | null;
  /** The wait measured from confirmed bookings, in days; null when not enough of them. */
  observedDays: number | null;
  /**
   * The wait measured from several families' replies (offered days and waitlist estimates), in
   * days; null when not enough of them or when confirmed bookings measured it.
   */
  reportedDays: number | null;
  /** The wait the listing gives, in days; null when none. */
  listedDays: number | null;
}

/**
 * The best source first: an opening the clinic or its system published, a day the clinic offered
 * in a reply, the wait observed from confirmed bookings (counted from today), the wait clinics'
 * replies reported (likewise; said to come from replies), the listed wait (likewise); null when
 * none of them is known.
 */
export function nextOpening(facts: NextOpeningFacts, now: Date): NextOpening | null {
  if (facts.published) return { ...facts.published };
  const plain = { checkedAt: null, openingId: null, bookingUrl: null };
  if (facts.replyStart) return { start: facts.replyStart, source: 'reply', ...plain };
  if (facts.observedDays !== null) {
    return { start: plusDays(now, facts.observedDays), source: 'observed', ...plain };
  }
  if (facts.reportedDays !== null) {
    return { start: plusDays(now, facts.reportedDays), source: 'reply', ...plain };
  }
  if (facts.listedDays !== null) {
    return { start: plusDays(now, facts.listedDays), source: 'listed', ...plain };
  }
  return null;
}

const MINUTE_MS = 60_000;

/**
 * Minutes since 1970 of an opening's start: what 'Soonest' ranks by. A day without a time counts
 * from its start (UTC), so 'openings from 9 December' ranks with the times of that day.
 */
export function openingMinutes(start: string): number {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(start)
    ? Date.parse(`${start}T00:00:00Z`)
    : Date.parse(start);
  return Math.floor(at / MINUTE_MS);
}

/** Soonest first; unknown after every known one. */
export function compareNextOpenings(a: NextOpening | null, b: NextOpening | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return openingMinutes(a.start) - openingMinutes(b.start);
}

/** What the clinic itself said last about new patients, and what the family's plan directory says. */
export interface AcceptingFacts {
  /** The listing's field, as the clinic set it on its listing page. */
  listing: { accepting: boolean; at: string } | null;
  /** The clinic's newest reply to any family ('not accepting' or an offer or waitlist). */
  reply: { accepting: boolean; at: string } | null;
  /** The family's plan network's directory, when it says no new patients. */
  directory: { at: string } | null;
}

/**
 * Who says the provider takes no new patients: the clinic's newest word (its listing or a reply)
 * decides when it has said anything, since the clinic's word wins over a payer's; else the
 * family's plan directory. Null when nobody says no.
 */
export function notAcceptingOf(facts: AcceptingFacts): NotAccepting | null {
  const { listing, reply, directory } = facts;
  // The newer of the two; on the same instant the listing, which the clinic keeps on purpose.
  const said =
    listing && reply
      ? reply.at > listing.at
        ? { by: 'reply' as const, ...reply }
        : { by: 'clinic' as const, ...listing }
      : listing
        ? { by: 'clinic' as const, ...listing }
        : reply && { by: 'reply' as const, ...reply };
  if (said) return said.accepting ? null : { by: said.by, at: said.at };
  return directory ? { by: 'directory', at: directory.at } : null;
}

/** Whole days from today (UTC) until the provider's next opening; 0 when it is today. */
export const nextOpeningDays = (opening: NextOpening, now: Date) =>
  daysUntil({ date: opening.start.slice(0, 10), source: 'listed' }, now);

/** Sources of a provider's next opening that speak of the clinic now, not of a wait. */
const CLINIC_NOW: readonly string[] = ['clinic', 'scheduling', 'reply'];

/**
 * The provider's next opening as a screen shows it in its own line ('Next opening: …'), when it
 * is a time the clinic or its system published or comes from the clinic's replies, and the
 * family has no answer of its own; null otherwise. A wait (observed or listed) keeps its words
 * and the button explaining it, and the family's own answer or its request's counted wait is
 * what it sees first (docs/product.md#one-opening).
 */
export const shownNextOpening = (
  requestOpening: Opening | null | undefined,
  next: NextOpening | null | undefined,
): NextOpening | null =>
  next &&
  CLINIC_NOW.includes(next.source) &&
  (!requestOpening || CLINIC_NOW.includes(requestOpening.source))
    ? next
    : null;
