import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, sameLocalTimeDaysBefore } from './local-time';

describe('sameLocalTimeDaysBefore', () => {
  it('keeps 2:30 PM across the spring change to daylight saving time', () => {
    // Wednesday 17 March 2027, 2:30 PM EDT; US clocks went forward on 14 March.
    const appointment = new Date('2027-03-17T18:30:00Z');
    const weekBefore = sameLocalTimeDaysBefore(appointment, 'America/New_York', 7);
    expect(weekBefore.toISOString()).toBe('2027-03-10T19:30:00.000Z'); // 2:30 PM EST
    expect(formatLocalDateTime(weekBefore, 'America/New_York')).toBe(
      'Wednesday, March 10, 2027 at 2:30 PM EST',
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
