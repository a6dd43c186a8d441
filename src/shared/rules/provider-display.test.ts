import { describe, expect, it } from 'vitest';
import { providerInitials, websiteWithFlag } from './provider-display';

describe('providerInitials', () => {
  it.each([
    ['Juniper Path Developmental Clinic', 'JP'],
    ['bluebird therapy', 'BT'],
    ['Solo', 'S'],
    ['  Spaced   Out  Name ', 'SO'],
  ])('%s -> %s', (name, initials) => {
    expect(providerInitials(name)).toBe(initials);
  });
});

describe('websiteWithFlag', () => {
  it('adds the flag to a plain address', () => {
    expect(websiteWithFlag('https://juniper-path.example', 'appointment')).toBe(
      'https://juniper-path.example/?appointment=true',
    );
  });

  it('keeps an existing query string and fragment', () => {
    expect(websiteWithFlag('https://x.example/book?ref=care#top', 'contact')).toBe(
      'https://x.example/book?ref=care&contact=true#top',
    );
  });

  it('gives nothing for a missing or unsafe address', () => {
    expect(websiteWithFlag(null, 'contact')).toBeNull();
    expect(websiteWithFlag('javascript:alert(1)', 'contact')).toBeNull();
    expect(websiteWithFlag('not a url', 'contact')).toBeNull();
  });
});
