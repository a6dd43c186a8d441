import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { translations as englishTranslations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '@shared/api/auth';

// The one rule for a new password, on the server (which decides) and in the browser (which says
// why before anything is sent): long enough, and not easy to guess as zxcvbn judges it, with its
// lists of common passwords, words and names and the person's own name and e-mail. The estimator
// and its word lists are large, so they are loaded on first use only; a browser fetches them when
// a form that sets a password is shown.
// The estimator names its warning and suggestion by key, so the browser can word them in the
// family's language; the server's message stays English, as zxcvbn's English pack words it.

/** zxcvbn's score from 0 to 4; 3 and up stands up to an offline attack on a slow hash. */
export const PASSWORD_MIN_SCORE = 3;

type Words = typeof englishTranslations;
export type PasswordWarning = keyof Words['warnings'];
export type PasswordSuggestion = keyof Words['suggestions'];

type WeakPassword = {
  kind: 'weak';
  warning: PasswordWarning | null;
  suggestion: PasswordSuggestion | null;
};

/** Why a password will not do, for the browser to word; null where zxcvbn had nothing to say. */
export type PasswordProblem = { kind: 'tooShort'; min: number } | WeakPassword;

/** `message` is the English sentence (the API's); `problem` the same reason, for a translation. */
export type PasswordVerdict =
  { ok: true } | { ok: false; problem: PasswordProblem; message: string };

// Our own words, which anyone guessing a password for this site tries first.
const SITE_WORDS = ['autism', 'autismcare', 'carefinder', 'autismcarefinder'];

type Estimator = { factory: ZxcvbnFactory; english: Words };

let estimator: Promise<Estimator> | undefined;

/** { a: 'A.' } becomes { a: 'a' }: zxcvbn then answers with the key itself. */
const keysOf = <T extends object>(words: T) =>
  Object.fromEntries(Object.keys(words).map((key) => [key, key])) as Record<keyof T, string>;

/** The estimator with its word lists, loaded once; call it early to have it ready in time. */
export function loadPasswordEstimator(): Promise<Estimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) => ({
      factory: new core.ZxcvbnFactory({
        translations: {
          warnings: keysOf(en.translations.warnings),
          suggestions: keysOf(en.translations.suggestions),
          timeEstimation: en.translations.timeEstimation,
        },
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
        // Near misses of common passwords are caught without it too ('password1234' scores 1);
        // with it each check costs about 200 ms of CPU, on the server and while typing.
        useLevenshteinDistance: false,
      }),
      english: {
        ...en.translations,
        warnings: {
          ...en.translations.warnings,
          userInputs: "Your name, your e-mail address and this site's name are easy to guess.",
        },
      },
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
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      ok: false,
      problem: { kind: 'tooShort', min: PASSWORD_MIN_LENGTH },
      message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    };
  }
  const { factory, english } = await loadPasswordEstimator();
  const result = factory.check(password, personalWords(userInputs));
  if (result.score >= PASSWORD_MIN_SCORE) return { ok: true };
  const problem = weakPasswordProblem(result.feedback);
  return { ok: false, problem, message: weakPasswordMessage(problem, english) };
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

/** The estimator's warning and its first suggestion, as keys. */
function weakPasswordProblem(feedback: FeedbackType): WeakPassword {
  return {
    kind: 'weak',
    warning: (feedback.warning as PasswordWarning | null) ?? null,
    suggestion: (feedback.suggestions[0] as PasswordSuggestion | undefined) ?? null,
  };
}

/** The English sentence: warning and suggestion, or a plain sentence in place of either. */
function weakPasswordMessage(problem: WeakPassword, english: Words): string {
  const warning = problem.warning
    ? english.warnings[problem.warning]
    : 'This password is easy to guess.';
  const suggestion = problem.suggestion
    ? english.suggestions[problem.suggestion]
    : 'Add a few more words that are less common.';
  return `${warning} ${suggestion}`;
}
