import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { FoundCount } from './filter-summary';

// The count beside the results, with how many are confirmed for the telehealth and language
// filters while they are on (docs/product.md#filters).

const both = {
  telehealth: { confirmed: 3, notReported: 19 },
  language: { language: 'es', confirmed: 1, notReported: 21 },
};

describe('FoundCount', () => {
  afterEach(() => showLanguage('en'));

  it('says the count alone while neither filter is on', () => {
    render(<FoundCount total={22} known={{ telehealth: null, language: null }} />);
    expect(screen.getByRole('status').textContent).toBe('22 provider(s) found');
  });

  it('says how many are confirmed and how many not reported, in one announcement', () => {
    render(<FoundCount total={22} known={both} />);
    const status = screen.getByRole('status');
    expect([...status.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      '22 provider(s) found',
      'Telehealth: 3 confirmed, 19 not reported',
      'Spanish: 1 confirmed, 21 not reported',
    ]);
  });

  it('says nothing of the last answer while searching', () => {
    render(<FoundCount total={undefined} known={both} />);
    expect(screen.getByRole('status').textContent).toBe('Searching...');
  });

  it('speaks Spanish, with its plural forms', async () => {
    await showLanguage('es');
    render(<FoundCount total={22} known={both} />);
    const lines = [...screen.getByRole('status').querySelectorAll('p')].map((p) => p.textContent);
    expect(lines).toEqual([
      '22 proveedores encontrados',
      'Telesalud: 3 confirmados, 19 sin informar',
      'Idioma español: 1 confirmado, 21 sin informar',
    ]);
  });
});
