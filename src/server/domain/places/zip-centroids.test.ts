import { describe, expect, it } from 'vitest';
import { STATE_AND_DC_CODES, US_TERRITORY_CODES } from '@shared/rules/us-states';
import { zipCentroid, zipPrefixesOfState, zipState } from './zip-centroids';

describe('ZIP code centres', () => {
  it('cover every state, DC and territory an admin can import', () => {
    for (const state of [...STATE_AND_DC_CODES, ...US_TERRITORY_CODES]) {
      const prefixes = zipPrefixesOfState(state);
      expect({ state, placed: prefixes.length > 0 }).toEqual({ state, placed: true });
    }
  });

  it.each([
    ['20001', 'DC'],
    ['00901', 'PR'],
    ['96910', 'GU'],
    ['00802', 'VI'],
    ['96799', 'AS'],
    ['96950', 'MP'],
  ])('places %s in %s', (zip, state) => {
    const centre = zipCentroid(zip)!;
    expect(zipState(zip)).toBe(state);
    expect(Math.abs(centre.latitude)).toBeGreaterThan(1);
    expect(Math.abs(centre.longitude)).toBeGreaterThan(1);
  });

  it('has no centre for a military mail ZIP the table puts at 0,0, nor for an unknown one', () => {
    expect(zipState('09002')).toBe('AE');
    expect(zipCentroid('09002')).toBeNull();
    expect(zipCentroid('00001')).toBeNull();
    expect(zipCentroid('2000')).toBeNull();
  });
});
