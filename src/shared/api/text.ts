import { z } from 'zod';
import { errorMessage, issueParams, type ErrorMessage } from './error-messages';

// The one rule for text a request may carry (docs/product.md#security). Every text field of an
// input schema starts from one of these, so no field can forget it: control characters (NUL,
// escape sequences, DEL and the C1 range) are refused, because PostgreSQL cannot store NUL at all
// and the others only ever arrive from scripts, never from a person typing. Multi-line fields
// (notes, messages) allow line breaks and tabs; everything else is one line.

const controlCharacters = () => issueParams(errorMessage('text.controlCharacters'));

// eslint-disable-next-line no-control-regex -- finding exactly these characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- the same, less tab (\u0009) and line feed (\u000a)
const CONTROL_BUT_TAB_OR_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/**
 * True when `text` holds no control character at all, tabs and line breaks included (also the
 * Unicode line and paragraph separators, which break lines just the same).
 */
export const isSingleLine = (text: string) => !ANY_CONTROL.test(text);

// eslint-disable-next-line no-control-regex -- the same, less tab, line feed and carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when `text` holds no control character but tabs and line breaks (multi-line text). */
export const isMultiLine = (text: string) => !CONTROL_BUT_LINE_BREAKS.test(text);

interface TextOptions {
  /** The most characters allowed (after trimming). */
  max: number;
  /** The message when longer than `max`. */
  tooLong?: ErrorMessage;
  /** The message when the value is not text at all (a number, a list, missing). */
  notText?: ErrorMessage;
  /** Whether surrounding blanks are removed first; off for passwords, where every character counts. */
  trim?: boolean;
}

const base = ({ notText = errorMessage('text.notText') }: TextOptions) =>
  z.string(issueParams(notText));
const tooLongMessage = ({ max, tooLong }: TextOptions) =>
  issueParams(tooLong ?? errorMessage('text.tooLong', { max }));

/** One line of text: names, e-mail addresses, search words, codes. */
export function singleLineText(options: TextOptions) {
  const text = base(options).refine(isSingleLine, controlCharacters());
  return (options.trim === false ? text : text.trim()).max(options.max, tooLongMessage(options));
}

/**
 * Text a person may break into lines: notes and messages. Windows line ends (CR LF) and lone CRs
 * become plain line feeds, so what is stored and e-mailed reads the same everywhere.
 */
export function multiLineText(options: TextOptions) {
  const text = base(options)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .refine((value) => !CONTROL_BUT_TAB_OR_NEWLINE.test(value), controlCharacters());
  return (options.trim === false ? text : text.trim()).max(options.max, tooLongMessage(options));
}

/** An optional text field where an empty (or all-blank) value means 'not given'. */
export const emptyAsUndefined = <T extends z.ZodType<string>>(text: T) =>
  text.optional().transform((value) => (value ? value : undefined));
