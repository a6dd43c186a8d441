import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@client/i18n/i18n';
import { activeFilters, emptyResultText } from './active-filters';
import { useOptionWords } from './use-option-words';

const t = i18n.getFixedT('en', 'search');
const words = renderHook(() => useOptionWords()).result.current;

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
      { state: 'GA', insurance: 'Aetna', matchingOnly: true },
      'No providers found in GA accepting Aetna and your insurance.',
    ],
  ])('%o reads %s', (filters, text) => {
    expect(emptyResultText({ sort: 'soonest', ...filters }, t, words)).toBe(text);
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
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'State: NC',
      'Search: "oak"',
      'Autism Diagnosis',
      'ADHD Evaluation',
      'Insurance: Aetna',
      'Accepts my insurance',
    ]);
    expect(chips[2]!.remove).toEqual({ service: ['ADHD Evaluation'] });
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
    expect(emptyResultText(params, es, esWords)).toBe(
      'No encontramos proveedores en NC con Diagnóstico de autismo, Evaluación de TDAH y Art Therapy que acepten Aetna y su seguro médico.',
    );
    expect(emptyResultText({ sort: 'soonest', q: 'zzz' }, es, esWords)).toBe(
      'No hay proveedores que coincidan con "zzz".',
    );
    expect(
      activeFilters({ ...params, q: 'oak', insurance: 'Other' }, es, esWords).map(
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
