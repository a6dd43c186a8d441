import type { TypedFastBitSet } from 'typedfastbitset';
import type { Bounds, ProviderFilter } from '@shared/api/provider-query';
import type { ServiceWaits } from '@shared/api/providers';
import { insuranceFit, reachMiles, type SearchingFamily } from '@shared/rules/family-reach';
import type { SaidFacts } from '@server/domain/openings/said-facts';
import { SlotsById, type IdTable } from './slots-by-id';
import { serviceWaitsOf } from './service-waits';
import { emptyColumns, growColumns, shareColumns, type IndexColumns } from './index-columns';
import { clearSlot, writeProvider, type IndexedProvider } from './indexed-provider';
import { MatchSetCache, type MatchSet, type Narrowing } from './match-sets';
import { matchFilter } from './filter-matching';
import { SpatialIndex } from './spatial-index';

const MINUTES_PER_DAY = 1440;

/**
 * The provider directory in memory, in columns, for search at national scale
 * (docs/decisions/010-search-index-in-memory.md): one bit set per state, service and insurance,
 * so a filter is a few word-wise ANDs and ORs; a k-d tree of positions for the part of the map in
 * view. A provider lives in a slot; a removed provider's slot is reused.
 */
export class ProviderIndex {
  private cols = emptyColumns();
  private slotOf = new SlotsById(this.cols.ids);
  private readonly freeSlots: number[] = [];
  private spatial: SpatialIndex | null = null;
  private readonly matchSets = new MatchSetCache();
  private serviceWaitsKept: ServiceWaits | null = null;

  constructor(providers: Iterable<IndexedProvider> = []) {
    for (const provider of providers) this.put(provider);
  }

  /** An index holding what `columns()` gave, without putting each provider again. */
  static fromColumns(columns: IndexColumns, idTable?: IdTable): ProviderIndex {
    const index = new ProviderIndex();
    index.cols = shareColumns(columns);
    const ids = columns.ids;
    for (let slot = 0; slot < ids.length; slot += 1) {
      if (!ids.get(slot)) index.freeSlots.push(slot);
    }
    const held = ids.length - index.freeSlots.length;
    if (idTable) {
      if (idTable.slots.length !== held) throw new Error('the id table does not match the ids');
      index.slotOf = new SlotsById(ids, idTable, held);
    } else {
      index.slotOf = new SlotsById(ids);
      for (let slot = 0; slot < ids.length; slot += 1) {
        const id = ids.get(slot);
        if (id) index.slotOf.set(id, slot);
      }
    }
    return index;
  }

  /** What the index holds, shared, not copied: encode it before the next change. */
  columns(): IndexColumns {
    return shareColumns(this.cols);
  }

  /** Makes the strings a snapshot file left joined, between other work (see StringColumn). */
  async settle(): Promise<void> {
    await Promise.all([this.cols.ids.settle(), this.cols.searchTexts.settle()]);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** One more than the highest slot: the length of an array indexed by slot. */
  get capacity(): number {
    return this.cols.ids.length;
  }

  idOf(slot: number): string {
    return this.cols.ids.get(slot);
  }

  latitudeOf(slot: number): number {
    return this.cols.numbers.latitudes[slot]!;
  }

  longitudeOf(slot: number): number {
    return this.cols.numbers.longitudes[slot]!;
  }

  /** Days, or NaN when unknown. */
  waitOf(slot: number): number {
    return this.cols.numbers.waits[slot]!;
  }

  /**
   * Minutes from the start of `today` (UTC) to the provider's next opening, as `nextOpening`
   * chooses it: the published or offered time while it is ahead of `nowMinutes`, else the wait
   * (observed, else listed) counted from today; NaN when unknown.
   */
  openingOf(slot: number, todayMinutes: number, nowMinutes: number): number {
    const at = this.cols.numbers.openingAt[slot]!;
    if (at >= nowMinutes || (at >= todayMinutes && at % MINUTES_PER_DAY === 0)) {
      return at - todayMinutes;
    }
    return this.cols.numbers.openingWait[slot]! * MINUTES_PER_DAY;
  }

  /** What the clinic and its system said of the provider, as last read; undefined: nothing. */
  saidOf(id: string): SaidFacts | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.cols.said.get(slot);
  }

