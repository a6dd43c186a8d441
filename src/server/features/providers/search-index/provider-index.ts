import { agesSeen, isPediatricOnly } from '@shared/rules/pediatric-care';
import KDBush from 'kdbush';
import { TypedFastBitSet } from 'typedfastbitset';
import type { KnownFacts, ServiceWaits } from '@shared/api/providers';
import type { Bounds, ProviderFilter } from '@shared/api/provider-query';
import {
  insuranceFit,
  milesBetween,
  reachMiles,
  type Point,
  type SearchingFamily,
} from '@shared/rules/family-reach';
import { isReportedAccessible } from '@shared/rules/accessibility';
import { licensedState } from '@shared/rules/practice-facts';
import { normalizeSearch } from '@shared/rules/provider-filter';
import { openingMinutes } from '@shared/rules/best-opening';
import { notAcceptingFor } from '@server/domain/openings/next-opening';
import type { SaidFacts } from '@server/domain/openings/said-facts';
import { SlotsById, type IdTable } from './slots-by-id';
import { serviceWaitsOf } from './service-waits';
import { StringColumn } from './string-column';

/** What search needs of a provider, and no more: the rest is read from the database by id. */
export interface IndexedProvider {
  id: string;
  state: string;
  latitude: number;
  longitude: number;
  servicesOffered: readonly string[];
  acceptedInsurance: readonly string[];
  /**
   * The insurance types whose payer directories list the provider in a network now: known to
   * take them too, though they say nothing of other insurances.
   */
  claimedInsurance?: readonly string[];
  /** The payer networks (our ids) those directories list it in, for families naming theirs. */
  claimedNetworks?: readonly string[];
  /** lower(name + U+001F + city), as the database stores it for the text search. */
  searchText: string;
  /** The provider's wait as families see it (measured, else listed); null when unknown. */
  waitDays: number | null;
  /** Null: nobody has said. */
  acceptingNewPatients: boolean | null;
  /** The waits observed, reported and listed (`waitColumns`), for the next opening. */
  observedDays?: number | null;
  reportedDays?: number | null;
  listedDays?: number | null;
  /** What the clinic and its system said: openings, replies, its listing. */
  said?: SaidFacts;
  /** The payer networks whose directories say it takes no new patients. */
  closedNetworks?: readonly string[];
  /** Ages seen (years, both included); null: nobody has said. */
  agesFrom: number | null;
  agesTo: number | null;
  /** Null: nobody has said. */
  languages: readonly string[] | null;
  telehealth: boolean | null;
  licenseState: string | null;
  /** Plan-Net accessibility codes of its place; null: not reported. */
  accessibility: readonly string[] | null;
  /** One of the fictional sample providers (`source = 'sample'`). */
  sample?: boolean;
  /** Its specialty: pediatric-only ones imply the ages seen and rank late for adults. */
  specialty?: string;
}

/**
 * Everything the index holds, as plain columns by slot: what a snapshot file stores
 * (docs/decisions/026-search-at-start.md). A slot whose id is '' is free.
 */
export interface IndexColumns {
  ids: StringColumn;
  searchTexts: StringColumn;
  said: Map<number, SaidFacts>;
  numbers: Record<NumberColumn, Float64Array<ArrayBuffer>>;
  ages: Record<AgeColumn, Int16Array<ArrayBuffer>>;
  sets: Record<SetColumn, TypedFastBitSet>;
  setsBy: Record<SetsByColumn, Map<string, TypedFastBitSet>>;
}

export const NUMBER_COLUMNS = [
  'latitudes',
  'longitudes',
  'waits',
  'openingAt',
  'openingWait',
] as const;
export const AGE_COLUMNS = ['agesFrom', 'agesTo'] as const;
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

