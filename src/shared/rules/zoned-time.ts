import { LOCALES } from '@shared/i18n/languages';
import { formatDayAndTime, formatZoneName } from './intl-formats';

// Turning a date and time typed for a place into an instant: '2027-03-03' at '14:30' in
// America/Phoenix is 2027-03-03T14:30:00-07:00, whatever the zone of the browser doing it.

/**
 * The zone's wall clock at that instant, to the second, read as if it were UTC: the difference
 * to the instant is the zone's offset. Server code measures offsets from it too.
 */
export function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

const MINUTE_MS = 60_000;

/** How far the zone's clock is ahead of UTC at that instant, in minutes (negative to the west). */
function offsetMinutes(instant: number, timeZone: string): number {
  const wallClock = Math.floor(wallClockAsUtc(instant, timeZone) / MINUTE_MS) * MINUTE_MS;
  return Math.round((wallClock - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The ISO 8601 instant, with the zone's offset, of a wall-clock date ('YYYY-MM-DD') and time
 * ('HH:MM') in an IANA zone. A time skipped by a daylight-saving change moves forward by the gap;
 * a repeated one is read as the first. Null when the date or time is not well-formed.
 */
export function zonedDateTimeToIso(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(asUtc)) return null;
  // The instants the offsets around that moment give; a valid one reads back as the wall clock.
  const first = offsetMinutes(asUtc, timeZone);
  const second = offsetMinutes(asUtc - first * 60_000, timeZone);
  const candidates = [first, second].map((offset) => asUtc - offset * 60_000);
  const valid = candidates.filter(
    (instant) => offsetMinutes(instant, timeZone) * 60_000 === asUtc - instant,
  );
  // Repeated (both valid): the earlier. Skipped (none valid): the later, past the gap.
  const instant = valid.length > 0 ? Math.min(...valid) : Math.max(...candidates);
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local.toISOString().slice(0, 16)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * 'Eastern Standard Time' for America/New_York in winter ('hora estándar oriental' in es-US): the
 * zone's long name at that instant, in the reader's locale.
 */
export function longZoneName(
  timeZone: string,
  at: Date = new Date(),
  locale: string = LOCALES.en,
): string {
  return formatZoneName(timeZone, at, 'long', locale);
}

/**
 * An instant as '3 March 2027 at 2:30 PM EST' ('3 de marzo de 2027 a las 2:30 p.m. EST'), as
 * `formatDayAndTime` writes it, in a time zone named because the reader may be in another one;
 * UTC when the zone is unknown.
 */
export function formatZonedDateTime(date: Date, timeZone: string | null, locale: string): string {
  const dateTime = formatDayAndTime(date, locale, timeZone ?? 'UTC');
  return `${dateTime} ${timeZone ? formatZoneName(timeZone, date, 'short', locale) : 'UTC'}`;
}

/** The zone's calendar day (YYYY-MM-DD) and wall-clock time (HH:MM) at that instant. */
export function localDateAndTime(date: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(wallClockAsUtc(date.getTime(), timeZone)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}
