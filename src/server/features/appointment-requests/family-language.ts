import type { Language } from '@shared/i18n/languages';

/** The exact words that tell a clinic the family reads Spanish. */
export const FAMILY_PREFERS_SPANISH = 'Family prefers Spanish';

/**
 * What an e-mail to a clinic (always in English) says about the family's language: one line when
 * it is not English, so a clinic with Spanish-speaking staff can answer in it; nothing otherwise.
 */
export const familyLanguageLines = (language: Language): string[] =>
  language === 'es' ? [FAMILY_PREFERS_SPANISH] : [];
