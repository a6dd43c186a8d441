import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { checkPasswordStrength, loadPasswordEstimator } from '@shared/rules/password-strength';

// For every form that sets a password: the server's strength rule, run in the browser first so
// the form can say why a password will not do before anything is sent.

/**
 * `resolver` (the form's schema checks), then the strength rule on `field` once that field has
 * passed them. `userInputs` picks the person's own details from the form's values.
 */
export function withPasswordStrength(
  resolver: Resolver<FieldValues>,
  options: { field: string; userInputs: (values: FieldValues) => unknown[] },
): Resolver<FieldValues> {
  return async (values, context, resolverOptions) => {
    const result = await resolver(values, context, resolverOptions);
    if (result.errors[options.field]) return result;
    const password = values[options.field];
    if (typeof password !== 'string') return result;
    const inputs = options.userInputs(values).filter((v): v is string => typeof v === 'string');
    let verdict;
    try {
      verdict = await checkPasswordStrength(password, inputs);
    } catch {
      // The estimator did not load (a dropped connection): the server checks anyway.
      return result;
    }
    if (verdict.ok) return result;
    return {
      values: {},
      errors: { ...result.errors, [options.field]: { type: 'weak', message: verdict.message } },
    };
  };
}

/** Starts fetching the estimator's word lists while `active`, so they are there when needed. */
export function usePasswordEstimator(active: boolean): void {
  useEffect(() => {
    if (active) loadPasswordEstimator().catch(() => {});
  }, [active]);
}
