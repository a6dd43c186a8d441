// Strings by slot, as the search index keeps ids and search texts. Read from a snapshot file, a
// column starts as one string and the offset where each slot's string ends: making a million
// strings would take much of a national-size start (docs/decisions/026-search-at-start.md). A
// slot is sliced from it until `settle()`, after the first answers, has made them all.

/** Slots made into strings per turn of the event loop while settling. */
const SETTLE_SLICE = 50_000;

export class StringColumn {
  /** The strings made so far, and every string set since the column was read. */
  private values: (string | undefined)[];
  private joined: string | null = null;
  /** Where each slot's string ends in `joined` (UTF-16 code units). */
  private ends: Uint32Array | null = null;

  constructor(values: string[] = []) {
    this.values = values;
  }

  /** A column read from a file: `joined` holds slot after slot, each ending where `ends` says. */
  static fromJoined(joined: string, ends: Uint32Array): StringColumn {
    if ((ends.length === 0 ? 0 : ends[ends.length - 1]) !== joined.length) {
      throw new RangeError('the ends do not match the joined strings');
    }
    const column = new StringColumn(new Array<string | undefined>(ends.length) as string[]);
    column.joined = joined;
    column.ends = ends;
    return column;
  }

  get length(): number {
    return this.values.length;
  }

  get(slot: number): string {
    const value = this.values[slot];
    if (value !== undefined) return value;
    if (this.ends === null || slot >= this.ends.length) return '';
    return this.joined!.slice(slot === 0 ? 0 : this.ends[slot - 1], this.ends[slot]);
  }

  set(slot: number, value: string): void {
    this.values[slot] = value;
  }

  /** Every slot's string, made between other work; afterwards no slot is sliced again. */
  async settle(): Promise<void> {
    const ends = this.ends;
    if (ends === null) return;
    for (let start = 0; start < ends.length; start += SETTLE_SLICE) {
      const stop = Math.min(ends.length, start + SETTLE_SLICE);
      for (let slot = start; slot < stop; slot += 1) {
        if (this.values[slot] === undefined) this.values[slot] = this.get(slot);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.joined = null;
    this.ends = null;
  }

  /** A copy that later changes to this column leave alone. */
  copy(): StringColumn {
    const copy = new StringColumn(this.values.slice() as string[]);
    copy.joined = this.joined;
    copy.ends = this.ends;
    return copy;
  }

  /**
   * The strings joined and where each ends, for a file; made a slice of slots at a time, between
   * other work.
   */
  async joinedForFile(encoding: 'latin1' | 'utf8'): Promise<{ bytes: Buffer; ends: Uint32Array }> {
    const ends = new Uint32Array(this.length);
    const parts: Buffer[] = [];
    let end = 0;
    for (let start = 0; start < this.length; start += SETTLE_SLICE) {
      const stop = Math.min(this.length, start + SETTLE_SLICE);
      let text = '';
      for (let slot = start; slot < stop; slot += 1) {
        const value = this.get(slot);
        text += value;
        end += value.length;
        ends[slot] = end;
      }
      parts.push(Buffer.from(text, encoding));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return { bytes: Buffer.concat(parts), ends };
  }
}
