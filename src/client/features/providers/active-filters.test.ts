import { describe, expect, it } from 'vitest';
import { activeFilters, emptyResultText } from './active-filters';

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
      'No providers found with Autism Diagnosis, ADHD Evaluation or Family Counseling.',
    ],
    [
      { state: 'GA', insurance: 'Aetna', matchingOnly: true },
      'No providers found in GA accepting Aetna and your insurance.',
    ],
  ])('%o reads %s', (filters, text) => {
    expect(emptyResultText({ sort: 'soonest', ...filters })).toBe(text);
  });
});

describe('activeFilters', () => {
  it('gives each filter a chip, and each service its own', () => {
    const chips = activeFilters({
      sort: 'soonest',
      state: 'NC',
      q: 'oak',
      service: ['Autism Diagnosis', 'ADHD Evaluation'],
      insurance: 'Aetna',
      matchingOnly: true,
    });
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
