import { describe, expect, it } from 'vitest';
import {
  formatCalendarDayAndTime,
  formatDay,
  formatDayAndTime,
  formatTime,
  formatTimeOfDay,
  formatZoneName,
  readerTimeZone,
  relativeTimeFormat,
} from './intl-formats';

const INSTANT = '2026-12-08T15:30:00Z';

describe('formatDay', () => {
  it('writes an English day first, with the month in words', () => {
    expect(formatDay('2027-03-03', 'en-US')).toBe('3 March 2027');
    expect(formatDay('2026-12-31', 'en-US')).toBe('31 December 2026');
  });

  it('writes a Spanish day as Spanish does', () => {
    expect(formatDay('2027-03-03', 'es-US')).toBe('3 de marzo de 2027');
  });

  it('keeps a calendar day whatever the time zone', () => {
    expect(formatDay('2027-01-01', 'en-US', 'Pacific/Honolulu')).toBe('1 January 2027');
  });

  it("writes an instant as its day in the zone, or the reader's", () => {
    const lateInNewYork = '2026-12-09T03:00:00Z';
    expect(formatDay(lateInNewYork, 'en-US', 'America/New_York')).toBe('8 December 2026');
    expect(formatDay(new Date(lateInNewYork), 'es-US', 'UTC')).toBe('9 de diciembre de 2026');
  });
});

describe('times', () => {
  it('writes English times with AM and PM, Spanish ones with a.m. and p.m.', () => {
    expect(formatTime(INSTANT, 'en-US', 'UTC')).toBe('3:30 PM');
    expect(formatTime(INSTANT, 'es-US', 'UTC')).toBe('3:30 p.m.');
    expect(formatTimeOfDay('09:05', 'en-US')).toBe('9:05 AM');
    expect(formatTimeOfDay('14:30', 'es-US')).toBe('2:30 p.m.');
  });
});

describe('a day with a time', () => {
  it('reads as the same day alone does, then the time', () => {
    const en = formatDayAndTime(INSTANT, 'en-US', 'UTC');
    expect(en).toBe('8 December 2026 at 3:30 PM');
    expect(en.startsWith(formatDay(INSTANT, 'en-US', 'UTC'))).toBe(true);
    expect(formatDayAndTime(INSTANT, 'es-US', 'UTC')).toBe(
      '8 de diciembre de 2026 a las 3:30 p.m.',
    );
  });

  it('is written in the zone asked for', () => {
    expect(formatDayAndTime(INSTANT, 'en-US', 'America/Denver')).toBe('8 December 2026 at 8:30 AM');
  });

  it('writes a calendar day and a wall-clock time the same way', () => {
    expect(formatCalendarDayAndTime('2027-03-03', '14:30', 'en-US')).toBe(
      '3 March 2027 at 2:30 PM',
    );
    expect(formatCalendarDayAndTime('2027-03-03', '09:00', 'es-US')).toBe(
      '3 de marzo de 2027 a las 9:00 a.m.',
    );
  });
});

describe('time zones', () => {
  const winter = new Date('2027-01-10T12:00:00Z');
  const summer = new Date('2027-07-10T12:00:00Z');

  it("names a zone at an instant in the reader's language, short or long", () => {
    expect(formatZoneName('America/New_York', winter, 'short', 'en-US')).toBe('EST');
    expect(formatZoneName('America/New_York', summer, 'short', 'en-US')).toBe('EDT');
    expect(formatZoneName('America/New_York', winter, 'long', 'en-US')).toBe(
      'Eastern Standard Time',
    );
    expect(formatZoneName('America/New_York', winter, 'long', 'es-US')).toBe(
      'hora estándar oriental',
    );
  });

  it("knows the reader's own zone", () => {
    expect(readerTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('relativeTimeFormat', () => {
  it('words a time before now in either language, built once per locale and options', () => {
    expect(relativeTimeFormat('en-US').format(-2, 'hour')).toBe('2 hours ago');
    expect(relativeTimeFormat('es-US').format(-3, 'day')).toBe('hace 3 días');
    expect(relativeTimeFormat('en-US', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(relativeTimeFormat('es-US', { numeric: 'auto' }).format(-1, 'day')).toBe('ayer');
    expect(relativeTimeFormat('en-US')).toBe(relativeTimeFormat('en-US'));
    expect(relativeTimeFormat('en-US')).not.toBe(relativeTimeFormat('en-US', { numeric: 'auto' }));
  });
});
