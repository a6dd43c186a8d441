import { describe, expect, it } from 'vitest';
import { searchT } from './testing/search-words';
import { DAYS_BELOW, WEEKS_BELOW, formatWait, waitBadgeVariant, waitInWeeks } from './wait-time';

const en = searchT('en');
const es = searchT('es');

describe('formatWait', () => {
  // Each boundary from both sides: days below 14, weeks (rounded up) below 56, months beyond.
  it.each([
    [0, '0 days', '0 días'],
    [1, '1 day', '1 día'],
    [2, '2 days', '2 días'],
    [13, '13 days', '13 días'],
    [14, '2 weeks', '2 semanas'],
    [15, '3 weeks', '3 semanas'],
    [49, '7 weeks', '7 semanas'],
    [55, '8 weeks', '8 semanas'],
    [56, '2 months', '2 meses'],
    [60, '2 months', '2 meses'],
    [61, '3 months', '3 meses'],
    [189, '7 months', '7 meses'],
    [400, '14 months', '14 meses'],
  ])('%i days: %s, %s', (days, english, spanish) => {
    expect(formatWait(days, en)).toBe(english);
    expect(formatWait(days, es)).toBe(spanish);
  });

  it('changes unit exactly at its boundaries', () => {
    expect(formatWait(DAYS_BELOW - 1, en)).toBe('13 days');
    expect(formatWait(DAYS_BELOW, en)).toBe('2 weeks');
    expect(formatWait(WEEKS_BELOW - 1, es)).toBe('8 semanas');
    expect(formatWait(WEEKS_BELOW, es)).toBe('2 meses');
  });

  it('says an unknown wait is not reported', () => {
    expect(formatWait(null, en)).toBe('Wait time not reported');
    expect(formatWait(undefined, en)).toBe('Wait time not reported');
    expect(formatWait(null, es)).toBe('Tiempo de espera no informado');
  });
});

describe('waitBadgeVariant', () => {
  it.each([
    [0, 'default'],
    [14, 'default'],
    [15, 'secondary'],
    [30, 'secondary'],
    [31, 'destructive'],
    [null, 'outline'],
  ] as const)('%s days -> %s', (days, variant) => {
    expect(waitBadgeVariant(days)).toBe(variant);
  });
});

describe('waitInWeeks', () => {
  it('rounds up and keeps unknown unknown', () => {
    expect(waitInWeeks(1)).toBe(1);
    expect(waitInWeeks(14)).toBe(2);
    expect(waitInWeeks(15)).toBe(3);
    expect(waitInWeeks(null)).toBeNull();
  });
});
