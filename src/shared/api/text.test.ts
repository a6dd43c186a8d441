import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-messages';
import { isMultiLine, isSingleLine, multiLineText, singleLineText } from './text';

const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('singleLineText', () => {
  const name = singleLineText({ max: 20 });

  it('trims and keeps ordinary text, accents and emoji included', () => {
    expect(name.parse('  Zoë O’Neil 🙂 ')).toBe('Zoë O’Neil 🙂');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['an escape sequence', '\u001b[31mred'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['a trailing line break', 'name\n'],
    ['a Unicode line separator', 'a\u2028b'],
  ])('refuses %s', (_what, value) => {
    expect(messages(name.safeParse(value))).toContain(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses more than max characters and what is not text, with the given words', () => {
    const zip = singleLineText({
      max: 5,
      tooLong: errorMessage('fields.tooLong'),
      notText: errorMessage('profile.zipCode'),
    });
    expect(messages(zip.safeParse('123456'))).toEqual(['is too long']);
    expect(messages(zip.safeParse(12345))).toEqual(['Please enter a valid 5-digit ZIP code']);
    expect(messages(zip.safeParse(['12345']))).toEqual(['Please enter a valid 5-digit ZIP code']);
  });

  it('keeps surrounding blanks when trimming is off (passwords)', () => {
    expect(singleLineText({ max: 20, trim: false }).parse(' secret ')).toBe(' secret ');
  });
});

describe('multiLineText', () => {
  const notes = multiLineText({ max: 50 });

  it('keeps line breaks and tabs, with Windows line ends made plain', () => {
    expect(notes.parse('First line\r\nSecond\tline\rThird\n')).toBe(
      'First line\nSecond\tline\nThird',
    );
  });

  it.each([
    ['NUL', 'notes\u0000'],
    ['an escape sequence', 'notes \u001b[2J'],
    ['a form feed', 'page\fbreak'],
    ['DEL', 'a\u007f'],
  ])('refuses %s', (_what, value) => {
    expect(messages(notes.safeParse(value))).toContain(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('isSingleLine and isMultiLine (text from outside, judged without a schema)', () => {
  it('agree with the schemas on control characters', () => {
    for (const text of ['Care\u0000Net', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(isSingleLine(text)).toBe(false);
      expect(isMultiLine(text)).toBe(false);
      expect(multiLineText({ max: 100 }).safeParse(text).success).toBe(false);
    }
    for (const text of ['two\nlines', 'tab\there', 'windows\r\nend']) {
      expect(isSingleLine(text)).toBe(false);
      expect(isMultiLine(text)).toBe(true);
      expect(multiLineText({ max: 100 }).safeParse(text).success).toBe(true);
    }
    expect(isSingleLine('Green Circle HMO')).toBe(true);
  });
});
