import { LOCALES, type Language } from '@shared/i18n/languages';
import { formatDay } from '@shared/rules/intl-formats';
import { formatZonedDateTime, wallClockAsUtc } from '@shared/rules/zoned-time';

/**
 * '3 March 2027 at 2:30 PM EST' ('3 de marzo de 2027 a las 2:30 p.m. EST' in Spanish) in the
 * family's own time zone (UTC when unknown).
 */
export function formatLocalDateTime(
  date: Date,
  timeZone: string | null,
  language: Language,
): string {
  return formatZonedDateTime(date, timeZone, LOCALES[language]);
}

/** A calendar date (YYYY-MM-DD) as '3 March 2027' or '3 de marzo de 2027' (`formatDay`). */
export const formatCalendarDate = (isoDate: string, language: Language): string =>
  formatDay(isoDate, LOCALES[language]);

const DAY_MS = 86_400_000;

/**
 * The same wall-clock time `days` days earlier in the family's time zone: the week-before
 * reminder of a 2:30 PM appointment comes at 2:30 PM, also across a daylight-saving change.
 * Without a time zone, whole days of 24 hours.
 */
export function sameLocalTimeDaysBefore(date: Date, timeZone: string | null, days: number): Date {
  const candidate = new Date(date.getTime() - days * DAY_MS);
  if (!timeZone) return candidate;
  return new Date(
    candidate.getTime() + utcOffsetMs(date, timeZone) - utcOffsetMs(candidate, timeZone),
  );
}

/** How far the zone's clock is ahead of UTC at that instant (negative west of Greenwich). */
function utcOffsetMs(date: Date, timeZone: string): number {
  return wallClockAsUtc(date.getTime(), timeZone) - (date.getTime() - date.getMilliseconds());
}
