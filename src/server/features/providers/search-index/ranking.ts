import { calendarDayOf } from '@shared/api/calendar-date';
import type { Bounds, ProviderSort } from '@shared/api/provider-query';
import { EARTH_RADIUS_MILES, type Point } from '@shared/rules/family-reach';
import { laterForAdult } from '@shared/rules/pediatric-care';
import type { MatchSet } from './match-sets';
import type { ProviderIndex } from './provider-index';

const DEGREE = Math.PI / 180;
/** Miles per degree of latitude, rounded down. */
const MILES_PER_DEGREE = 69;

/**
 * 'Soonest' near home with no travel limit: providers within the first distance first, then
 * within the second, and so on, each group by its best known wait (docs/product.md#list). Without
 * these a family in Raleigh would see a clinic 300 miles away first because its listed wait is a
 * week shorter. Within a travel distance the family chose, the soonest simply comes first.
 */
export const SOONEST_DISTANCE_BANDS_MILES = [30, 60, 120] as const;

/**
 * The haversine term of the distance from home; it grows with the distance, so it ranks without
 * the arcsine, which `milesOf` adds for display.
 */
function haversineFrom(home: Point) {
  const cosHome = Math.cos(home.latitude * DEGREE);
  return (latitude: number, longitude: number) => {
    const dLat = Math.sin(((latitude - home.latitude) * DEGREE) / 2);
    const dLng = Math.sin(((longitude - home.longitude) * DEGREE) / 2);
    return dLat * dLat + cosHome * Math.cos(latitude * DEGREE) * dLng * dLng;
  };
}

const milesOf = (haversine: number) => EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(haversine));
const haversineOfMiles = (miles: number) => Math.sin(miles / EARTH_RADIUS_MILES / 2) ** 2;

/**
 * The parts of the 'Soonest' key, each above everything below it, all whole numbers far below
 * 2^53 so none is lost: minutes to the next opening (unknown: longer than any), then the
 * distance band, the tier (`tierOf`), and last the providers taking no new patients.
 */
const UNKNOWN_OPENING = 1e9;
const BAND = 1e10;
const TIER = 1e11;
/** Tiers there can be: insurance known or not, times none, one or both facts confirmed. */
const TIERS = 6;
/** Above tier, band and opening together (at most about 5.31e11), below the closed. */
const PEDIATRIC_FOR_ADULT = TIERS * TIER;
const CLOSED = 2 * PEDIATRIC_FOR_ADULT;

/**
 * A match's tier, 0 first: with the family's insurance applied, known to take it before nobody
 * has reported; within each, with the telehealth or language filter on, confirmed for every such
 * filter before confirmed for fewer. Insurance comes first because it decides whether the family
 * can go at all, while a language or video visit not reported is one more question for the call
 * they make anyway (docs/product.md#list).
 */
function tiers(matches: MatchSet): (slot: number) => number {
  const { preferred, confirmed } = matches;
  const facts = confirmed.length;
  if (!preferred && facts === 0) return () => 0;
  return (slot) => {
    let unconfirmed = 0;
    for (const bits of confirmed) if (!bits.has(slot)) unconfirmed += 1;
    return (preferred && !preferred.has(slot) ? facts + 1 : 0) + unconfirmed;
  };
}

/**
 * The first `count` matching providers in `sort` order, as slots: 'soonest' (those taking no new
 * patients last; distance band when home is known and the search has no travel limit; the next
 * opening, `nextOpening` in src/shared/rules/best-opening.ts, with unknown last; then nearest,
 * then name), 'distance' (nearest, then name) or 'name'. In every order the tiers come first
 * (`tiers`): with the family's insurance applied, those known to take it before those nobody has
 * reported on; within each, with the telehealth or language filter on, those confirmed to offer
 * it or speak it before those nobody has reported on (with both on: both confirmed, then one,
 * then neither). The tiers need no part in the memo key: they follow from the filters, and an
 * order is kept with its match set, which is one per set of filters. For an adult
 * (`adult`), 'Soonest' puts the pediatric-only specialties after the others (`laterForAdult`).
 * Ties end on the name, then the id, so pages never overlap.
 */
