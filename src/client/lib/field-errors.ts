import type { z } from 'zod';

/**
 * A failed parse of a form's input as one message per field, to show under each; the forms judge
 * with the server's own schemas, whose issues name the field first in their path. The messages are
 * in the language shown: the schemas word them through the browser's i18n instance as they judge.
 */
export const fieldErrors = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message]));
