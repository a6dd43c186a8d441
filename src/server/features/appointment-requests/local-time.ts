import { wallClockAsUtc, zoneName } from '@shared/rules/zoned-time';

/** 'Tuesday, March 3, 2027 at 2:30 PM EST' in the family's own time zone (UTC when unknown). */
export function formatLocalDateTime(date: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  })
    .format(date)
    .concat(timeZone ? ` ${zoneName(timeZone, date, 'short')}` : ' UTC');
}

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
