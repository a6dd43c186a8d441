import type { StringColumn } from './string-column';

// Which slot of the search index holds a provider. An index read from its snapshot file finds the
// ids it started with in a table sorted by each id's first 28 bits, written with the snapshot:
// hashing a million ids into a Map would take most of a national-size start
// (docs/decisions/026-search-at-start.md). Ids put since then live in a Map beside the table.

/** Slots in the order of their ids' first 28 bits, with those bits beside them. */
export interface IdTable {
  prefixes: Uint32Array<ArrayBuffer>;
  slots: Uint32Array<ArrayBuffer>;
}

const EMPTY_TABLE: IdTable = { prefixes: new Uint32Array(0), slots: new Uint32Array(0) };

/** The first 28 bits of a UUID, from its first seven hexadecimal digits. */
function prefixOf(id: string): number {
  return Number.parseInt(id.slice(0, 7), 16);
}

/** Slots up to 2^25 (33 million): with a 28-bit prefix, a key within a double's exact 53 bits. */
const SLOT_SPAN = 2 ** 25;

/**
 * The table of the slots holding an id ('' marks a free slot), for a snapshot file: made a slice
 * of slots at a time, between other work, then sorted at once.
 */
export async function idTableOf(ids: StringColumn): Promise<IdTable> {
  let held = 0;
  for (let slot = 0; slot < ids.length; slot += 1) if (ids.get(slot)) held += 1;
  if (ids.length > SLOT_SPAN) throw new RangeError('too many slots for the id table');
  // Prefix and slot in one number, so the engine's own numeric sort orders them.
  const sorted = new Float64Array(held);
  let at = 0;
  for (let slot = 0; slot < ids.length; slot += 1) {
    const id = ids.get(slot);
    if (id) sorted[at++] = prefixOf(id) * SLOT_SPAN + slot;
    if (slot % 50_000 === 49_999) await new Promise((resolve) => setImmediate(resolve));
  }
  sorted.sort();
  const table = { prefixes: new Uint32Array(sorted.length), slots: new Uint32Array(sorted.length) };
  for (let i = 0; i < sorted.length; i += 1) {
    table.prefixes[i] = Math.floor(sorted[i]! / SLOT_SPAN);
    table.slots[i] = sorted[i]! % SLOT_SPAN;
  }
  return table;
}

export class SlotsById {
  /** Ids put since the table was written. */
  private readonly recent = new Map<string, number>();

  /**
   * @param ids the index's ids by slot, as it changes them: a table entry counts only while its
   *   slot still holds that id.
   * @param size how many ids the table holds.
   */
  constructor(
    private readonly ids: StringColumn,
    private readonly table: IdTable = EMPTY_TABLE,
    private count = 0,
  ) {}

  get size(): number {
    return this.count;
  }

  get(id: string): number | undefined {
    const recent = this.recent.get(id);
    if (recent !== undefined) return recent;
    const { prefixes, slots } = this.table;
    const prefix = prefixOf(id);
    let low = 0;
    let high = prefixes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (prefixes[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    // Ids may share their first 28 bits: each entry with them is checked.
    for (let i = low; i < prefixes.length && prefixes[i] === prefix; i += 1) {
      if (this.ids.get(slots[i]!) === id) return slots[i];
    }
    return undefined;
  }

  /** Records the slot of an id not held yet. */
  set(id: string, slot: number): void {
    this.recent.set(id, slot);
    this.count += 1;
  }

  /** Forgets an id held, once its slot no longer holds it. */
  delete(id: string): void {
    this.recent.delete(id);
    this.count -= 1;
  }
}
