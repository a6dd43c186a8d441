import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, longZoneName, zonedDateTimeToIso } from './zoned-time';

describe('zonedDateTimeToIso', () => {
  it('reads the date and time in the given zone', () => {
    expect(zonedDateTimeToIso('2027-03-03', '14:30', 'America/Phoenix')).toBe(
      '2027-03-03T14:30:00-07:00',
    );
    expect(zonedDateTimeToIso('2027-07-03', '09:05', 'America/New_York')).toBe(
      '2027-07-03T09:05:00-04:00',
    );
    expect(zonedDateTimeToIso('2027-03-03', '14:30', 'Asia/Kolkata')).toBe(
      '2027-03-03T14:30:00+05:30',
    );
  });

  it('gives the same instant as the offset says, across a daylight-saving change', () => {
    const iso = zonedDateTimeToIso('2027-03-14', '12:00', 'America/New_York')!;
    expect(iso).toBe('2027-03-14T12:00:00-04:00');
    expect(new Date(iso).toISOString()).toBe('2027-03-14T16:00:00.000Z');
    // 2:30 AM does not exist that night: it moves forward by the gap.
    expect(zonedDateTimeToIso('2027-03-14', '02:30', 'America/New_York')).toBe(
      '2027-03-14T03:30:00-04:00',
    );
  });

  it('reads a repeated time (clocks going back) as the first of the two', () => {
    expect(zonedDateTimeToIso('2027-11-07', '01:30', 'America/New_York')).toBe(
      '2027-11-07T01:30:00-04:00',
    );
  });

  it('refuses what is not a date and time', () => {
    expect(zonedDateTimeToIso('', '14:30', 'UTC')).toBeNull();
    expect(zonedDateTimeToIso('2027-03-03', '2pm', 'UTC')).toBeNull();
  });
});

describe('longZoneName', () => {
  it('names the zone in words', () => {
    expect(longZoneName('America/New_York', new Date('2027-01-10T12:00:00Z'))).toBe(
      'Eastern Standard Time',
    );
  });

  it('names it in the reader’s locale when given one', () => {
    expect(longZoneName('America/New_York', new Date('2027-01-10T12:00:00Z'), 'es-US')).toBe(
      'hora estándar oriental',
    );
  });
});

describe('formatZonedDateTime', () => {
  const at = new Date('2026-11-26T19:30:00.000Z');

  it("writes the date, time and zone in the reader's locale, as every date is written", () => {
    expect(formatZonedDateTime(at, 'America/New_York', 'en-US')).toBe(
      '26 November 2026 at 2:30 PM EST',
    );
    expect(formatZonedDateTime(at, 'America/New_York', 'es-US')).toBe(
      '26 de noviembre de 2026 a las 2:30 p.m. EST',
    );
  });

  it('falls back to UTC without a zone', () => {
    expect(formatZonedDateTime(at, null, 'en-US')).toBe('26 November 2026 at 7:30 PM UTC');
  });
});