/** The providers matching one set of filters, with what every answer for them shares. */
export interface MatchSet {
  /** Slots of the matching providers. */
  slots: TypedFastBitSet;
  count: number;
  /** The box around them; null when none match. */
  extent: Bounds | null;
  /**
   * With the family's insurance applied as 'known to take it, or not known', the providers known
   * to take it, which rank first; null otherwise.
   */
  preferred: TypedFastBitSet | null;
  /**
   * With the telehealth or language filter on, the matches known to offer it or to speak it,
   * which rank before those nobody has reported on (after the insurance tier); one set per filter
   * on, none with both off.
   */
  confirmed: TypedFastBitSet[];
  /** How many of the matches are confirmed for each of those filters, and how many unreported. */
  known: KnownFacts;
  /** The miles from home the matches keep to; null: no limit. */
  reachMiles: number | null;
  /**
   * Known to take no new patients, as this family is told (the clinic, a reply, or its plan's
   * directory): last in 'Soonest'.
   */
  closed: TypedFastBitSet;
  /** Results worth keeping for as long as the filters' matches stand (clusters per zoom). */
  memo: Map<string, unknown>;
}

const MINUTES_PER_DAY = 1440;

/** Filter sets kept at once: a family's recent choices and the common first views. */
const MATCH_SETS_KEPT = 64;

/**
 * The provider directory in memory, in columns, for search at national scale
 * (docs/decisions/010-search-index-in-memory.md): one bit set per state, service and insurance,
 * so a filter is a few word-wise ANDs and ORs; a k-d tree of positions for the part of the map in
 * view. A provider lives in a slot; a removed provider's slot is reused.
 */
export class ProviderIndex {
  private ids = new StringColumn();
  private slotOf = new SlotsById(this.ids);
  private readonly freeSlots: number[] = [];
  /** lower(name + U+001F + city) by slot, for the text search and the name order. */
  private searchTexts = new StringColumn();
  /** What the clinic and its system said (openings, replies, its listing), by slot, when anything. */
  private saidBySlot = new Map<number, SaidFacts>();
  private latitudes = new Float64Array(0);
  private longitudes = new Float64Array(0);
  /** NaN for an unknown wait, so it needs no second array. */
  private waits = new Float64Array(0);
  /**
   * Minutes since 1970 of the day or time the clinic or its system published, else offered in a
   * reply; NaN when none. Beside it, the wait counted from today when that has passed or is none.
   */
  private openingAt = new Float64Array(0);
  private openingWait = new Float64Array(0);
  /** The ages seen; -1 when unknown. */
  private agesFrom = new Int16Array(0);
  private agesTo = new Int16Array(0);
  private live = new TypedFastBitSet();
  private byState = new Map<string, TypedFastBitSet>();
  private byService = new Map<string, TypedFastBitSet>();
  /** By insurance: listed on the provider, or claimed by a directory of that insurance. */
  private byInsurance = new Map<string, TypedFastBitSet>();
  /** By insurance listed on the provider itself, and by payer network claimed. */
  private byOwnInsurance = new Map<string, TypedFastBitSet>();
  private byNetwork = new Map<string, TypedFastBitSet>();
  /** Providers nobody has listed any insurance for: a family should ask them. */
  private insuranceUnknown = new TypedFastBitSet();
  /** Providers known not to take new patients. */
  private closedToNew = new TypedFastBitSet();
  /** By payer network: those its directory says take none, where the clinic has not said. */
  private closedInNetwork = new Map<string, TypedFastBitSet>();
  private byLanguage = new Map<string, TypedFastBitSet>();
  /** Providers whose languages someone has reported. */
  private languagesKnown = new TypedFastBitSet();
  /** Providers known not to see families by video. */
  private noTelehealth = new TypedFastBitSet();
  /** Providers known to see families by video, wherever licensed: 'confirmed' to the filter. */
  private offersTelehealth = new TypedFastBitSet();
  /** Providers seeing families by video, by the state they are licensed in. */
  private telehealthIn = new Map<string, TypedFastBitSet>();
  /** Providers reported accessible for people with disabilities (handicap access or ADA). */
  private reportedAccessible = new TypedFastBitSet();
  /** The fictional sample providers, kept out of the directory's typical waits. */
  private sample = new TypedFastBitSet();
  /** Pediatric-only specialties: after the others in an adult's 'Soonest' list. */
  private pediatricOnly = new TypedFastBitSet();
  private spatial: { tree: KDBush; slots: Uint32Array } | null = null;
  private readonly matchSets = new Map<string, MatchSet>();
  private serviceWaitsKept: ServiceWaits | null = null;

