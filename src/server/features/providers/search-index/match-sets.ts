import type { TypedFastBitSet } from 'typedfastbitset';
import type { Bounds, ProviderFilter } from '@shared/api/provider-query';
import type { KnownFacts } from '@shared/api/providers';
import { normalizeSearch } from '@shared/rules/provider-filter';
import type { insuranceFit, Point } from '@shared/rules/family-reach';

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

/** How the family asking narrows a search: its insurance and how far from home. */
export interface Narrowing {
  insurance: string | null;
  /** The network of it the family named; null: any network of that insurance counts. */
  network: string | null;
  fit: ReturnType<typeof insuranceFit>;
  /** Home, the miles from it, and its state (where a telehealth licence counts). */
  reach: { home: Point; miles: number; state: string | null } | null;
}

/** Filter sets kept at once: a family's recent choices and the common first views. */
const MATCH_SETS_KEPT = 64;

/** The match sets of the filters asked for most recently, until the directory changes. */
export class MatchSetCache {
  private readonly kept = new Map<string, MatchSet>();

  /** The kept match set for these filters, else the one `compute` gives, kept from then on. */
  get(filter: ProviderFilter, narrowing: Narrowing, compute: () => MatchSet): MatchSet {
    const key = matchKey(filter, narrowing);
    const kept = this.kept.get(key);
    if (kept) {
      // Map order is insertion order: moving the entry to the end keeps the recently used.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const found = compute();
    this.kept.set(key, found);
    if (this.kept.size > MATCH_SETS_KEPT) this.kept.delete(this.kept.keys().next().value!);
    return found;
  }

  clear(): void {
    this.kept.clear();
  }
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
