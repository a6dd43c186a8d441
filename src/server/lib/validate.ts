import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Parses a request part with its shared schema; the first problem becomes a 400 naming the field
 * (`zipCode`, `desiredServices[0]`) with the schema's own message.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.reduce<string>(
    (name, part) =>
      typeof part === 'number'
        ? `${name}[${part}]`
        : name
          ? `${name}.${String(part)}`
          : String(part),
    '',
  );
  throw new AppError('invalid_input', issue.message, field || undefined);
}