  constructor(providers: Iterable<IndexedProvider> = []) {
    for (const provider of providers) this.put(provider);
  }

  /** An index holding what `columns()` gave, without putting each provider again. */
  static fromColumns(columns: IndexColumns, idTable?: IdTable): ProviderIndex {
    const index = new ProviderIndex();
    index.ids = columns.ids;
    index.searchTexts = columns.searchTexts;
    index.saidBySlot = columns.said;
    ({
      latitudes: index.latitudes,
      longitudes: index.longitudes,
      waits: index.waits,
      openingAt: index.openingAt,
      openingWait: index.openingWait,
    } = columns.numbers);
    ({ agesFrom: index.agesFrom, agesTo: index.agesTo } = columns.ages);
    ({
      live: index.live,
      insuranceUnknown: index.insuranceUnknown,
      closedToNew: index.closedToNew,
      languagesKnown: index.languagesKnown,
      noTelehealth: index.noTelehealth,
      offersTelehealth: index.offersTelehealth,
      reportedAccessible: index.reportedAccessible,
      sample: index.sample,
      pediatricOnly: index.pediatricOnly,
    } = columns.sets);
    ({
      byState: index.byState,
      byService: index.byService,
      byInsurance: index.byInsurance,
      byOwnInsurance: index.byOwnInsurance,
      byNetwork: index.byNetwork,
      closedInNetwork: index.closedInNetwork,
      byLanguage: index.byLanguage,
      telehealthIn: index.telehealthIn,
    } = columns.setsBy);
    for (let slot = 0; slot < index.ids.length; slot += 1) {
      if (!index.ids.get(slot)) index.freeSlots.push(slot);
    }
    const held = index.ids.length - index.freeSlots.length;
    if (idTable) {
      if (idTable.slots.length !== held) throw new Error('the id table does not match the ids');
      index.slotOf = new SlotsById(index.ids, idTable, held);
    } else {
      index.slotOf = new SlotsById(index.ids);
      for (let slot = 0; slot < index.ids.length; slot += 1) {
        const id = index.ids.get(slot);
        if (id) index.slotOf.set(id, slot);
      }
    }
    return index;
  }

  /** What the index holds, shared, not copied: encode it before the next change. */
  columns(): IndexColumns {
    return {
      ids: this.ids,
      searchTexts: this.searchTexts,
      said: this.saidBySlot,
      numbers: {
        latitudes: this.latitudes,
        longitudes: this.longitudes,
        waits: this.waits,
        openingAt: this.openingAt,
        openingWait: this.openingWait,
      },
      ages: { agesFrom: this.agesFrom, agesTo: this.agesTo },
      sets: {
        live: this.live,
        insuranceUnknown: this.insuranceUnknown,
        closedToNew: this.closedToNew,
        languagesKnown: this.languagesKnown,
        noTelehealth: this.noTelehealth,
        offersTelehealth: this.offersTelehealth,
        reportedAccessible: this.reportedAccessible,
        sample: this.sample,
        pediatricOnly: this.pediatricOnly,
      },
      setsBy: {
        byState: this.byState,
        byService: this.byService,
        byInsurance: this.byInsurance,
        byOwnInsurance: this.byOwnInsurance,
        byNetwork: this.byNetwork,
        closedInNetwork: this.closedInNetwork,
        byLanguage: this.byLanguage,
        telehealthIn: this.telehealthIn,
      },
    };
  }

