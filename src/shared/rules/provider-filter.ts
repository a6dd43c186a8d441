import type { FactCounts, KnownFacts } from '../api/providers';
import type { Bounds, ProviderFilter } from '../api/provider-query';
import { isReportedAccessible } from './accessibility';
import { insuranceFit, milesBetween, type Point } from './family-reach';
import { reachedByTelehealth, servesAge, speaks, type PracticeFacts } from './practice-facts';

// Provider filtering (docs/product.md#filters), as a pure predicate. The server runs the same rules
// on its search index (src/server/features/providers/search-index); a test checks that both agree.

export interface FilterableProvider {
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  servicesOffered: readonly string[];
  acceptedInsurance: readonly string[];
  /** Null: nobody has said. */
  acceptingNewPatients?: boolean | null;
  agesFrom?: PracticeFacts['agesFrom'];
  agesTo?: PracticeFacts['agesTo'];
  languages?: PracticeFacts['languages'];
  telehealth?: PracticeFacts['telehealth'];
  licenseState?: string | null;
  /** Plan-Net accessibility codes of its place; null: not reported. */
  accessibility?: readonly string[] | null;
}

/** Search text as compared: trimmed and lower-cased; empty means no text filter. */
export const normalizeSearch = (text: string | undefined) => text?.trim().toLowerCase() ?? '';

export const insideBounds = (p: { latitude: number; longitude: number }, b: Bounds) =>
  p.latitude >= b.south && p.latitude <= b.north && p.longitude >= b.west && p.longitude <= b.east;

/** Where the family searches from and how far it goes (from `reachMiles`); null: no limit. */
export interface Reach {
  home: Point;
  miles: number;
  /** Home's state, where a telehealth licence counts; null when unknown. */
  state?: string | null;
}

export function providerMatches(
  provider: FilterableProvider,
  filter: ProviderFilter,
  familyInsurance: string | null,
  reach: Reach | null = null,
): boolean {
  const search = normalizeSearch(filter.q);
  if (filter.state && provider.state !== filter.state) return false;
  if (
    search &&
    !provider.name.toLowerCase().includes(search) &&
    !provider.city.toLowerCase().includes(search)
  ) {
    return false;
  }
  // Several services: all of them, unless the family asked for any one of them.
  const offers = (service: string) => provider.servicesOffered.includes(service);
  if (
    filter.service?.length &&
    !(filter.anyService ? filter.service.some(offers) : filter.service.every(offers))
  ) {
    return false;
  }
  if (filter.insurance && !provider.acceptedInsurance.includes(filter.insurance)) return false;
  if (filter.newPatients && provider.acceptingNewPatients === false) return false;
  // Ages, languages and telehealth: only what is known to be wrong leaves the list.
  const facts = {
    agesFrom: provider.agesFrom ?? null,
    agesTo: provider.agesTo ?? null,
    languages: provider.languages ?? null,
    telehealth: provider.telehealth ?? null,
    licenseState: provider.licenseState ?? null,
    state: provider.state,
  };
  if (filter.age !== undefined && servesAge(facts, filter.age) === false) return false;
  if (filter.language && speaks(facts, filter.language) === false) return false;
  if (filter.telehealth && facts.telehealth === false) return false;
  // Nobody reports a place inaccessible, so only a report keeps it.
  if (filter.accessible && !isReportedAccessible(provider.accessibility)) return false;
  // The family's own insurance: known to take it, or (by default) nobody has said.
  const fit = insuranceFit(filter, familyInsurance);
  const accepts = familyInsurance !== null && provider.acceptedInsurance.includes(familyInsurance);
  if (fit === 'accepts' && !accepts) return false;
  if (fit === 'acceptsOrUnknown' && !accepts && provider.acceptedInsurance.length > 0) return false;
  if (
    reach &&
    milesBetween(reach.home, provider) > reach.miles &&
    !reachedByTelehealth(facts, reach.state ?? null)
  ) {
    return false;
  }
  if (filter.bounds && !insideBounds(provider, filter.bounds)) return false;
  return true;
}

/**
 * Of providers matching `filter`, how many are confirmed for each filter that keeps what nobody
 * has reported (telehealth, a language; null while it is off), and how many have not reported:
 * what the count says beside the results (docs/product.md#filters).
 */
export function knownFactsOf(
  matches: readonly Pick<FilterableProvider, 'languages' | 'telehealth'>[],
  filter: Pick<ProviderFilter, 'telehealth' | 'language'>,
): KnownFacts {
  const counts = (confirmed: number): FactCounts => ({
    confirmed,
    notReported: matches.length - confirmed,
  });
  const { language } = filter;
  return {
    telehealth: filter.telehealth
      ? counts(matches.filter((p) => p.telehealth === true).length)
      : null,
    language: language
      ? {
          language,
          ...counts(
            matches.filter((p) => speaks({ languages: p.languages ?? null }, language) === true)
              .length,
          ),
        }
      : null,
  };
}
