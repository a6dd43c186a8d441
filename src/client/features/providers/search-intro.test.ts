import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@client/i18n/i18n';
import { searchIntro } from './search-intro';
import type { OptionWords } from './use-option-words';

const SERVICE_KEYS: Record<string, string> = {
  'Applied Behavior Analysis (ABA)': 'service.aba',
  'Speech-Language Therapy': 'service.speech',
};

/** Services in the catalog's words of `language`, as the page's `useOptionWords` gives them. */
const wordsIn = (language: 'en' | 'es'): OptionWords => ({
  service: (value) => i18n.getFixedT(language, 'common')(SERVICE_KEYS[value]!),
  insurance: (value) => value,
  language: (code) => code,
});

const SERVICES = ['Applied Behavior Analysis (ABA)', 'Speech-Language Therapy'];

describe('the search intro', () => {
  beforeAll(() => showLanguage('es'));
  afterAll(() => showLanguage('en'));

  it('names the services searched for, with and or or as the search takes them', () => {
    const en = i18n.getFixedT('en', 'search');
    expect(searchIntro(SERVICES, false, wordsIn('en'), en, 'en-US')).toBe(
      'Providers of Applied Behavior Analysis (ABA) and Speech-Language Therapy who accept your insurance',
    );
    expect(searchIntro(SERVICES.slice(0, 1), undefined, wordsIn('en'), en, 'en-US')).toBe(
      'Providers of Applied Behavior Analysis (ABA) who accept your insurance',
    );
    const es = i18n.getFixedT('es', 'search');
    expect(searchIntro(SERVICES, true, wordsIn('es'), es, 'es-US')).toBe(
      'Proveedores de Análisis conductual aplicado (ABA) o Terapia del habla y del lenguaje que acepten su seguro médico',
    );
  });

  it('names no specialty when no service was chosen', () => {
    const es = i18n.getFixedT('es', 'search');
    expect(searchIntro(undefined, undefined, wordsIn('es'), es, 'es-US')).toBe(
      'Encuentre proveedores que acepten su seguro médico y ofrezcan los servicios que necesita',
    );
  });
});
