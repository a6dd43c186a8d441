import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language';

describe('languageFromAcceptLanguage', () => {
  it('is Spanish when Spanish is the most wanted language we have', () => {
    expect(languageFromAcceptLanguage('es')).toBe('es');
    expect(languageFromAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('ES-mx')).toBe('es');
    expect(languageFromAcceptLanguage('fr-CA, es;q=0.5, en;q=0.3')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.4, es;q=0.6')).toBe('es');
  });

  it('honours q-values, and the earlier language on a tie', () => {
    expect(languageFromAcceptLanguage('es;q=0.5, en')).toBe('en');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.8, es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=0.8, en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('es;q=0, en;q=0.1')).toBe('en');
  });

  it('is English for anything else', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=abc')).toBe('en');
    expect(languageFromAcceptLanguage('estonian')).toBe('en');
    expect(languageFromAcceptLanguage(';;,,es-;q=2')).toBe('en');
  });
});
