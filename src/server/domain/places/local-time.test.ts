import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatLocalDateTime, sameLocalTimeDaysBefore } from './local-time';

describe('formatLocalDateTime', () => {
  it("writes the date, time and zone in the reader's language", () => {
    const at = new Date('2026-11-26T19:30:00Z');
    expect(formatLocalDateTime(at, 'America/New_York', 'en')).toBe(
      '26 November 2026 at 2:30 PM EST',
    );
    expect(formatLocalDateTime(at, 'America/New_York', 'es')).toBe(
      '26 de noviembre de 2026 a las 2:30 p.m. EST',
    );
    expect(formatLocalDateTime(at, null, 'es')).toBe('26 de noviembre de 2026 a las 7:30 p.m. UTC');
  });
});

describe('formatCalendarDate', () => {
  it('writes day, month name and year, whatever the time zone', () => {
    expect(formatCalendarDate('2027-03-03', 'en')).toBe('3 March 2027');
    expect(formatCalendarDate('2027-03-03', 'es')).toBe('3 de marzo de 2027');
    expect(formatCalendarDate('2026-12-31', 'es')).toBe('31 de diciembre de 2026');
  });
});

describe('sameLocalTimeDaysBefore', () => {
  it('keeps 2:30 PM across the spring change to daylight saving time', () => {
    // Wednesday 17 March 2027, 2:30 PM EDT; US clocks went forward on 14 March.
    const appointment = new Date('2027-03-17T18:30:00Z');
    const weekBefore = sameLocalTimeDaysBefore(appointment, 'America/New_York', 7);
    expect(weekBefore.toISOString()).toBe('2027-03-10T19:30:00.000Z'); // 2:30 PM EST
    expect(formatLocalDateTime(weekBefore, 'America/New_York', 'en')).toBe(
      '10 March 2027 at 2:30 PM EST',
    );
  });

  it('keeps the time across the autumn change back to standard time', () => {
    // Monday 8 November 2027, 9:00 AM PST; clocks went back on 7 November.
    const appointment = new Date('2027-11-08T17:00:00Z');
    expect(sameLocalTimeDaysBefore(appointment, 'America/Los_Angeles', 1).toISOString()).toBe(
      '2027-11-07T17:00:00.000Z', // 9:00 AM PST on the day of the change
    );
    expect(sameLocalTimeDaysBefore(appointment, 'America/Los_Angeles', 7).toISOString()).toBe(
      '2027-11-01T16:00:00.000Z', // 9:00 AM PDT
    );
  });

  it('is plain 24-hour days where the clock does not change, or without a zone', () => {
    const appointment = new Date('2027-03-17T18:30:00Z');
    expect(sameLocalTimeDaysBefore(appointment, 'America/Phoenix', 7).toISOString()).toBe(
      '2027-03-10T18:30:00.000Z',
    );
    expect(sameLocalTimeDaysBefore(appointment, null, 1).toISOString()).toBe(
      '2027-03-16T18:30:00.000Z',
    );
  });
});
