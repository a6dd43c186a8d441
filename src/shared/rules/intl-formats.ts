// Building an Intl formatter costs far more than using one (the locale's data is looked up each
// time), and a page of provider cards formats several numbers and dates per card: one formatter
// per locale and options, kept for the page's life.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  kept(numberFormats, `${locale}|${JSON.stringify(options)}`, () =>
    Intl.NumberFormat(locale, options),
  );

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(dateTimeFormats, `${locale}|${JSON.stringify(options)}`, () =>
    Intl.DateTimeFormat(locale, options),
  );

/** `new Intl.RelativeTimeFormat(locale, options)`, built once per locale and options. */
export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept(
    relativeTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );

/** The reader's own time zone (the browser's, or the server's in its tests), as IANA names it. */
export const readerTimeZone = (): string => dateTimeFormat('en-US').resolvedOptions().timeZone;

/**
 * A time zone's name at that instant in the reader's language: 'EST' (short) or 'Eastern
 * Standard Time' (long), 'hora estándar del este' in Spanish. The zone's own IANA name when the
 * locale has no other.
 */
export function formatZoneName(
  timeZone: string,
  at: Date,
  style: 'short' | 'long',
  locale: string,
): string {
  const part = dateTimeFormat(locale, { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

// Dates and times, one way per language on every screen, e-mail and calendar file
// (docs/product.md#dates-and-times): a day reads '8 December 2026' ('8 de diciembre de 2026'),
// day first so no reader mistakes day and month; a day with a time is that same day, Intl's own
// joining word, and the time ('8 December 2026 at 10:30 AM', '8 de diciembre de 2026 a las
// 10:30 a.m.'). English takes its day-first order from British English, whose month names are
// the same; its times stay American ('10:30 AM').
const DAY_LOCALE: Record<string, string> = { 'en-US': 'en-GB' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) at noon UTC, so no time zone moves it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * '8 December 2026' / '8 de diciembre de 2026'. A calendar day (YYYY-MM-DD) is written as it is;
 * an instant as its day in `timeZone`, the reader's own when none is given.
 */
export function formatDay(day: string | Date, locale: string, timeZone?: string): string {
  const isCalendarDay = typeof day === 'string' && DATE_ONLY.test(day);
  const zone = isCalendarDay ? 'UTC' : timeZone;
  return dateTimeFormat(DAY_LOCALE[locale] ?? locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(zone && { timeZone: zone }),
  }).format(isCalendarDay ? calendarDay(day) : new Date(day));
}

/** An instant's time of day in `timeZone` (the reader's own when none): '2:30 PM', '2:30 p.m.'. */
export function formatTime(instant: string | Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, { timeStyle: 'short', ...(timeZone && { timeZone }) }).format(
    new Date(instant),
  );
}

/** A wall-clock time ('14:30'), in no zone, as the locale writes it: '2:30 PM', '2:30 p.m.'. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return formatTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), locale, 'UTC');
}

/** The word Intl puts between a long date and its time in this locale (' at ', ' a las '). */
function dateTimeJoiner(date: Date, locale: string, timeZone?: string): string {
  const parts = dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).formatToParts(date);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const before = parts[hour - 1];
  return before?.type === 'literal' ? before.value : ', ';
}

/**
 * '8 December 2026 at 10:30 AM' / '8 de diciembre de 2026 a las 10:30 a.m.': the day as
 * `formatDay` writes it and the time, in `timeZone` (the reader's own when none).
 */
export function formatDayAndTime(
  instant: string | Date,
  locale: string,
  timeZone?: string,
): string {
  const date = new Date(instant);
  return (
    formatDay(date, locale, timeZone) +
    dateTimeJoiner(date, locale, timeZone) +
    formatTime(date, locale, timeZone)
  );
}

/** A calendar day with a wall-clock time, as `formatDayAndTime` writes them ('… at 2:30 PM'). */
export function formatCalendarDayAndTime(isoDate: string, time: string, locale: string): string {
  return (
    formatDay(isoDate, locale) +
    dateTimeJoiner(calendarDay(isoDate), locale, 'UTC') +
    formatTimeOfDay(time, locale)
  );
}
