import i18next from 'i18next';
import english from '@shared/i18n/locales/en/errors.json';

// The API's error messages and the shared schemas' field messages are keys of the `errors`
// catalog, written in whichever language the reader reads: the server answers in the reader's
// language, and a form judged in the browser speaks the language shown. A schema's message is
// worded when zod raises the issue, by the translator in charge at that moment: English unless the
// browser (for its forms) or the server's parseInput (for one request) put another in charge.

/** 'auth.invalidCredentials' for { auth: { invalidCredentials } }: the catalog's keys. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A plural key counts as its base: 'auth.tooManyAttempts' for its '_one' and '_other' forms. */
type WithoutPluralForm<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}`
  ? Base
  : Key;

export type ErrorKey = WithoutPluralForm<Leaves<typeof english>>;

/** A value in a message: a number, a word from elsewhere, or a word of the catalog itself. */
export type ErrorValue = string | number | ErrorMessage;

/** One message of the `errors` catalog with the values its sentence holds (`count` for plurals). */
export interface ErrorMessage {
  readonly key: ErrorKey;
  readonly values?: Readonly<Record<string, ErrorValue>>;
}

/** An i18next `t` reading the `errors` namespace. */
export type ErrorsT = (key: ErrorKey, values: Record<string, string | number>) => string;

/** Writes one message; the key is a literal here so the catalog test finds every key in use. */
export const errorMessage = (key: ErrorKey, values?: ErrorMessage['values']): ErrorMessage =>
  values ? { key, values } : { key };

/** `message` worded by `t`, its catalog values worded first. */
export function errorText(t: ErrorsT, message: ErrorMessage): string {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? errorText(t, value) : value,
    ]),
  );
  return t(message.key, values);
}

// English, from the bundled catalog, for whoever reads a schema without choosing a language. Made
// on first use: a browser words its messages in the language on screen and never needs it.
let englishInstance: ReturnType<typeof i18next.createInstance> | undefined;
function englishT(key: ErrorKey, values: Record<string, string | number>): string {
  if (!englishInstance) {
    englishInstance = i18next.createInstance();
    void englishInstance.init({
      resources: { en: { errors: english } },
      lng: 'en',
      ns: ['errors'],
      defaultNS: 'errors',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return englishInstance.t(key, values);
}

/** The English words of a message, as tests and logs read them. */
export const inEnglish = (message: ErrorMessage): string => errorText(englishT, message);

/** The English words of each message, worded when first read: what a form's tests look for. */
export function englishWordsOf<Field extends string>(
  messages: Record<Field, ErrorMessage>,
): Readonly<Record<Field, string>> {
  const words = {} as Record<Field, string>;
  for (const field of Object.keys(messages) as Field[]) {
    Object.defineProperty(words, field, {
      enumerable: true,
      get: () => inEnglish(messages[field]),
    });
  }
  return words;
}

type Translator = (message: ErrorMessage) => string;
let translator: Translator = inEnglish;

/** From now on, schema messages are worded by `translate` (the browser: its active language). */
export function wordSchemaErrorsWith(translate: Translator): void {
  translator = translate;
}

/**
 * Runs `parse` with its schema messages worded by `translate`, then restores the translator. zod
 * words a failed parse's issues when its `error` is first read, so `parse` must read it.
 */
export function withSchemaErrorsWordedBy<T>(translate: Translator, parse: () => T): T {
  const saved = translator;
  translator = translate;
  try {
    return parse();
  } finally {
    translator = saved;
  }
}

/** The message now, in the language in charge: for issues a refinement adds itself. */
export const schemaErrorText = (message: ErrorMessage): string => translator(message);

/** zod params (`{ error }`) whose message is worded when the issue is raised. */
export const issueParams = (message: ErrorMessage) => ({ error: () => translator(message) });

/** zod params for a catalog key: `.min(1, schemaError('auth.firstNameMissing'))`. */
export const schemaError = (key: ErrorKey, values?: ErrorMessage['values']) =>
  issueParams(errorMessage(key, values));
