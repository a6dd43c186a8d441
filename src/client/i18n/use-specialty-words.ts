import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { specialtyWords } from '@shared/rules/specialty-words';

/** A provider's specialty in the language on screen (`specialtyWords`). */
export function useSpecialtyWords(): (specialty: string) => string {
  const { t } = useTranslation('common');
  // Built once per language (`t` changes with it), not on every card's render.
  return useMemo(() => specialtyWords(t), [t]);
}
