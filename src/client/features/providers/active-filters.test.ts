import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@client/i18n/i18n';
import type { Profile } from '@shared/api/profile';
import type { ProviderListParams } from './api/get-providers';
import { activeFilters, emptyResultText, familyNarrowing } from './active-filters';
import { useOptionWords } from './use-option-words';

const t = i18n.getFixedT('en', 'search');
const words = renderHook(() => useOptionWords()).result.current;
/** A family with Medicaid at 27601 that has not chosen a distance. */
type SearchProfile = Pick<Profile, 'insuranceType' | 'zipCode' | 'travelMiles' | 'careFor'>;
const medicaid: SearchProfile = {
  insuranceType: 'Medicaid',
  zipCode: '27601',
  travelMiles: 50,
  careFor: 'child',
};
const noProfile: SearchProfile = {
  insuranceType: null,
  zipCode: null,
  travelMiles: 50,
  careFor: 'child',
};
const familyOf = (params: ProviderListParams, profile: SearchProfile = noProfile) =>
  familyNarrowing(params, profile);

describe('emptyResultText', () => {
  it.each([
    [{}, 'No providers match your filters.'],
    [{ state: 'NC' }, 'No providers found in NC.'],
    [
      { q: 'zzz', state: 'NC', service: ['Autism Diagnosis'] },
      'No providers match "zzz" in NC with Autism Diagnosis.',
    ],
    [
      { service: ['Autism Diagnosis', 'ADHD Evaluation', 'Family Counseling'] },
      'No providers found with Autism Diagnosis, ADHD Evaluation and Family Counseling.',
    ],
    [
      { service: ['Autism Diagnosis', 'ADHD Evaluation'], anyService: true },
      'No providers found with Autism Diagnosis or ADHD Evaluation.',
    ],
    [
      { state: 'NC', accessible: true },
      'No providers found in NC that are reported accessible for disabilities.',
    ],
  ])('%o reads %s', (filters, text) => {
    const params = { sort: 'soonest' as const, ...filters };
    expect(emptyResultText(params, t, words, familyOf(params))).toBe(text);
  });

  it("names the family's own distance and insurance", () => {
    const strict = {
      sort: 'soonest' as const,
      state: 'GA',
      insurance: 'Aetna',
      matchingOnly: true,
    };
    expect(emptyResultText(strict, t, words, familyOf(strict, medicaid))).toBe(
      'No providers found in GA within 50 miles of home accepting Aetna and your insurance.',
    );
    const byDefault = {
      sort: 'soonest' as const,
      service: ['Autism Diagnosis'],
      within: 10 as const,
    };
    expect(emptyResultText(byDefault, t, words, familyOf(byDefault, medicaid))).toBe(
      'No providers found within 10 miles of home with Autism Diagnosis accepting Medicaid or not known to refuse it.',
    );
  });
  it("names the age as a child's, or as an adult's own when the care is for them", () => {
    const params = { sort: 'soonest' as const, state: 'NC', age: 34 };
    expect(emptyResultText(params, t, words, familyOf(params))).toBe(
      'No providers found in NC that may see a child of 34.',
    );
    const adult = familyOf(params, { ...noProfile, careFor: 'self' });
    expect(emptyResultText(params, t, words, adult)).toBe(
      'No providers found in NC that may see someone aged 34.',
    );
  });
});

describe('activeFilters', () => {
  it('gives each filter a chip, and each service its own', () => {
    const chips = activeFilters(
      {
        sort: 'soonest',
        state: 'NC',
        q: 'oak',
        service: ['Autism Diagnosis', 'ADHD Evaluation'],
        insurance: 'Aetna',
        matchingOnly: true,
      },
      t,
      words,
      familyOf({ sort: 'soonest', matchingOnly: true }, medicaid),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Within 50 mi',
      'State: NC',
      'Search: "oak"',
      'Autism Diagnosis',
      'ADHD Evaluation',
      'Insurance: Aetna',
      'Accepts my insurance',
    ]);
    expect(chips[3]!.remove).toEqual({ service: ['ADHD Evaluation'] });
  });

  it("shows the family's distance and insurance as chips that lift them", () => {
    const params: ProviderListParams = { sort: 'soonest' };
    const chips = activeFilters(params, t, words, familyOf(params, medicaid));
    expect(chips.map((chip) => [chip.label, chip.remove])).toEqual([
      ['Within 50 mi', { within: 'any' }],
      ['Medicaid: accepted or unknown', { anyInsurance: 'true' }],
    ]);
    // Lifted, the insurance still shows, so the list never hides that it no longer applies.
    const lifted: ProviderListParams = { sort: 'soonest', within: 'any', anyInsurance: true };
    expect(
      activeFilters(lifted, t, words, familyOf(lifted, medicaid)).map((chip) => [
        chip.label,
        chip.remove,
      ]),
    ).toEqual([['Any insurance: ask about Medicaid', { anyInsurance: undefined }]]);
    // The last distance chosen applies until the search names another; none without a home.
    expect(familyOf(params, { ...medicaid, travelMiles: 25 }).reachMiles).toBe(25);
    expect(familyOf(params, { ...medicaid, travelMiles: null }).reachMiles).toBeNull();
    expect(familyOf({ sort: 'soonest', within: 10 }, noProfile).reachMiles).toBeNull();
  });
});

describe('in Spanish', () => {
  beforeAll(() => showLanguage('es'));
  afterAll(() => showLanguage('en'));

  it('names the filters and our services in Spanish, and insurers as they are', () => {
    const es = i18n.getFixedT('es', 'search');
    const esWords = renderHook(() => useOptionWords()).result.current;
    const params = {
      sort: 'soonest' as const,
      state: 'NC',
      service: ['Autism Diagnosis', 'ADHD Evaluation', 'Art Therapy'],
      insurance: 'Aetna',
      matchingOnly: true,
    };
    const family = familyOf(params, { ...medicaid, zipCode: null });
    expect(emptyResultText(params, es, esWords, family)).toBe(
      'No encontramos proveedores en NC con Diagnóstico de autismo, Evaluación de TDAH y Art Therapy que acepten Aetna y su seguro médico.',
    );
    const q = { sort: 'soonest' as const, q: 'zzz' };
    expect(emptyResultText(q, es, esWords, familyOf(q))).toBe(
      'No hay proveedores que coincidan con "zzz".',
    );
    const lifted = { sort: 'soonest' as const };
    expect(
      activeFilters(lifted, es, esWords, familyOf(lifted, medicaid)).map((chip) => chip.label),
    ).toEqual(['Hasta 50 mi', 'Medicaid: aceptado o sin confirmar']);
    expect(
      activeFilters({ ...params, q: 'oak', insurance: 'Other' }, es, esWords, family).map(
        (chip) => chip.label,
      ),
    ).toEqual([
      'Estado: NC',
      'Búsqueda: "oak"',
      'Diagnóstico de autismo',
      'Evaluación de TDAH',
      'Art Therapy',
      'Seguro médico: Otro',
      'Acepta mi seguro médico',
    ]);
  });
});
