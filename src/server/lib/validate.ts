import { z } from 'zod';
import { withSchemaErrorsWordedBy, type ErrorMessage } from '@shared/api/error-messages';
import type { Language } from '@shared/i18n/languages';
import { AppError, type ErrorWords } from './errors';

// zod's own words, for the few issues no schema message covers (a missing object, say).
const ZOD_WORDS: Record<Language, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  es: z.locales.es().localeError,
};

/**
 * Parses a request part with its shared schema; the first problem becomes a 400 naming the field
 * (`zipCode`, `desiredServices[0]`) with the schema's own message. The message is kept as words,
 * not text, so the error handler writes it in the reader's language.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  // Each message the parse asks for becomes a placeholder naming the words it stands for.
  const words = new Map<string, ErrorWords>();
  const placeholder = (said: ErrorWords) => {
    const name = `\u0000${words.size}`;
    words.set(name, said);
    return name;
  };
  const parsed = withSchemaErrorsWordedBy(
    (message: ErrorMessage) => placeholder(message),
    () => {
      const result = schema.safeParse(data ?? {}, {
        error: (issue) => placeholder((language) => zodWords(language, issue)),
      });
      // zod words the issues when `error` is first read: that must happen here, in this scope.
      return result.success
        ? { ok: true as const, data: result.data as z.infer<T> }
        : { ok: false as const, issue: result.error.issues[0]! };
    },
  );
  if (parsed.ok) return parsed.data;
  const { issue } = parsed;
  // A field a strict schema does not take is named by itself, not by the object holding it.
  const path =
    issue.code === 'unrecognized_keys' ? [...issue.path, ...issue.keys.slice(0, 1)] : issue.path;
  const field = path.reduce<string>(
    (name, part) =>
      typeof part === 'number'
        ? `${name}[${part}]`
        : name
          ? `${name}.${String(part)}`
          : String(part),
    '',
  );
  const said = words.get(issue.message) ?? (() => issue.message);
  throw new AppError('invalid_input', said, field || undefined);
}

function zodWords(language: Language, issue: z.core.$ZodRawIssue): string {
  const words = ZOD_WORDS[language](issue);
  return typeof words === 'string' ? words : (words?.message ?? 'Invalid input');
}
