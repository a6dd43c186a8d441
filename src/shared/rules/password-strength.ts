import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from '@shared/api/auth';

// The one rule for a new password, on the server (which decides) and in the browser (which says
// why before anything is sent): long enough, and not easy to guess as zxcvbn judges it, with its
// lists of common passwords, words and names and the person's own name and e-mail. The estimator
// and its word lists are large, so they are loaded on first use only; a browser fetches them when
// a form that sets a password is shown.

/** zxcvbn's score from 0 to 4; 3 and up stands up to an offline attack on a slow hash. */
export const PASSWORD_MIN_SCORE = 3;

export type PasswordVerdict = { ok: true } | { ok: false; message: string };

// Our own words, which anyone guessing a password for this site tries first.
const SITE_WORDS = ['autism', 'autismcare', 'carefinder', 'autismcarefinder'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator with its word lists, loaded once; call it early to have it ready in time. */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        translations: {
          ...en.translations,
          warnings: {
            ...en.translations.warnings,
            userInputs: "Your name, your e-mail address and this site's name are easy to guess.",
          },
        },
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
        // Near misses of common passwords are caught without it too ('password1234' scores 1);
        // with it each check costs about 200 ms of CPU, on the server and while typing.
        useLevenshteinDistance: false,
      }),
    (error: unknown) => {
      // A failed load (a dropped connection in the browser) is tried again next time.
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/**
 * Whether `password` may be chosen. `userInputs` are the person's own details (name, e-mail),
 * which make a password easy to guess for anyone who knows them.
 */
export async function checkPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { ok: false, message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  const result = (await loadPasswordEstimator()).check(password, personalWords(userInputs));
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  return { ok: false, message: weakPasswordMessage(result.feedback) };
}

/** Each detail whole and in its parts: 'ana.diaz@example.org' gives 'ana', 'diaz', 'example' too. */
function personalWords(userInputs: readonly string[]): string[] {
  const words = new Set(SITE_WORDS);
  for (const input of userInputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    words.add(value);
    const local = value.split('@')[0];
    if (local && local !== value) words.add(local);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** The estimator's warning and its first suggestion, or a plain sentence when it gave neither. */
function weakPasswordMessage(feedback: FeedbackType): string {
  const warning = feedback.warning ?? 'This password is easy to guess.';
  const suggestion = feedback.suggestions[0] ?? 'Add a few more words that are less common.';
  return `${warning} ${suggestion}`;
}
