import type { Language } from '@shared/i18n/languages';

/** Each language as an English-reading front desk names it. */
const ENGLISH_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

/** The line that tells a clinic the family's language: 'Family prefers Spanish'. */
export const familyPrefersLine = (language: Language) =>
  `Family prefers ${ENGLISH_NAMES[language]}`;

/**
 * What an e-mail to a clinic (always in English) says about the family's language: the one the
 * family chose for clinics, so a clinic with Spanish-speaking staff can answer in it; nothing
 * when the family chose none (the language it reads the app in is not a choice for clinics).
 */
export const familyLanguageLines = (language: Language | null): string[] =>
  language ? [familyPrefersLine(language)] : [];