  /** Makes the strings a snapshot file left joined, between other work (see StringColumn). */
  async settle(): Promise<void> {
    await Promise.all([this.ids.settle(), this.searchTexts.settle()]);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** One more than the highest slot: the length of an array indexed by slot. */
  get capacity(): number {
    return this.ids.length;
  }

  idOf(slot: number): string {
    return this.ids.get(slot);
  }

  latitudeOf(slot: number): number {
    return this.latitudes[slot]!;
  }

  longitudeOf(slot: number): number {
    return this.longitudes[slot]!;
  }

  /** Days, or NaN when unknown. */
  waitOf(slot: number): number {
    return this.waits[slot]!;
  }

  /**
   * Minutes from the start of `today` (UTC) to the provider's next opening, as `nextOpening`
   * chooses it: the published or offered time while it is ahead of `nowMinutes`, else the wait
   * (observed, else listed) counted from today; NaN when unknown.
   */
  openingOf(slot: number, todayMinutes: number, nowMinutes: number): number {
    const at = this.openingAt[slot]!;
    if (at >= nowMinutes || (at >= todayMinutes && at % MINUTES_PER_DAY === 0)) {
      return at - todayMinutes;
    }
    return this.openingWait[slot]! * MINUTES_PER_DAY;
  }

  /** What the clinic and its system said of the provider, as last read; undefined: nothing. */
  saidOf(id: string): SaidFacts | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.saidBySlot.get(slot);
  }

  /**
   * What orders by name: the name lower-cased, then the city (the search text), so 'de Vries'
   * sits between 'Dean' and 'Dixon' whatever the capitals.
   */
  isPediatricOnly(slot: number): boolean {
    return this.pediatricOnly.has(slot);
  }

  nameKeyOf(slot: number): string {
    return this.searchTexts.get(slot);
  }

  /** Adds the provider, or replaces what the index knew of it. */
  put(provider: IndexedProvider): void {
    this.remove(provider.id);
    const slot = this.freeSlots.pop() ?? this.ids.length;
    if (slot >= this.latitudes.length) this.grow(Math.max(1024, this.latitudes.length * 2));
    this.ids.set(slot, provider.id);
    this.searchTexts.set(slot, provider.searchText);
    if (provider.said) this.saidBySlot.set(slot, provider.said);
    this.slotOf.set(provider.id, slot);
    this.latitudes[slot] = provider.latitude;
    this.longitudes[slot] = provider.longitude;
    this.waits[slot] = provider.waitDays ?? Number.NaN;
    const said = provider.said;
    const dated = said?.published?.start ?? said?.replyStart ?? null;
    this.openingAt[slot] = dated === null ? Number.NaN : openingMinutes(dated);
    this.openingWait[slot] =
      provider.observedDays ?? provider.reportedDays ?? provider.listedDays ?? Number.NaN;
    const ages = agesSeen(provider);
    this.agesFrom[slot] = ages.agesFrom ?? -1;
    this.agesTo[slot] = ages.agesTo ?? -1;
    this.live.add(slot);
    bitsFor(this.byState, provider.state).add(slot);
    for (const service of provider.servicesOffered) bitsFor(this.byService, service).add(slot);
    for (const insurance of provider.acceptedInsurance) {
      bitsFor(this.byInsurance, insurance).add(slot);
      bitsFor(this.byOwnInsurance, insurance).add(slot);
    }
    for (const insurance of provider.claimedInsurance ?? []) {
      bitsFor(this.byInsurance, insurance).add(slot);
    }
    for (const network of provider.claimedNetworks ?? [])
      bitsFor(this.byNetwork, network).add(slot);
    // Only a list on the provider tells which insurances it leaves out; a directory's claim
    // speaks of its own insurance alone.
    if (provider.acceptedInsurance.length === 0) this.insuranceUnknown.add(slot);
    // The clinic's newest word decides; without one, what an admin or the registry listed, and
    // each plan directory for its own network (docs/product.md#next-opening).
    const clinicSaid = Boolean(said?.listing ?? said?.reply);
    if (clinicSaid ? notAcceptingFor(said, null) : provider.acceptingNewPatients === false) {
      this.closedToNew.add(slot);
    }
    if (!clinicSaid) {
      for (const network of provider.closedNetworks ?? []) {
        bitsFor(this.closedInNetwork, network).add(slot);
      }
    }
    if (provider.languages) {
      this.languagesKnown.add(slot);
      for (const language of provider.languages) bitsFor(this.byLanguage, language).add(slot);
    }
    if (provider.telehealth === false) this.noTelehealth.add(slot);
    if (provider.telehealth === true) this.offersTelehealth.add(slot);
    const telehealthState = provider.telehealth ? licensedState(provider) : null;
    if (telehealthState) bitsFor(this.telehealthIn, telehealthState).add(slot);
    if (isReportedAccessible(provider.accessibility)) this.reportedAccessible.add(slot);
    if (provider.sample) this.sample.add(slot);
    if (isPediatricOnly(provider.specialty)) this.pediatricOnly.add(slot);
    this.changed();
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    // A provider's sets are not kept beside it: its slot leaves every set there is (a few hundred).
    for (const set of SET_COLUMNS) this[set].remove(slot);
    for (const sets of SETS_BY_COLUMNS) for (const bits of this[sets].values()) bits.remove(slot);
    this.ids.set(slot, '');
    this.searchTexts.set(slot, '');
    this.saidBySlot.delete(slot);
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
    const key = matchKey(filter, narrowing);
    const kept = this.matchSets.get(key);
    if (kept) {
      // Map order is insertion order: moving the entry to the end keeps the recently used.
      this.matchSets.delete(key);
      this.matchSets.set(key, kept);
      return kept;
    }
    const found = this.compute(filter, narrowing);
    this.matchSets.set(key, found);
    if (this.matchSets.size > MATCH_SETS_KEPT) {
      this.matchSets.delete(this.matchSets.keys().next().value!);
    }
    return found;
  }