export function firstInOrder(
  index: ProviderIndex,
  matches: MatchSet,
  sort: ProviderSort,
  home: Point | null,
  count: number,
  now: Date = new Date(),
  adult = false,
): number[] {
  const tierOf = tiers(matches);
  const byName = (a: number, b: number) => {
    const nameA = index.nameKeyOf(a);
    const nameB = index.nameKeyOf(b);
    if (nameA !== nameB) return nameA < nameB ? -1 : 1;
    return index.idOf(a) < index.idOf(b) ? -1 : 1;
  };
  const today = calendarDayOf(now);
  // Waits count from today, so a 'Soonest' order holds for the day it was ranked on.
  const memoKey = `order:${sort}:${home && sort !== 'name' ? `${home.latitude},${home.longitude}` : ''}:${sort === 'soonest' ? today : ''}${sort === 'soonest' && adult ? ':adult' : ''}`;
  const kept = matches.memo.get(memoKey) as number[] | undefined;
  if (kept && (kept.length >= count || kept.length === matches.count)) return kept.slice(0, count);
  const ordered = (compare: (a: number, b: number) => number) => {
    // One pass with a bounded heap ranks the first pages at once (sorting every match would take
    // ten times as long); they are kept with the matches, so the next pages, or the next family
    // of the same ZIP code with the same filters, read them.
    const first = smallest(Math.max(count, KEPT_RANKS), compare, (visit) =>
      matches.slots.forEach(visit),
    );
    keepOrder(matches, memoKey, first);
    return first.slice(0, count);
  };
  if (sort === 'name') return ordered((a, b) => tierOf(a) - tierOf(b) || byName(a, b));

  const haversine = home ? haversineFrom(home) : null;
  const bandLimits =
    matches.reachMiles === null ? SOONEST_DISTANCE_BANDS_MILES.map(haversineOfMiles) : [];
  // The distance (the root of the haversine term, which keeps a tenth of a mile apart) breaks
  // ties of the key.
  const keys = new Float64Array(index.capacity);
  const near = new Float64Array(index.capacity);
  const todayMinutes = Math.floor(Date.parse(`${today}T00:00:00Z`) / 60_000);
  const nowMinutes = Math.floor(now.getTime() / 60_000);
  matches.slots.forEach((slot) => {
    const term = haversine ? haversine(index.latitudeOf(slot), index.longitudeOf(slot)) : 0;
    near[slot] = Math.sqrt(term);
    const tier = tierOf(slot) * TIER;
    if (sort === 'distance') {
      keys[slot] = tier;
      return;
    }
    const band = haversine ? bandLimits.filter((limit) => term > limit).length : 0;
    const minutes = index.openingOf(slot, todayMinutes, nowMinutes);
    keys[slot] =
      (matches.closed.has(slot) ? CLOSED : 0) +
      laterForAdult(adult, index.isPediatricOnly(slot)) * PEDIATRIC_FOR_ADULT +
      tier +
      band * BAND +
      (Number.isNaN(minutes)
        ? UNKNOWN_OPENING
        : Math.min(Math.max(0, minutes), UNKNOWN_OPENING - 1));
  });
  return ordered((a, b) => keys[a]! - keys[b]! || near[a]! - near[b]! || byName(a, b));
}

/** Orders kept per set of matches: the homes of the families searching with these filters. */
const ORDERS_KEPT = 16;
/** Ranked at least this far ahead: ten pages of 24. */
const KEPT_RANKS = 240;

function keepOrder(matches: MatchSet, key: string, order: number[]): void {
  const kept = [...matches.memo.keys()].filter((name) => name.startsWith('order:'));
  if (kept.length >= ORDERS_KEPT) matches.memo.delete(kept[0]!);
  matches.memo.set(key, order);
}

/**
 * The `count` smallest of what `each` visits, in order: a bounded max-heap, so a page costs one
 * pass over the matches and never a sort of all of them.
 */
function smallest(
  count: number,
  compare: (a: number, b: number) => number,
  each: (visit: (slot: number) => void) => void,
): number[] {
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const siftUp = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < heap.length && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < heap.length && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) return;
      swap(i, largest);
      i = largest;
    }
  };
  if (count <= 0) return [];
  each((slot) => {
    if (heap.length < count) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (compare(slot, heap[0]!) < 0) {
      heap[0] = slot;
      siftDown();
    }
  });
  return heap.sort(compare);
}

/**
 * Up to `count` of the matching providers nearest to home, found in boxes around home that grow
 * until the farthest of them is nearer than anything outside the box could be.
 */
export function nearestTo(
  index: ProviderIndex,
  matches: MatchSet,
  home: Point,
  count: number,
): number[] {
  const haversine = haversineFrom(home);
  const cosine = (degrees: number) => Math.cos(Math.min(89, Math.abs(degrees)) * DEGREE);
  const byDistance = (a: number, b: number) =>
    haversine(index.latitudeOf(a), index.longitudeOf(a)) -
    haversine(index.latitudeOf(b), index.longitudeOf(b));
  for (const radius of [0.25, 1, 4, 16]) {
    const halfWidth = Math.min(180, radius / cosine(home.latitude));
    const box: Bounds = {
      west: Math.max(-180, home.longitude - halfWidth),
      south: Math.max(-90, home.latitude - radius),
      east: Math.min(180, home.longitude + halfWidth),
      north: Math.min(90, home.latitude + radius),
    };
    const outsideMiles =
      MILES_PER_DEGREE * Math.min(radius, halfWidth * cosine(Math.abs(home.latitude) + radius));
    const found = smallest(count, byDistance, (visit) =>
      index.within(box, (slot) => {
        if (matches.slots.has(slot)) visit(slot);
      }),
    );
    const farthest = found.at(-1);
    if (
      found.length === count &&
      farthest !== undefined &&
      milesOf(haversine(index.latitudeOf(farthest), index.longitudeOf(farthest))) < outsideMiles
    ) {
      return found;
    }
  }
  return smallest(count, byDistance, (visit) => matches.slots.forEach(visit));
}
