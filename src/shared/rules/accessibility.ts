// A practice's place as payer directories describe its access (docs/product.md#filters): the
// codes of Plan-Net's AccessibilityCS. Directories only ever report what a place offers, never
// what it lacks, so a missing code means nobody has said, not 'no'.

/** In the code system's order: handicap accessible, ADA compliant, public transit, cultural. */
export const ACCESSIBILITY_CODES = ['handiaccess', 'adacomp', 'pubtrans', 'cultcomp'] as const;
export type AccessibilityCode = (typeof ACCESSIBILITY_CODES)[number];

export const isAccessibilityCode = (code: string): code is AccessibilityCode =>
  (ACCESSIBILITY_CODES as readonly string[]).includes(code);

/**
 * Reported accessible for people with disabilities: handicap accessible or ADA compliant. Public
 * transit and cultural competence say nothing of getting through the door.
 */
export const isReportedAccessible = (codes: readonly string[] | null | undefined): boolean =>
  codes?.some((code) => code === 'handiaccess' || code === 'adacomp') ?? false;