  isPediatricOnly(slot: number): boolean {
    return this.cols.sets.pediatricOnly.has(slot);
  }

  /**
   * What orders by name: the name lower-cased, then the city (the search text), so 'de Vries'
   * sits between 'Dean' and 'Dixon' whatever the capitals.
   */
  nameKeyOf(slot: number): string {
    return this.cols.searchTexts.get(slot);
  }

  /** Adds the provider, or replaces what the index knew of it. */
  put(provider: IndexedProvider): void {
    this.remove(provider.id);
    const slot = this.freeSlots.pop() ?? this.cols.ids.length;
    const room = this.cols.numbers.latitudes.length;
    if (slot >= room) growColumns(this.cols, Math.max(1024, room * 2));
    writeProvider(this.cols, slot, provider);
    this.slotOf.set(provider.id, slot);
    this.changed();
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    clearSlot(this.cols, slot);
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
    this.changed();
  }

  /**
   * The providers matching the filters, computed once per set of filters until the directory
   * changes. The map leaves its view out of them (it clusters every match); the list may name a
   * box. The family's insurance and travel distance apply as `insuranceFit` and `reachMiles` say.
   */
  matches(filter: ProviderFilter, family: SearchingFamily): MatchSet {
    const reach = reachMiles(filter.within, {
      hasHome: family.home !== null,
      travelMiles: family.travelMiles,
    });
    const narrowing: Narrowing = {
      insurance: family.insurance,
      network: family.insurance ? family.network : null,
      fit: insuranceFit(filter, family.insurance),
      reach:
        reach !== null && family.home
          ? { home: family.home, miles: reach, state: family.homeState }
          : null,
    };
    return this.matchSets.get(filter, narrowing, () =>
      matchFilter(this.cols, this.spatialIndex(), filter, narrowing),
    );
  }

  /** Every state with its number of providers, and every service and insurance offered. */
  facets(): {
    states: { state: string; count: number }[];
    services: string[];
    insurances: string[];
  } {
    const { byState, byService, byInsurance } = this.cols.setsBy;
    const present = (sets: Map<string, TypedFastBitSet>) =>
      [...sets].filter(([, bits]) => !bits.isEmpty()).map(([value]) => value);
    return {
      states: [...byState]
        .map(([state, bits]) => ({ state, count: bits.size() }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => (a.state < b.state ? -1 : 1)),
      services: present(byService).sort(),
      insurances: present(byInsurance).sort(),
    };
  }

  /**
   * Each service's median known wait over the real providers offering it (a provider's wait as
   * families see it: measured, else listed), computed once until the directory changes.
   */
  serviceWaits(): ServiceWaits {
    const { setsBy, numbers, sets } = this.cols;
    this.serviceWaitsKept ??= serviceWaitsOf(setsBy.byService, numbers.waits, sets.sample);
    return this.serviceWaitsKept;
  }

  /** Calls `visit` with the slot of every live provider inside the box (edges included). */
  within(box: Bounds, visit: (slot: number) => void): void {
    this.spatialIndex().within(box, visit);
  }

  /**
   * Whether the provider is known to take the family's insurance, as the search counts it (see
   * `matchFilter`): what a card's 'Accepts Aetna' says, from the same bits that ranked it.
   */
  takes(id: string, { insurance, network }: Pick<SearchingFamily, 'insurance' | 'network'>) {
    const slot = this.slotOf.get(id);
    if (slot === undefined || !insurance) return false;
    const { byInsurance, byOwnInsurance, byNetwork } = this.cols.setsBy;
    if (!network) return byInsurance.get(insurance)?.has(slot) ?? false;
    return (
      (byOwnInsurance.get(insurance)?.has(slot) ?? false) ||
      (byNetwork.get(network)?.has(slot) ?? false)
    );
  }

  private spatialIndex(): SpatialIndex {
    const { sets, numbers } = this.cols;
    this.spatial ??= new SpatialIndex(sets.live, this.size, numbers.latitudes, numbers.longitudes);
    return this.spatial;
  }

  private changed(): void {
    this.spatial = null;
    this.serviceWaitsKept = null;
    this.matchSets.clear();
  }
}
