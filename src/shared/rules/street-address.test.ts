import { describe, expect, it } from 'vitest';
import { directionsUrl, streetAddress } from './street-address';

describe('streetAddress', () => {
  it('writes the street, city, state and ZIP code on one line', () => {
    expect(
      streetAddress({ addressLine: '12 Oak St', city: 'Raleigh', state: 'NC', zipCode: '27601' }),
    ).toBe('12 Oak St, Raleigh, NC 27601');
    expect(streetAddress({ addressLine: null, city: 'Raleigh', state: 'NC', zipCode: null })).toBe(
      'Raleigh, NC',
    );
  });
});

describe('directionsUrl', () => {
  it('asks the maps for directions to the address, encoded', () => {
    expect(directionsUrl('12 Oak St, Raleigh, NC 27601')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12+Oak+St%2C+Raleigh%2C+NC+27601',
    );
    expect(directionsUrl(null)).toBeNull();
  });
});
