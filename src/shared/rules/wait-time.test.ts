import { describe, expect, it } from 'vitest';
import { searchT } from './testing/search-words';
import { formatWait, waitBadgeVariant, waitInWeeks } from './wait-time';

const en = searchT('en');
const es = searchT('es');

describe('formatWait', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [7, '7 days'],
    [8, '2 weeks'],
    [14, '2 weeks'],
    [15, '3 weeks'],
    [30, '5 weeks'],
    [31, '2 months'],
    [60, '2 months'],
    [61, '3 months'],
    [400, '14 months'],
  ])('%i days -> %s', (days, text) => {
    expect(formatWait(days, en)).toBe(text);
  });

  it('says an unknown wait is not reported', () => {
    expect(formatWait(null, en)).toBe('Wait time not reported');
    expect(formatWait(undefined, en)).toBe('Wait time not reported');
  });

  it.each([
    [1, '1 día'],
    [7, '7 días'],
    [8, '2 semanas'],
    [31, '2 meses'],
    [null, 'Tiempo de espera no informado'],
  ])('%s days -> %s in Spanish', (days, text) => {
    expect(formatWait(days, es)).toBe(text);
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
