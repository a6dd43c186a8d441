import { describe, expect, it } from 'vitest';
import { languageName, reachedByTelehealth, servesAge, speaks } from './practice-facts';

describe('practice facts', () => {
  it('says whether a child is seen, and nothing when the ages are unknown', () => {
    const twoToTwelve = { agesFrom: 2, agesTo: 12 };
    expect([1, 2, 12, 13].map((age) => servesAge(twoToTwelve, age))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(servesAge({ agesFrom: null, agesTo: null }, 4)).toBeNull();
  });

  it('says whether a language is spoken, and nothing when nobody has said', () => {
    expect(speaks({ languages: ['en', 'es'] }, 'es')).toBe(true);
    expect(speaks({ languages: ['en'] }, 'es')).toBe(false);
    expect(speaks({ languages: null }, 'es')).toBeNull();
  });

  it('counts telehealth as within reach only where the clinician is licensed', () => {
    const video = { telehealth: true, licenseState: 'NC', state: 'VA' };
    expect(reachedByTelehealth(video, 'NC')).toBe(true);
    expect(reachedByTelehealth(video, 'VA')).toBe(false);
    // Without a registry licence, the state it practises in.
    expect(reachedByTelehealth({ ...video, licenseState: null }, 'VA')).toBe(true);
    expect(reachedByTelehealth({ ...video, telehealth: null }, 'NC')).toBe(false);
    expect(reachedByTelehealth(video, null)).toBe(false);
  });

  it("names languages in the reader's language", () => {
    expect(languageName('es', 'en-US')).toBe('Spanish');
    expect(languageName('es', 'es-US')).toBe('español');
  });
});
