import { describe, expect, it } from 'vitest';
import { StringColumn } from './string-column';

const TEXTS = ['ábrego clinic\u001fmacon', '', 'zoë speech\u001fdurham', 'nguyễn aba\u001f', 'x'];

/** The column as a snapshot file gives it back. */
async function throughFile(column: StringColumn, encoding: 'latin1' | 'utf8') {
  const { bytes, ends } = await column.joinedForFile(encoding);
  return StringColumn.fromJoined(bytes.toString(encoding), ends);
}

const all = (column: StringColumn) =>
  Array.from({ length: column.length }, (_, i) => column.get(i));

describe('strings by slot', () => {
  it('gives back every slot, accents and empty slots included, before and after settling', async () => {
    const read = await throughFile(new StringColumn([...TEXTS]), 'utf8');
    expect(read.length).toBe(TEXTS.length);
    expect(all(read)).toEqual(TEXTS);
    await read.settle();
    expect(all(read)).toEqual(TEXTS);
    expect(read.get(TEXTS.length + 3)).toBe('');
  });

  it('keeps what was set after reading, through settling and copies', async () => {
    const read = await throughFile(new StringColumn([...TEXTS]), 'utf8');
    read.set(1, 'new clinic\u001fathens');
    read.set(5, 'appended');
    const copy = read.copy();
    read.set(0, '');
    await read.settle();
    expect(all(read)).toEqual(['', 'new clinic\u001fathens', ...TEXTS.slice(2), 'appended']);
    expect(all(copy)).toEqual([TEXTS[0], 'new clinic\u001fathens', ...TEXTS.slice(2), 'appended']);
    expect(all(await throughFile(copy, 'utf8'))).toEqual(all(copy));
  });

  it('refuses joined strings that do not end where the file says', () => {
    expect(() => StringColumn.fromJoined('abc', new Uint32Array([1, 2]))).toThrow(RangeError);
  });
});
