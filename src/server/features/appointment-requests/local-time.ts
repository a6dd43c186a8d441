import { LOCALES, type Language } from '@shared/i18n/languages';
import { fixedT } from '@shared/i18n/fixed-t';
import { wallClockAsUtc, zoneName } from '@shared/rules/zoned-time';

/**
 * 'Tuesday, March 3, 2027 at 2:30 PM EST' ('miércoles, 3 de marzo de 2027, 2:30 p.m. EST' in
 * Spanish) in the family's own time zone (UTC when unknown).
 */
export function formatLocalDateTime(
  date: Date,
  timeZone: string | null,
  language: Language,
): string {
  const locale = LOCALES[language];
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  })
    .format(date)
    .concat(timeZone ? ` ${zoneName(timeZone, date, 'short', locale)}` : ' UTC');
}

/**
 * A calendar date (YYYY-MM-DD) as '3 March 2027' or '3 de marzo de 2027': day, month name and year,
 * which no reader can mistake for another date. The month's name comes from Intl at noon UTC of
 * that month, so it never shifts with a time zone.
 */
export function formatCalendarDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthName = new Intl.DateTimeFormat(LOCALES[language], {
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 15, 12));
  const t = fixedT(language, 'email');
  return t('common.calendarDate', { day, month: monthName, year });
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
