import { describe, expect, it } from 'vitest';
import { daysBetween, estimateWait, type WaitSample } from './wait-estimate';

const reported = (days: number): WaitSample => ({ days, kind: 'reported' });
const observed = (days: number): WaitSample => ({ days, kind: 'observed' });

describe('estimateWait', () => {
  it('keeps the listed wait while there are fewer than three samples', () => {
    expect(estimateWait([reported(5), observed(9)], 40)).toEqual({ days: 40, source: 'listed' });
  });

  it('says unknown when there is neither enough samples nor a listed wait', () => {
    expect(estimateWait([reported(5)], null)).toEqual({ days: null, source: null });
  });

  it('takes the median of an odd number of samples', () => {
    expect(estimateWait([reported(30), reported(2), reported(10)], 90)).toEqual({
      days: 10,
      source: 'reported',
    });
  });

  it('averages the middle two of an even number of samples, rounded', () => {
    expect(estimateWait([observed(4), observed(10), observed(11), observed(100)], null)).toEqual({
      days: 11,
      source: 'observed',
    });
  });

  it('names the kind most samples are, reported on a tie', () => {
    expect(estimateWait([reported(1), observed(2), observed(3)], null).source).toBe('observed');
    expect(estimateWait([reported(1), reported(2), observed(3), observed(4)], null).source).toBe(
      'reported',
    );
  });

  it('counts an opening before the request as no wait at all', () => {
    expect(estimateWait([reported(-3), reported(-1), reported(-2)], 20).days).toBe(0);
  });
});

describe('daysBetween', () => {
  it('counts whole days, rounding across a daylight-saving change', () => {
    expect(daysBetween(new Date('2027-03-10T12:00:00Z'), new Date('2027-03-17T11:00:00Z'))).toBe(7);
    expect(daysBetween(new Date('2027-03-17T12:00:00Z'), new Date('2027-03-10T12:00:00Z'))).toBe(
      -7,
    );
  });
});
