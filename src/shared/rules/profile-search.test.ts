import { describe, expect, it } from 'vitest';
import { keptSearchOf, startingSearch } from './profile-search';

const profile = { desiredServices: ['ABA', 'Speech Therapy'], childAgeYears: 6, savedSearch: null };
const start = (url: string, of: Parameters<typeof startingSearch>[1] = profile) =>
  startingSearch(new URLSearchParams(url), of)?.toString() ?? null;

describe('startingSearch', () => {
  it("starts a bare search with the profile's services and age, keeping the tab", () => {
    expect(start('tab=list')).toBe('tab=list&service=ABA&service=Speech+Therapy&age=6');
  });

  it('leaves a search of its own as it is', () => {
    expect(start('age=3')).toBeNull();
  });

  it('starts with the kept search as it was kept, even an empty one', () => {
    expect(start('', { ...profile, savedSearch: 'service=B&age=2&service=A&sort=name' })).toBe(
      'service=B&age=2&service=A&sort=name',
    );
    expect(start('tab=list', { ...profile, savedSearch: '' })).toBeNull();
  });

  it("falls back to the profile's services when the kept search is not one", () => {
    expect(start('', { ...profile, savedSearch: 'age=old' })).toBe(
      'service=ABA&service=Speech+Therapy&age=6',
    );
  });

  it('leaves the address as it is when the profile names nothing', () => {
    expect(start('', { desiredServices: [], childAgeYears: null, savedSearch: null })).toBeNull();
  });
});

describe('keptSearchOf', () => {
  const kept = (url: string) => keptSearchOf(new URLSearchParams(url))?.toString() ?? null;

  it('keeps every parameter but the tab', () => {
    expect(kept('tab=list&service=A&service=B&sort=wait')).toBe('service=A&service=B&sort=wait');
  });

  it('refuses an unknown parameter, an invalid value or order', () => {
    expect(kept('utm=1')).toBeNull();
    expect(kept('age=old')).toBeNull();
    expect(kept('sort=sideways')).toBeNull();
    expect(kept('bounds=1,2,3,4')).toBeNull();
  });
});
