import type { Language } from '@shared/i18n/languages';
import { clinicT as t } from '../clinic-emails/clinic-t';

/** The line that tells a clinic the family's language: 'Family prefers Spanish'. */
export const familyPrefersLine = (language: Language): string =>
  ({ en: t('familyPrefers.en'), es: t('familyPrefers.es') })[language];

/**
 * What an e-mail to a clinic (always in English) says about the family's language: the one the
 * family chose for clinics, so a clinic with Spanish-speaking staff can answer in it; nothing
 * when the family chose none (the language it reads the app in is not a choice for clinics).
 */
export const familyLanguageLines = (language: Language | null): string[] =>
  language ? [familyPrefersLine(language)] : [];
