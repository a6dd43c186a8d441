import { isMultiLine, isSingleLine } from '@shared/api/text';

// Text from a directory meets the rules our own forms apply (control characters, lengths) before
// anything of it is read: a resource that breaks them is left out and counted, never stored cut
// or as it is, and never fails the run (PostgreSQL cannot store a NUL; a name of megabytes would
// reach every family's 'Which plan?').

/** Names, addresses and codes: one line, longer than any name our forms take. */
const fitLine = (value: string) => value.length <= 300 && isSingleLine(value);
/** Everything else the importer might read (comments, descriptions). */
const fitText = (value: string) => value.length <= 10_000 && isMultiLine(value);

/** Properties whose text is one line: names of every kind, address parts, codes. */
const ONE_LINE = new Set([
  'name',
  'alias',
  'family',
  'given',
  'prefix',
  'suffix',
  'display',
  'line',
  'city',
  'district',
  'state',
  'postalCode',
  'country',
  'code',
  'system',
  'value',
  'reference',
  'id',
]);

/** The narrative's XHTML and attachments' bytes: never read, so never judged. */
const UNREAD = new Set(['div', 'data']);

/** Whether every text of `value` (a resource, walked whole) meets the rules. */
export function isFitText(value: unknown, key = ''): boolean {
  if (typeof value === 'string') return ONE_LINE.has(key) ? fitLine(value) : fitText(value);
  if (Array.isArray(value)) return value.every((item) => isFitText(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([name, item]) => UNREAD.has(name) || isFitText(item, name));
  }
  return true;
}
