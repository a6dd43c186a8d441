import { describe, expect, it } from 'vitest';
import { calendarDayOf, localCalendarDay } from './calendar-date';

describe('calendar days', () => {
  it("writes an instant's day in UTC as YYYY-MM-DD", () => {
    expect(calendarDayOf(new Date('2026-12-08T23:59:59Z'))).toBe('2026-12-08');
    expect(calendarDayOf(new Date('2026-12-09T00:00:00Z'))).toBe('2026-12-09');
  });

  it("writes an instant's day in the reader's own zone, as a date field does", () => {
    const at = new Date(2026, 11, 8, 23, 30);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(localCalendarDay(at)).toBe(
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    );
    expect(localCalendarDay(at)).toBe('2026-12-08');
  });
});
