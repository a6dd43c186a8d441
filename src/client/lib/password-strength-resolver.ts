import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  checkPasswordStrength,
  loadPasswordEstimator,
  type PasswordProblem,
  type PasswordSuggestion,
  type PasswordWarning,
} from '@shared/rules/password-strength';
import { i18n } from '@client/i18n/i18n';

// For every form that sets a password: the server's strength rule, run in the browser first so
// the form can say why a password will not do before anything is sent.

/** Why a password will not do, in the language on screen: zxcvbn's warning and suggestion. */
export function passwordProblemMessage(problem: PasswordProblem, t: TFunction<'auth'>): string {
  if (problem.kind === 'tooShort') return t('password.tooShort', { min: problem.min });
  const warnings: Record<PasswordWarning, string> = {
    straightRow: t('password.warning.straightRow'),
    keyPattern: t('password.warning.keyPattern'),
    simpleRepeat: t('password.warning.simpleRepeat'),
    extendedRepeat: t('password.warning.extendedRepeat'),
    sequences: t('password.warning.sequences'),
    recentYears: t('password.warning.recentYears'),
    dates: t('password.warning.dates'),
    topTen: t('password.warning.topTen'),
    topHundred: t('password.warning.topHundred'),
    common: t('password.warning.common'),
    similarToCommon: t('password.warning.similarToCommon'),
    wordByItself: t('password.warning.wordByItself'),
    namesByThemselves: t('password.warning.namesByThemselves'),
    commonNames: t('password.warning.commonNames'),
    userInputs: t('password.warning.userInputs'),
    pwned: t('password.warning.pwned'),
  };
  const suggestions: Record<PasswordSuggestion, string> = {
    l33t: t('password.suggestion.l33t'),
    reverseWords: t('password.suggestion.reverseWords'),
    allUppercase: t('password.suggestion.allUppercase'),
    capitalization: t('password.suggestion.capitalization'),
    dates: t('password.suggestion.dates'),
    recentYears: t('password.suggestion.recentYears'),
    associatedYears: t('password.suggestion.associatedYears'),
    sequences: t('password.suggestion.sequences'),
    repeated: t('password.suggestion.repeated'),
    longerKeyboardPattern: t('password.suggestion.longerKeyboardPattern'),
    anotherWord: t('password.suggestion.anotherWord'),
    useWords: t('password.suggestion.useWords'),
    noNeed: t('password.suggestion.noNeed'),
    pwned: t('password.suggestion.pwned'),
  };
  const warning = problem.warning ? warnings[problem.warning] : t('password.easyToGuess');
  const suggestion = problem.suggestion ? suggestions[problem.suggestion] : t('password.addWords');
  return `${warning} ${suggestion}`;
}

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
    const message = passwordProblemMessage(verdict.problem, i18n.getFixedT(null, 'auth'));
    return {
      values: {},
      errors: { ...result.errors, [options.field]: { type: 'weak', message } },
    };
  };
}

/** Starts fetching the estimator's word lists while `active`, so they are there when needed. */
export function usePasswordEstimator(active: boolean): void {
  useEffect(() => {
    if (active) loadPasswordEstimator().catch(() => {});
  }, [active]);
}
