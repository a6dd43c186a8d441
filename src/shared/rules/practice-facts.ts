// What a practice is like for a child, beyond its services (docs/product.md#practice-facts): the
// ages it sees, the languages it speaks with families, whether it sees them by video. Each is
// unknown until an admin or the clinic says, and unknown is shown as unknown, never guessed.

/**
 * The languages a family can look for, as ISO 639-1 codes: those most spoken at home in the US
 * after English. Their names come from the browser's own tables (Intl.DisplayNames).
 */
export const SPOKEN_LANGUAGES = [
  'en',
  'es',
  'zh',
  'vi',
  'tl',
  'ar',
  'ko',
  'ru',
  'fr',
  'ht',
  'pt',
  'hi',
  'pl',
  'so',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export const isSpokenLanguage = (code: string): code is SpokenLanguage =>
  (SPOKEN_LANGUAGES as readonly string[]).includes(code);

/**
 * The oldest age in years anywhere in the product: a practice's ages seen, the profile's age of the
 * person the care is for (a child or an adult), the search's age.
 */
export const MAX_AGE_YEARS = 99;

export interface PracticeFacts {
  agesFrom: number | null;
  agesTo: number | null;
  languages: readonly string[] | null;
  telehealth: boolean | null;
}

/** Whether the practice sees a child of `years`: null when nobody has said which ages it sees. */
export function servesAge(facts: Pick<PracticeFacts, 'agesFrom' | 'agesTo'>, years: number) {
  if (facts.agesFrom === null || facts.agesTo === null) return null;
  return years >= facts.agesFrom && years <= facts.agesTo;
}

/** Whether the practice speaks `language`: null when nobody has said which it speaks. */
export function speaks(facts: Pick<PracticeFacts, 'languages'>, language: string) {
  return facts.languages === null ? null : facts.languages.includes(language);
}

/** One name table per locale: a list of cards names languages on every render. */
const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the reader's language, e.g. 'es' → 'Spanish' / 'español'. */
export function languageName(code: string, locale: string): string {
  let names = languageNames.get(locale);
  if (!names)
    languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names.of(code) ?? code;
}

/** The state a practice is licensed in: the registry's licence state, else where it is. */
export const licensedState = (provider: { licenseState: string | null; state: string }) =>
  provider.licenseState ?? provider.state;

/**
 * A practice beyond the family's travel distance still counts as within reach when it sees
 * families by video and is licensed in the family's state (a clinician may treat only where
 * licensed).
 */
export function reachedByTelehealth(
  provider: { telehealth: boolean | null; licenseState: string | null; state: string },
  homeState: string | null,
): boolean {
  return (
    provider.telehealth === true && homeState !== null && licensedState(provider) === homeState
  );
}
