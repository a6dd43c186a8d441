import { z } from 'zod';
import { MAX_AGE_YEARS, SPOKEN_LANGUAGES } from '@shared/rules/practice-facts';
import { errorMessage, schemaError, schemaErrorText } from './error-messages';

const age = z
  .number(schemaError('facts.ages', { max: MAX_AGE_YEARS }))
  .int(schemaError('facts.ages', { max: MAX_AGE_YEARS }))
  .min(0, schemaError('facts.ages', { max: MAX_AGE_YEARS }))
  .max(MAX_AGE_YEARS, schemaError('facts.ages', { max: MAX_AGE_YEARS }))
  .nullable();

/**
 * Ages, languages and telehealth as an admin or the clinic gives them: each null for 'not known'.
 * The same fields in the admin's details and in the clinic's reply.
 */
export const practiceFactsFields = {
  agesFrom: age,
  agesTo: age,
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, schemaError('facts.languages')), schemaError('facts.languages'))
    .max(SPOKEN_LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, schemaError('management.optionOnce'))
    .nullable(),
  telehealth: z.boolean(schemaError('facts.telehealth')).nullable(),
};

/** Both ages or neither, the oldest not below the youngest; the issue names the age to fix. */
export function checkAges(
  facts: { agesFrom: number | null; agesTo: number | null },
  ctx: z.RefinementCtx,
): void {
  if ((facts.agesFrom === null) !== (facts.agesTo === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [facts.agesFrom === null ? 'agesFrom' : 'agesTo'],
      message: schemaErrorText(errorMessage('facts.agesBoth')),
    });
  } else if (facts.agesFrom !== null && facts.agesTo !== null && facts.agesTo < facts.agesFrom) {
    ctx.addIssue({
      code: 'custom',
      path: ['agesTo'],
      message: schemaErrorText(errorMessage('facts.agesOrder')),
    });
  }
}

export const practiceFactsSchema = z.object(practiceFactsFields).superRefine(checkAges);
export type PracticeFactsInput = z.infer<typeof practiceFactsSchema>;