  /** Every state with its number of providers, and every service and insurance offered. */
  facets(): {
    states: { state: string; count: number }[];
    services: string[];
    insurances: string[];
  } {
    const present = (sets: Map<string, TypedFastBitSet>) =>
      [...sets].filter(([, bits]) => !bits.isEmpty()).map(([value]) => value);
    return {
      states: [...this.byState]
        .map(([state, bits]) => ({ state, count: bits.size() }))
        .filter((entry) => entry.count > 0)
        .sort((a, b) => (a.state < b.state ? -1 : 1)),
      services: present(this.byService).sort(),
      insurances: present(this.byInsurance).sort(),
    };
  }

  /**
   * Each service's median known wait over the real providers offering it (a provider's wait as
   * families see it: measured, else listed), computed once until the directory changes.
   */
  serviceWaits(): ServiceWaits {
    this.serviceWaitsKept ??= serviceWaitsOf(this.byService, this.waits, this.sample);
    return this.serviceWaitsKept;
  }

  /** Calls `visit` with the slot of every live provider inside the box (edges included). */
  within(box: Bounds, visit: (slot: number) => void): void {
    const { tree, slots } = this.spatialIndex();
    for (const i of tree.range(box.west, box.south, box.east, box.north)) visit(slots[i]!);
  }

  /**
   * Whether the provider is known to take the family's insurance, as the search counts it (see
   * `accepting`): what a card's 'Accepts Aetna' says, from the same bits that ranked it.
   */
  takes(id: string, { insurance, network }: Pick<SearchingFamily, 'insurance' | 'network'>) {
    const slot = this.slotOf.get(id);
    if (slot === undefined || !insurance) return false;
    if (!network) return this.byInsurance.get(insurance)?.has(slot) ?? false;
    return (
      (this.byOwnInsurance.get(insurance)?.has(slot) ?? false) ||
      (this.byNetwork.get(network)?.has(slot) ?? false)
    );
  }

  /**
   * The providers known to take the family's insurance: listed on them, or claimed by a directory
   * of it; only the family's own network's claims when it named one. Null without insurance.
   */
  private accepting({ insurance, network }: Narrowing): TypedFastBitSet | null {
    if (!insurance) return null;
    if (!network) return this.byInsurance.get(insurance) ?? null;
    const listed = this.byOwnInsurance.get(insurance)?.clone() ?? new TypedFastBitSet();
    const inNetwork = this.byNetwork.get(network);
    return inNetwork ? listed.union(inNetwork) : listed;
  }

