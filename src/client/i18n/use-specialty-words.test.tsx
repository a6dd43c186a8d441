import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from './i18n';
import { useSpecialtyWords } from './use-specialty-words';

describe('useSpecialtyWords', () => {
  afterEach(() => showLanguage('en'));

  it('keeps the registry’s English names in English', () => {
    const { result } = renderHook(() => useSpecialtyWords());
    expect(result.current('Psychologist, Clinical')).toBe('Psychologist, Clinical');
    expect(result.current('Neuropsychologist')).toBe('Neuropsychologist');
  });

  it('names a known specialty in Spanish, and shows an unknown one as the registry wrote it', async () => {
    await showLanguage('es');
    const { result } = renderHook(() => useSpecialtyWords());
    expect(result.current('Psychologist, Clinical')).toBe('Psicología clínica');
    expect(result.current('Speech-Language Pathologist')).toBe('Patología del habla y el lenguaje');
    expect(result.current('Dentist')).toBe('Dentist');
  });
});
