import { describe, expect, it } from 'vitest';
import { providerMatches, type FilterableProvider } from './provider-filter';

const clinic: FilterableProvider = {
  name: 'Juniper Path Developmental Clinic',
  city: 'Chapel Hill',
  state: 'NC',
  latitude: 35.91,
  longitude: -79.05,
  servicesOffered: ['Autism Diagnosis', 'ADHD Evaluation'],
  acceptedInsurance: ['Medicaid', 'Aetna'],
};

describe('providerMatches', () => {
  it('matches everything without filters', () => {
    expect(providerMatches(clinic, {}, null)).toBe(true);
  });

  it.each([
    [{ state: 'NC' }, true],
    [{ state: 'GA' }, false],
    [{ q: 'juniper' }, true],
    [{ q: '  CHAPEL ' }, true],
    [{ q: 'path dev' }, true],
    [{ q: 'atlanta' }, false],
    [{ q: '   ' }, true],
    [{ service: ['Autism Diagnosis'] }, true],
    [{ service: ['Applied Behavior Analysis (ABA)'] }, false],
    // Several services: all of them, unless any one is asked for.
    [{ service: ['Applied Behavior Analysis (ABA)', 'Autism Diagnosis'] }, false],
    [{ service: ['Applied Behavior Analysis (ABA)', 'Autism Diagnosis'], anyService: true }, true],
    [{ service: ['ADHD Evaluation', 'Autism Diagnosis'] }, true],
    [{ insurance: 'Aetna' }, true],
    [{ insurance: 'Cigna' }, false],
    [{ bounds: { west: -80, south: 35, east: -79, north: 36 } }, true],
    [{ bounds: { west: -79, south: 35, east: -78, north: 36 } }, false],
    [{ state: 'NC', q: 'juniper', service: ['ADHD Evaluation'], insurance: 'Medicaid' }, true],
    [{ state: 'NC', q: 'juniper', service: ['ADHD Evaluation'], insurance: 'Cigna' }, false],
  ])('%o -> %s', (filter, expected) => {
    expect(providerMatches(clinic, filter, null)).toBe(expected);
  });

  it('"matching only" requires the family’s insurance', () => {
    expect(providerMatches(clinic, { matchingOnly: true }, 'Medicaid')).toBe(true);
    expect(providerMatches(clinic, { matchingOnly: true }, 'Humana')).toBe(false);
    // No insurance on the profile: nothing to match against, the filter does nothing.
    expect(providerMatches(clinic, { matchingOnly: true }, null)).toBe(true);
  });

  it('"accessible" keeps only a place reported handicap accessible or ADA compliant', () => {
    const reporting = (accessibility: string[] | null) => ({ ...clinic, accessibility });
    const accessible = { accessible: true };
    expect(providerMatches(reporting(['handiaccess']), accessible, null)).toBe(true);
    expect(providerMatches(reporting(['pubtrans', 'adacomp']), accessible, null)).toBe(true);
    expect(providerMatches(reporting(['pubtrans', 'cultcomp']), accessible, null)).toBe(false);
    // Unlike telehealth, nobody having said is not kept: no one reports 'not accessible'.
    expect(providerMatches(reporting(null), accessible, null)).toBe(false);
    expect(providerMatches(clinic, accessible, null)).toBe(false);
    expect(providerMatches(clinic, { accessible: false }, null)).toBe(true);
  });
});
