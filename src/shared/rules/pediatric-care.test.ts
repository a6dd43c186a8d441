import { describe, expect, it } from 'vitest';
import { isAdultAge } from './care-for';
import { agesSeen, isPediatricOnly, laterForAdult } from './pediatric-care';

describe('pediatric-only specialties', () => {
  it('are the registry taxonomies and sample words for children, and nothing else', () => {
    expect(isPediatricOnly('Pediatrics, Developmental - Behavioral Pediatrics')).toBe(true);
    expect(isPediatricOnly('Pediatric Neurologist')).toBe(true);
    expect(isPediatricOnly('Psychologist, Clinical')).toBe(false);
    expect(isPediatricOnly('Behavior Analyst')).toBe(false);
    expect(isPediatricOnly(null)).toBe(false);
  });

  it('rank after the others for an adult of 18 and over, never for a child', () => {
    const pediatrician = isPediatricOnly('Developmental-Behavioral Pediatrician');
    expect(laterForAdult(isAdultAge(34), pediatrician)).toBe(1);
    expect(laterForAdult(isAdultAge(18), pediatrician)).toBe(1);
    expect(laterForAdult(isAdultAge(17), pediatrician)).toBe(0);
    expect(laterForAdult(isAdultAge(null), pediatrician)).toBe(0);
    expect(laterForAdult(isAdultAge(34), isPediatricOnly('Clinical Psychologist'))).toBe(0);
  });
});

describe('agesSeen', () => {
  it("takes the practice's own ages first, else a pediatric specialty's, else unknown", () => {
    const pediatric = 'Child & Adolescent Psychiatrist';
    expect(agesSeen({ agesFrom: 3, agesTo: 40, specialty: pediatric })).toEqual({
      agesFrom: 3,
      agesTo: 40,
    });
    expect(agesSeen({ agesFrom: null, agesTo: null, specialty: pediatric })).toEqual({
      agesFrom: 0,
      agesTo: 21,
    });
    expect(agesSeen({ agesFrom: null, agesTo: null, specialty: 'Neuropsychologist' })).toEqual({
      agesFrom: null,
      agesTo: null,
    });
  });
});
