import { open, rename, rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { TypedFastBitSet } from 'typedfastbitset';
import type { SaidFacts } from '@server/domain/openings/next-opening';
import {
  AGE_COLUMNS,
  NUMBER_COLUMNS,
  SETS_BY_COLUMNS,
  SET_COLUMNS,
  type IndexColumns,
} from './provider-index';
import { idTableOf, type IdTable } from './slots-by-id';

// The search index as a file, so a server starting again does not read and index every provider
// (docs/decisions/026-search-at-start.md). Layout: MAGIC, then blocks of a 4-byte length and
// their bytes (a JSON header first, then the columns in the order `blocksOf` lists them), then the
// CRC-32 of everything before it. Nothing in it is trusted before the checksum matched. The
// table that finds a slot by id is written here, where the time it takes to sort does not delay a
// start.

/** Bump when what the index holds, or how it is laid out here, changes. */
export const SNAPSHOT_FORMAT = 2;
const MAGIC = Buffer.from('ACFINDEX');

/** What proves a snapshot belongs to this database and tells what it has seen. */
export interface SnapshotStamp {
  format: number;
  /** The database cluster, the database in it and its newest migration. */
  database: string;
  /** pg_current_snapshot() taken before the index was brought up to date: what it reflects. */
  seen: string;
  /** When the database said the snapshot was taken (ISO). */
  takenAt: string;
}

interface Header extends SnapshotStamp {
  slots: number;
  keys: Record<(typeof SETS_BY_COLUMNS)[number], string[]>;
}

/** A copy of the columns that later changes to the index leave alone; taken synchronously. */
export function copyColumns(columns: IndexColumns): IndexColumns {
  const copyBy = (sets: Map<string, TypedFastBitSet>) =>
    new Map([...sets].map(([key, bits]) => [key, bits.clone()] as const));
  return {
    ids: columns.ids.slice(),
    searchTexts: columns.searchTexts.slice(),
    said: new Map(columns.said),
    numbers: mapValues(columns.numbers, (array) => array.slice()),
    ages: mapValues(columns.ages, (array) => array.slice()),
    sets: mapValues(columns.sets, (bits) => bits.clone()),
    setsBy: mapValues(columns.setsBy, copyBy),
  };
}

/**
 * Writes the columns (a copy no one changes) with their stamp to `file`: to a temporary file
 * first, then renamed over it, so a reader finds the old file or the new one, never half of one.
 * The long joins run between other work, a slice of rows at a time.
 */
export async function writeSnapshot(
  file: string,
  columns: IndexColumns,
  stamp: SnapshotStamp,
): Promise<number> {
  const header: Header = {
    ...stamp,
    slots: columns.ids.length,
    keys: mapValues(columns.setsBy, (sets) => [...sets.keys()]),
  };
  const blocks: Buffer[] = [Buffer.from(JSON.stringify(header))];
  blocks.push(await joined(columns.ids, '\n', 'latin1'));
  const idTable = idTableOf(columns.ids);
  blocks.push(bytesOf(idTable.prefixes), bytesOf(idTable.slots));
  blocks.push(await joined(columns.searchTexts, '\0', 'utf8'));
  blocks.push(Buffer.from(JSON.stringify([...columns.said])));
  for (const name of NUMBER_COLUMNS) blocks.push(bytesOf(columns.numbers[name]));
  for (const name of AGE_COLUMNS) blocks.push(bytesOf(columns.ages[name]));
  for (const name of SET_COLUMNS) blocks.push(bytesOf(columns.sets[name].words));
  for (const name of SETS_BY_COLUMNS) {
    for (const key of header.keys[name]) blocks.push(bytesOf(columns.setsBy[name].get(key)!.words));
  }
  const parts: Buffer[] = [MAGIC];
  for (const block of blocks) parts.push(uint32(block.length), block);
  let checksum = 0;
  for (const part of parts) checksum = crc32(part, checksum);
  parts.push(uint32(checksum));

  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writev(parts);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  return parts.reduce((sum, part) => sum + part.length, 0);
}

/** The snapshot in `file`; throws when it is missing, damaged or of another format. */
export async function readSnapshot(
  file: string,
): Promise<{ stamp: SnapshotStamp; columns: IndexColumns; idTable: IdTable }> {
  const handle = await open(file, 'r');
  let bytes: Buffer;
  try {
    bytes = await handle.readFile();
  } finally {
    await handle.close();
  }
  const end = bytes.length - 4;
  if (end < MAGIC.length || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SnapshotError('not a search index snapshot');
  }
  if (crc32(bytes.subarray(0, end)) !== bytes.readUInt32LE(end)) {
    throw new SnapshotError('checksum mismatch');
  }
  let at = MAGIC.length;
  const next = (): Buffer => {
    if (at + 4 > end) throw new SnapshotError('truncated');
    const length = bytes.readUInt32LE(at);
    const block = bytes.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    if (at > end) throw new SnapshotError('truncated');
    return block;
  };
  const header = JSON.parse(next().toString('utf8')) as Header;
  if (header.format !== SNAPSHOT_FORMAT) throw new SnapshotError('another format');
  // An empty index joins to '', which split() would read as one empty row.
  const rows = (block: Buffer, encoding: 'latin1' | 'utf8', separator: string) =>
    header.slots === 0 ? [] : block.toString(encoding).split(separator);
  const ids = rows(next(), 'latin1', '\n');
  const words = () => new Uint32Array(copied(next()));
  const idTable = { prefixes: words(), slots: words() };
  const searchTexts = rows(next(), 'utf8', '\0');
  const said = new Map(JSON.parse(next().toString('utf8')) as [number, SaidFacts][]);
  if (ids.length !== header.slots || searchTexts.length !== header.slots) {
    throw new SnapshotError('slot count mismatch');
  }
  const float64 = () => new Float64Array(copied(next()));
  const int16 = () => new Int16Array(copied(next()));
  const bits = () => TypedFastBitSet.fromWords(new Uint32Array(copied(next())));
  const numbers = Object.fromEntries(NUMBER_COLUMNS.map((name) => [name, float64()]));
  const ages = Object.fromEntries(AGE_COLUMNS.map((name) => [name, int16()]));
  const sets = Object.fromEntries(SET_COLUMNS.map((name) => [name, bits()]));
  const setsBy = Object.fromEntries(
    SETS_BY_COLUMNS.map((name) => [name, new Map(header.keys[name].map((key) => [key, bits()]))]),
  );
  if (at !== end) throw new SnapshotError('unexpected data');
  const { format, database, seen, takenAt } = header;
  return {
    stamp: { format, database, seen, takenAt },
    idTable,
    columns: {
      ids,
      searchTexts,
      said,
      numbers: numbers as IndexColumns['numbers'],
      ages: ages as IndexColumns['ages'],
      sets: sets as IndexColumns['sets'],
      setsBy: setsBy as IndexColumns['setsBy'],
    },
  };
}

export class SnapshotError extends Error {}

/** Rows joined a slice at a time, yielding between slices, so searches go on meanwhile. */
async function joined(
  values: readonly string[],
  separator: string,
  encoding: 'latin1' | 'utf8',
): Promise<Buffer> {
  const SLICE = 50_000;
  const parts: Buffer[] = [];
  for (let i = 0; i < values.length; i += SLICE) {
    const last = i + SLICE >= values.length;
    const text = values.slice(i, i + SLICE).join(separator) + (last ? '' : separator);
    parts.push(Buffer.from(text, encoding));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return Buffer.concat(parts);
}

/** An aligned copy of a block's bytes, as typed arrays over them need. */
function copied(block: Buffer): ArrayBuffer {
  const buffer = new ArrayBuffer(block.length);
  new Uint8Array(buffer).set(block);
  return buffer;
}

function bytesOf(array: Float64Array | Int16Array | Uint32Array): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

function mapValues<K extends string, V, W>(
  record: Record<K, V>,
  map: (value: V) => W,
): Record<K, W> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, map(value as V)]),
  ) as Record<K, W>;
}
