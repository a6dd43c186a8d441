import { TypedFastBitSet } from 'typedfastbitset';
import type { ProviderFilter } from '@shared/api/provider-query';
import { normalizeSearch } from '@shared/rules/provider-filter';
import type { IndexColumns } from './index-columns';
import type { MatchSet, Narrowing } from './match-sets';
import type { SpatialIndex } from './spatial-index';

/**
 * The providers matching the filters, as the family narrows them: a few word-wise ANDs and ORs of
 * the index's sets, the map's box and the reach from the k-d tree, then the text and the ages.
 */
export function matchFilter(
  columns: IndexColumns,
  spatial: SpatialIndex,
  filter: ProviderFilter,
  narrowing: Narrowing,
): MatchSet {
  const { sets, setsBy } = columns;
  const slots = sets.live.clone();
  const none = new TypedFastBitSet();
  if (filter.state) slots.intersection(setsBy.byState.get(filter.state) ?? none);
  if (filter.service?.length && filter.anyService) {
    const anyService = new TypedFastBitSet();
    for (const service of filter.service) {
      const offering = setsBy.byService.get(service);
      if (offering) anyService.union(offering);
    }
    slots.intersection(anyService);
  } else if (filter.service?.length) {
    // Every service the child needs: one intersection each.
    for (const service of filter.service) {
      slots.intersection(setsBy.byService.get(service) ?? none);
    }
  }
  if (filter.insurance) slots.intersection(setsBy.byInsurance.get(filter.insurance) ?? none);
  const closed = sets.closedToNew.clone();
  const closedInNetwork = narrowing.network && setsBy.closedInNetwork.get(narrowing.network);
  if (closedInNetwork) closed.union(closedInNetwork);
  if (filter.newPatients) slots.difference(closed);
  // Known not to speak it, or not to see families by video, leaves; not reported stays.
  const spoken = filter.language ? (setsBy.byLanguage.get(filter.language) ?? none) : null;
  if (spoken) slots.difference(sets.languagesKnown.clone().difference(spoken));
  if (filter.telehealth) slots.difference(sets.noTelehealth);
  // Only a report counts: nobody reports a place inaccessible.
  if (filter.accessible) slots.intersection(sets.reportedAccessible);
  if (filter.age !== undefined) dropUnserved(columns, slots, filter.age);
  if (filter.bounds) {
    const inside = new TypedFastBitSet();
    spatial.within(filter.bounds, (slot) => inside.add(slot));
    slots.intersection(inside);
  }
  const { fit, reach } = narrowing;
  const accepting = acceptingOf(columns, narrowing) ?? none;
  if (fit === 'accepts') slots.intersection(accepting);
  if (fit === 'acceptsOrUnknown')
    slots.intersection(accepting.clone().union(sets.insuranceUnknown));
  if (reach) {
    const reachable = spatial.around(reach.home, reach.miles);
    // A practice seeing families by video, licensed in their state, is as near as their screen.
    const byVideo = reach.state ? setsBy.telehealthIn.get(reach.state) : undefined;
    if (byVideo) reachable.union(byVideo);
    slots.intersection(reachable);
  }
  const search = normalizeSearch(filter.q);
  if (search) {
    const misses: number[] = [];
    slots.forEach((slot) => {
      if (!columns.searchTexts.get(slot).includes(search)) misses.push(slot);
    });
    for (const slot of misses) slots.remove(slot);
  }

  const { count, extent } = extentOf(columns, slots);
  // Counted on the final matches, from the same bits that kept them.
  const confirmedOf = (known: TypedFastBitSet | null) => {
    if (!known) return null;
    const bits = known.new_intersection(slots);
    const confirmed = bits.size();
    return { bits, counts: { confirmed, notReported: count - confirmed } };
  };
  const telehealth = confirmedOf(filter.telehealth ? sets.offersTelehealth : null);
  const language = confirmedOf(spoken);
  return {
    slots,
    count,
    extent,
    preferred: fit === 'acceptsOrUnknown' ? accepting.clone() : null,
    confirmed: [telehealth, language].flatMap((fact) => (fact ? [fact.bits] : [])),
    known: {
      telehealth: telehealth?.counts ?? null,
      language:
        language && filter.language ? { language: filter.language, ...language.counts } : null,
    },
    reachMiles: reach?.miles ?? null,
    closed,
    memo: new Map(),
  };
}

/**
 * The providers known to take the family's insurance: listed on them, or claimed by a directory
 * of it; only the family's own network's claims when it named one. Null without insurance.
 */
function acceptingOf(
  { setsBy }: IndexColumns,
  { insurance, network }: Narrowing,
): TypedFastBitSet | null {
  if (!insurance) return null;
  if (!network) return setsBy.byInsurance.get(insurance) ?? null;
  const listed = setsBy.byOwnInsurance.get(insurance)?.clone() ?? new TypedFastBitSet();
  const inNetwork = setsBy.byNetwork.get(network);
  return inNetwork ? listed.union(inNetwork) : listed;
}

/** Leaves out the practices known not to see a child of `age` years. */
function dropUnserved({ ages }: IndexColumns, slots: TypedFastBitSet, age: number): void {
  const { agesFrom, agesTo } = ages;
  const unserved: number[] = [];
  slots.forEach((slot) => {
    const from = agesFrom[slot]!;
    if (from >= 0 && (age < from || age > agesTo[slot]!)) unserved.push(slot);
  });
  for (const slot of unserved) slots.remove(slot);
}

/** How many slots there are and the box around them; null when there are none. */
function extentOf({ numbers }: IndexColumns, slots: TypedFastBitSet) {
  const { latitudes, longitudes } = numbers;
  let south = Infinity;
  let north = -Infinity;
  let west = Infinity;
  let east = -Infinity;
  let count = 0;
  slots.forEach((slot) => {
    count += 1;
    const latitude = latitudes[slot]!;
    const longitude = longitudes[slot]!;
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  });
  return { count, extent: count ? { west, south, east, north } : null };
}