  private compute(filter: ProviderFilter, narrowing: Narrowing): MatchSet {
    const slots = this.live.clone();
    const none = new TypedFastBitSet();
    if (filter.state) slots.intersection(this.byState.get(filter.state) ?? none);
    if (filter.service?.length && filter.anyService) {
      const anyService = new TypedFastBitSet();
      for (const service of filter.service) {
        const offering = this.byService.get(service);
        if (offering) anyService.union(offering);
      }
      slots.intersection(anyService);
    } else if (filter.service?.length) {
      // Every service the child needs: one intersection each.
      for (const service of filter.service) slots.intersection(this.byService.get(service) ?? none);
    }
    if (filter.insurance) slots.intersection(this.byInsurance.get(filter.insurance) ?? none);
    const closed = this.closedToNew.clone();
    const closedInNetwork = narrowing.network && this.closedInNetwork.get(narrowing.network);
    if (closedInNetwork) closed.union(closedInNetwork);
    if (filter.newPatients) slots.difference(closed);
    // Known not to speak it, or not to see families by video, leaves; not reported stays.
    const spoken = filter.language ? (this.byLanguage.get(filter.language) ?? none) : null;
    if (spoken) slots.difference(this.languagesKnown.clone().difference(spoken));
    if (filter.telehealth) slots.difference(this.noTelehealth);
    // Only a report counts: nobody reports a place inaccessible.
    if (filter.accessible) slots.intersection(this.reportedAccessible);
    if (filter.age !== undefined) this.dropUnserved(slots, filter.age);
    if (filter.bounds) {
      const inside = new TypedFastBitSet();
      this.within(filter.bounds, (slot) => inside.add(slot));
      slots.intersection(inside);
    }
    const { fit, reach } = narrowing;
    const accepting = this.accepting(narrowing) ?? none;
    if (fit === 'accepts') slots.intersection(accepting);
    if (fit === 'acceptsOrUnknown')
      slots.intersection(accepting.clone().union(this.insuranceUnknown));
    if (reach) {
      const reachable = this.around(reach.home, reach.miles);
      // A practice seeing families by video, licensed in their state, is as near as their screen.
      const byVideo = reach.state ? this.telehealthIn.get(reach.state) : undefined;
      if (byVideo) reachable.union(byVideo);
      slots.intersection(reachable);
    }
    const search = normalizeSearch(filter.q);
    if (search) {
      const misses: number[] = [];
      slots.forEach((slot) => {
        if (!this.searchTexts.get(slot).includes(search)) misses.push(slot);
      });
      for (const slot of misses) slots.remove(slot);
    }

    let south = Infinity;
    let north = -Infinity;
    let west = Infinity;
    let east = -Infinity;
    let count = 0;
    slots.forEach((slot) => {
      count += 1;
      const latitude = this.latitudes[slot]!;
      const longitude = this.longitudes[slot]!;
      if (latitude < south) south = latitude;
      if (latitude > north) north = latitude;
      if (longitude < west) west = longitude;
      if (longitude > east) east = longitude;
    });
    // Counted on the final matches, from the same bits that kept them.
    const confirmedOf = (known: TypedFastBitSet | null) => {
      if (!known) return null;
      const bits = known.new_intersection(slots);
      const confirmed = bits.size();
      return { bits, counts: { confirmed, notReported: count - confirmed } };
    };
    const telehealth = confirmedOf(filter.telehealth ? this.offersTelehealth : null);
    const language = confirmedOf(spoken);
    return {
      slots,
      count,
      extent: count ? { west, south, east, north } : null,
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

  /** Leaves out the practices known not to see a child of `age` years. */
  private dropUnserved(slots: TypedFastBitSet, age: number): void {
    const unserved: number[] = [];
    slots.forEach((slot) => {
      const from = this.agesFrom[slot]!;
      if (from >= 0 && (age < from || age > this.agesTo[slot]!)) unserved.push(slot);
    });
    for (const slot of unserved) slots.remove(slot);
  }

  /** Every live provider within `miles` of home: a box from the k-d tree, then the true distance. */
  private around(home: Point, miles: number): TypedFastBitSet {
    // A degree of latitude is at least 68.7 miles; a degree of longitude shrinks towards the
    // poles, so the box is as wide as the reach at its edge nearest a pole.
    const latitudeSpan = miles / 68.7;
    const edge = Math.min(89, Math.abs(home.latitude) + latitudeSpan);
    const longitudeSpan = Math.min(180, latitudeSpan / Math.cos((edge * Math.PI) / 180));
    const inside = new TypedFastBitSet();
    const box: Bounds = {
      west: Math.max(-180, home.longitude - longitudeSpan),
      south: Math.max(-90, home.latitude - latitudeSpan),
      east: Math.min(180, home.longitude + longitudeSpan),
      north: Math.min(90, home.latitude + latitudeSpan),
    };
    this.within(box, (slot) => {
      const at = { latitude: this.latitudes[slot]!, longitude: this.longitudes[slot]! };
      if (milesBetween(home, at) <= miles) inside.add(slot);
    });
    return inside;
  }

  private spatialIndex() {
    if (this.spatial) return this.spatial;
    const tree = new KDBush(Math.max(1, this.size));
    const slots = new Uint32Array(Math.max(1, this.size));
    let i = 0;
    this.live.forEach((slot) => {
      slots[i] = slot;
      i += 1;
      tree.add(this.longitudes[slot]!, this.latitudes[slot]!);
    });
    // KDBush wants as many points as announced; an empty directory gets one far outside the map.
    if (i === 0) tree.add(1e9, 1e9);
    tree.finish();
    this.spatial = { tree, slots };
    return this.spatial;
  }

  private changed(): void {
    this.spatial = null;
    this.serviceWaitsKept = null;
    this.matchSets.clear();
  }

  private grow(capacity: number): void {
    const copy = (from: Float64Array) => {
      const to = new Float64Array(capacity);
      to.set(from);
      return to;
    };
    this.latitudes = copy(this.latitudes);
    this.longitudes = copy(this.longitudes);
    this.waits = copy(this.waits);
    this.openingAt = copy(this.openingAt);
    this.openingWait = copy(this.openingWait);
    const copyAges = (from: Int16Array) => {
      const to = new Int16Array(capacity);
      to.set(from);
      return to;
    };
    this.agesFrom = copyAges(this.agesFrom);
    this.agesTo = copyAges(this.agesTo);
  }
}

/** The middle of sorted numbers (the mean of the two middle ones for an even count). */
function bitsFor(sets: Map<string, TypedFastBitSet>, value: string): TypedFastBitSet {
  let bits = sets.get(value);
  if (!bits) sets.set(value, (bits = new TypedFastBitSet()));
  return bits;
}

/** How the family asking narrows a search: its insurance and how far from home. */
interface Narrowing {
  insurance: string | null;
  /** The network of it the family named; null: any network of that insurance counts. */
  network: string | null;
  fit: ReturnType<typeof insuranceFit>;
  /** Home, the miles from it, and its state (where a telehealth licence counts). */
  reach: { home: Point; miles: number; state: string | null } | null;
}

/** Equal filters give equal keys, in whatever order the services were named. */
function matchKey(filter: ProviderFilter, narrowing: Narrowing): string {
  return JSON.stringify([
    filter.state ?? '',
    normalizeSearch(filter.q),
    [...(filter.service ?? [])].sort(),
    filter.anyService === true,
    filter.insurance ?? '',
    filter.newPatients === true,
    // Whose plan directory says who takes no new patients: it hides them, and ranks them last.
    narrowing.network,
    filter.age ?? null,
    filter.language ?? '',
    filter.telehealth === true,
    filter.accessible === true,
    narrowing.fit === 'off' ? '' : `${narrowing.fit}:${narrowing.insurance}:${narrowing.network}`,
    narrowing.reach,
    filter.bounds ?? null,
  ]);
}
