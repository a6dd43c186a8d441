// Who the care is for (docs/product.md#who-the-care-is-for): the family's child, or the person
// signed in, an autistic adult looking for care for themselves. Words on every page follow it
// ('your child' / 'you'), and an adult's search ranks adult care first.

export const CARE_FOR = ['child', 'self'] as const;
export type CareFor = (typeof CARE_FOR)[number];

/** From this age (years) the person the care is for is an adult: adult care ranks first. */
export const ADULT_AGE_YEARS = 18;

/** Whether a search is for an adult: its age, else the profile's; unknown is not an adult. */
export const isAdultAge = (years: number | null | undefined): boolean =>
  years !== null && years !== undefined && years >= ADULT_AGE_YEARS;
