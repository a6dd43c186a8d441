// Care only children receive (docs/product.md#who-the-care-is-for): one rule for which specialties
// are pediatric-only, what that says about the ages a practice sees when nobody has said, and how
// an adult's search ranks them.

/**
 * Specialties whose licence is for children and teenagers: the registry's NUCC taxonomy names
 * (2080P0006X, 2080P0008X, 2084P0804X, 2084N0402X, 103TC2200X, 225XP0200X, 252Y00000X; a
 * registry provider's specialty is its primary taxonomy's name) and the sample data's own words
 * for the same.
 */
export const PEDIATRIC_ONLY_SPECIALTIES: ReadonlySet<string> = new Set([
  'Pediatrics, Developmental - Behavioral Pediatrics',
  'Pediatrics, Neurodevelopmental Disabilities',
  'Psychiatry & Neurology, Child & Adolescent Psychiatry',
  'Psychiatry & Neurology, Neurology with Special Qualifications in Child Neurology',
  'Psychologist, Clinical Child & Adolescent',
  'Occupational Therapist, Pediatrics',
  'Early Intervention Provider Agency',
  'Developmental-Behavioral Pediatrician',
  'Child & Adolescent Psychiatrist',
  'Pediatric Neurologist',
  'Early Intervention Agency',
]);

export const isPediatricOnly = (specialty: string | null | undefined): boolean =>
  specialty !== null && specialty !== undefined && PEDIATRIC_ONLY_SPECIALTIES.has(specialty);

/** The ages a pediatric-only specialty sees, in years: pediatric care runs to 21. */
export const PEDIATRIC_AGES = { agesFrom: 0, agesTo: 21 } as const;

/**
 * The ages a practice sees, from the first source that says: the clinic's listing or an admin
 * (the provider's own ages), else its specialty when that is pediatric-only. Payer directories
 * name no ages today. Null ages: nobody has said, and the practice stays in every age's search.
 */
export function agesSeen(provider: {
  agesFrom: number | null;
  agesTo: number | null;
  specialty?: string | null;
}): { agesFrom: number | null; agesTo: number | null } {
  if (provider.agesFrom !== null && provider.agesTo !== null) {
    return { agesFrom: provider.agesFrom, agesTo: provider.agesTo };
  }
  return isPediatricOnly(provider.specialty) ? PEDIATRIC_AGES : { agesFrom: null, agesTo: null };
}

/**
 * In an adult's 'Soonest' list the pediatric-only specialties come after every other provider:
 * 1 for those ranked later, 0 for the rest (and for every provider in a child's search).
 */
export const laterForAdult = (adult: boolean, pediatricOnly: boolean): 0 | 1 =>
  adult && pediatricOnly ? 1 : 0;
