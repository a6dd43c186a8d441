import { TypedFastBitSet } from 'typedfastbitset';
import type { SaidFacts } from '@server/domain/openings/said-facts';
import { StringColumn } from './string-column';

/**
 * Everything the index holds, as plain columns by slot: what a snapshot file stores
 * (docs/decisions/026-search-at-start.md). A slot whose id is '' is free.
 */
export interface IndexColumns {
  ids: StringColumn;
  /** lower(name + U+001F + city) by slot, for the text search and the name order. */
  searchTexts: StringColumn;
  /** What the clinic and its system said (openings, replies, its listing), by slot, when anything. */
  said: Map<number, SaidFacts>;
  numbers: Record<NumberColumn, Float64Array<ArrayBuffer>>;
  ages: Record<AgeColumn, Int16Array<ArrayBuffer>>;
  sets: Record<SetColumn, TypedFastBitSet>;
  setsBy: Record<SetsByColumn, Map<string, TypedFastBitSet>>;
}

/**
 * By slot: latitudes and longitudes; waits (NaN for an unknown wait, so it needs no second
 * array); openingAt, the minutes since 1970 of the day or time the clinic or its system
 * published, else offered in a reply (NaN when none), and beside it openingWait, the wait counted
 * from today when that has passed or is none.
 */
export const NUMBER_COLUMNS = [
  'latitudes',
  'longitudes',
  'waits',
  'openingAt',
  'openingWait',
] as const;
/** The ages seen; -1 when unknown. */
export const AGE_COLUMNS = ['agesFrom', 'agesTo'] as const;
/**
 * live: the slots holding a provider. insuranceUnknown: nobody has listed any insurance for it (a
 * family should ask). closedToNew: known not to take new patients. languagesKnown: someone has
 * reported its languages. noTelehealth and offersTelehealth: known not to, or to, see families by
 * video, wherever licensed ('confirmed' to the filter). reportedAccessible: reported accessible
 * for people with disabilities (handicap access or ADA). sample: the fictional sample providers,
 * kept out of the directory's typical waits. pediatricOnly: pediatric-only specialties, after the
 * others in an adult's 'Soonest' list.
 */
export const SET_COLUMNS = [
  'live',
  'insuranceUnknown',
  'closedToNew',
  'languagesKnown',
  'noTelehealth',
  'offersTelehealth',
  'reportedAccessible',
  'sample',
  'pediatricOnly',
] as const;
/**
 * One set per value. byInsurance: listed on the provider, or claimed by a directory of that
 * insurance; byOwnInsurance: listed on the provider itself; byNetwork: by payer network claimed.
 * closedInNetwork: by payer network, those its directory says take none, where the clinic has not
 * said. telehealthIn: those seeing families by video, by the state they are licensed in.
 */
export const SETS_BY_COLUMNS = [
  'byState',
  'byService',
  'byInsurance',
  'byOwnInsurance',
  'byNetwork',
  'closedInNetwork',
  'byLanguage',
  'telehealthIn',
] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];
type AgeColumn = (typeof AGE_COLUMNS)[number];
type SetColumn = (typeof SET_COLUMNS)[number];
type SetsByColumn = (typeof SETS_BY_COLUMNS)[number];

/** Columns holding no provider. */
export function emptyColumns(): IndexColumns {
  const build = <K extends string, V>(keys: readonly K[], make: () => V) =>
    Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, V>;
  return {
    ids: new StringColumn(),
    searchTexts: new StringColumn(),
    said: new Map(),
    numbers: build(NUMBER_COLUMNS, () => new Float64Array(0)),
    ages: build(AGE_COLUMNS, () => new Int16Array(0)),
    sets: build(SET_COLUMNS, () => new TypedFastBitSet()),
    setsBy: build(SETS_BY_COLUMNS, () => new Map<string, TypedFastBitSet>()),
  };
}

/**
 * The same columns in new groups: the holder's later growth (which swaps arrays) leaves the
 * other's groups as they were.
 */
export function shareColumns(columns: IndexColumns): IndexColumns {
  return {
    ...columns,
    numbers: { ...columns.numbers },
    ages: { ...columns.ages },
    sets: { ...columns.sets },
    setsBy: { ...columns.setsBy },
  };
}

/** Room for `capacity` slots in the number and age columns, keeping what they hold. */
export function growColumns(columns: IndexColumns, capacity: number): void {
  for (const name of NUMBER_COLUMNS) {
    const to = new Float64Array(capacity);
    to.set(columns.numbers[name]);
    columns.numbers[name] = to;
  }
  for (const name of AGE_COLUMNS) {
    const to = new Int16Array(capacity);
    to.set(columns.ages[name]);
    columns.ages[name] = to;
  }
}

/** The set for `value`, made empty the first time. */
export function bitsFor(sets: Map<string, TypedFastBitSet>, value: string): TypedFastBitSet {
  let bits = sets.get(value);
  if (!bits) sets.set(value, (bits = new TypedFastBitSet()));
  return bits;
}
