import { describe, expect, it } from 'vitest';
import { formatAppointmentTime } from './appointment-time';

describe('formatAppointmentTime', () => {
  const at = '2026-11-26T19:30:00.000Z';

  it("writes the day, date, time and zone in the reader's locale", () => {
    expect(formatAppointmentTime(at, 'America/New_York', 'en-US')).toBe(
      'Thursday, November 26, 2026 at 2:30 PM EST',
    );
    expect(formatAppointmentTime(at, 'America/New_York', 'es-US')).toBe(
      'jueves, 26 de noviembre de 2026, 2:30 p.m. EST',
    );
  });

  it('falls back to UTC without a zone', () => {
    expect(formatAppointmentTime(at, null, 'en-US')).toBe(
      'Thursday, November 26, 2026 at 7:30 PM UTC',
    );
  });
});
