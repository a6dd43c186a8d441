import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { TypedFastBitSet } from 'typedfastbitset';
import type { SaidFacts } from '@server/domain/openings/said-facts';
import {
  AGE_COLUMNS,
  NUMBER_COLUMNS,
  SETS_BY_COLUMNS,
  SET_COLUMNS,
  type IndexColumns,
} from './index-columns';
import { idTableOf, type IdTable } from './slots-by-id';
import { StringColumn } from './string-column';

// The search index as a file, so a server starting again does not read and index every provider
// (docs/decisions/026-search-at-start.md). Layout: MAGIC, then blocks of a 4-byte length and
// their bytes (a JSON header first, then the columns in the order `blocksOf` lists them), then the
// CRC-32 of everything before it. Nothing in it is trusted before the checksum matched. The
// table that finds a slot by id is written here, where the time it takes to sort does not delay a
// start.

/** Bump when what the index holds, or how it is laid out here, changes. */
export const SNAPSHOT_FORMAT = 5;
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
    ids: columns.ids.copy(),
    searchTexts: columns.searchTexts.copy(),
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
  const ids = await columns.ids.joinedForFile('latin1');
  const idTable = await idTableOf(columns.ids);
  blocks.push(ids.bytes, bytesOf(ids.ends), bytesOf(idTable.prefixes), bytesOf(idTable.slots));
  const texts = await columns.searchTexts.joinedForFile('utf8');
  blocks.push(texts.bytes, bytesOf(texts.ends));
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

/**
 * The snapshot in `file`; throws when it is missing, damaged or of another format. Each block is
 * read into memory of its own, so typed arrays take it as it is, without a copy.
 */
export async function readSnapshot(
  file: string,
): Promise<{ stamp: SnapshotStamp; columns: IndexColumns; idTable: IdTable }> {
  const handle = await open(file, 'r');
  let blocks: Uint8Array<ArrayBuffer>[];
  try {
    blocks = await readBlocks(handle);
  } finally {
    await handle.close();
  }
  let at = 0;
  const next = () => {
    const block = blocks[at++];
    if (!block) throw new SnapshotError('truncated');
    return block;
  };
  const text = (encoding: 'latin1' | 'utf8') => {
    const block = next();
    return Buffer.from(block.buffer, block.byteOffset, block.length).toString(encoding);
  };
  const words = () => new Uint32Array(next().buffer);
  const header = JSON.parse(text('utf8')) as Header;
  if (header.format !== SNAPSHOT_FORMAT) throw new SnapshotError('another format');
  const strings = (encoding: 'latin1' | 'utf8') => {
    const joined = text(encoding);
    const ends = words();
    if (ends.length !== header.slots) throw new SnapshotError('slot count mismatch');
    try {
      return StringColumn.fromJoined(joined, ends);
    } catch {
      throw new SnapshotError('strings do not match their ends');
    }
  };
  const ids = strings('latin1');
  const idTable = { prefixes: words(), slots: words() };
  const searchTexts = strings('utf8');
  const said = new Map(JSON.parse(text('utf8')) as [number, SaidFacts][]);
  const float64 = () => new Float64Array(next().buffer);
  const int16 = () => new Int16Array(next().buffer);
  const bits = () => TypedFastBitSet.fromWords(words());
  const numbers = Object.fromEntries(NUMBER_COLUMNS.map((name) => [name, float64()]));
  const ages = Object.fromEntries(AGE_COLUMNS.map((name) => [name, int16()]));
  const sets = Object.fromEntries(SET_COLUMNS.map((name) => [name, bits()]));
  const setsBy = Object.fromEntries(
    SETS_BY_COLUMNS.map((name) => [name, new Map(header.keys[name].map((key) => [key, bits()]))]),
  );
  if (at !== blocks.length) throw new SnapshotError('unexpected data');
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

/** The file's blocks, each in an ArrayBuffer of its own, once the checksum matched. */
async function readBlocks(handle: FileHandle): Promise<Uint8Array<ArrayBuffer>[]> {
  const { size } = await handle.stat();
  let position = 0;
  const read = async (length: number): Promise<Uint8Array<ArrayBuffer>> => {
    if (position + length > size - 4) throw new SnapshotError('truncated');
    const bytes = new Uint8Array(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await handle.read(bytes, done, length - done, position + done);
      if (bytesRead === 0) throw new SnapshotError('truncated');
      done += bytesRead;
    }
    position += length;
    return bytes;
  };
  const magic = await read(MAGIC.length);
  if (!MAGIC.equals(magic)) throw new SnapshotError('not a search index snapshot');
  let checksum = crc32(magic);
  const blocks: Uint8Array<ArrayBuffer>[] = [];
  while (position < size - 4) {
    const length = await read(4);
    const block = await read(Buffer.from(length.buffer).readUInt32LE(0));
    checksum = crc32(block, crc32(length, checksum));
    blocks.push(block);
  }
  const stored = Buffer.alloc(4);
  await handle.read(stored, 0, 4, size - 4);
  if (checksum !== stored.readUInt32LE(0)) throw new SnapshotError('checksum mismatch');
  return blocks;
}

export class SnapshotError extends Error {}

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
