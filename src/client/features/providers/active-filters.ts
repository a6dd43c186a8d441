import type { TFunction } from 'i18next';
import type { Profile } from '@shared/api/profile';
import {
  DEFAULT_TRAVEL_MILES,
  insuranceFit,
  reachMiles,
  type InsuranceFit,
} from '@shared/rules/family-reach';
import type { ProviderListParams } from './api/get-providers';
import type { OptionWords } from './use-option-words';
import type { SearchPatch } from './use-provider-search';

/** One active filter as a chip: what it reads, and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: SearchPatch;
}

/** How the family's own profile narrows the search on screen: its insurance and its reach. */
export interface FamilyNarrowing {
  insurance: string | null;
  fit: InsuranceFit;
  /** Miles from home; null: no limit. */
  reachMiles: number | null;
  /** The care is for the person searching: the age is theirs, not a child's. */
  forSelf: boolean;
}

/** What the server applies for this family and these parameters, for chips and explanations. */
export function familyNarrowing(
  params: ProviderListParams,
  profile: Pick<Profile, 'insuranceType' | 'zipCode' | 'travelMiles' | 'careFor'> | undefined,
): FamilyNarrowing {
  const insurance = profile?.insuranceType ?? null;
  return {
    insurance,
    fit: insuranceFit(params, insurance),
    reachMiles: reachMiles(params.within, {
      hasHome: profile?.zipCode != null,
      travelMiles: profile ? profile.travelMiles : DEFAULT_TRAVEL_MILES,
    }),
    forSelf: profile?.careFor === 'self',
  };
}

/**
 * Every active filter (docs/product.md#filters), in the order the filter panel shows them. The
 * family's travel distance and insurance apply by default, and are chips like any other: removing
 * one lifts it.
 */
export function activeFilters(
  params: ProviderListParams,
  t: TFunction<'search'>,
  words: OptionWords,
  family: FamilyNarrowing,
): FilterChip[] {
  const chips: FilterChip[] = [];
  if (family.reachMiles !== null) {
    const label = t('chips.within', { miles: family.reachMiles });
    chips.push({ key: 'within', label, remove: { within: 'any' } });
  }
  if (params.state) {
    const label = t('chips.state', { state: params.state });
    chips.push({ key: 'state', label, remove: { state: undefined } });
  }
  if (params.q) {
    chips.push({ key: 'q', label: t('chips.search', { q: params.q }), remove: { q: undefined } });
  }
  const services = params.service ?? [];
  for (const service of services) {
    chips.push({
      key: `service:${service}`,
      label: words.service(service),
      remove: { service: services.filter((other) => other !== service) },
    });
  }
  if (params.anyService && services.length > 1) {
    chips.push({
      key: 'anyService',
      label: t('chips.anyService'),
      remove: { anyService: undefined },
    });
  }
  if (params.insurance) {
    chips.push({
      key: 'insurance',
      label: t('chips.insurance', { insurance: words.insurance(params.insurance) }),
      remove: { insurance: undefined },
    });
  }
  if (params.newPatients) {
    chips.push({
      key: 'newPatients',
      label: t('chips.newPatients'),
      remove: { newPatients: undefined },
    });
  }
  if (params.age !== undefined) {
    chips.push({
      key: 'age',
      label: t('chips.age', { age: params.age }),
      remove: { age: undefined },
    });
  }
  if (params.language) {
    chips.push({
      key: 'language',
      label: t('chips.language', { language: words.language(params.language) }),
      remove: { language: undefined },
    });
  }
  if (params.telehealth) {
    chips.push({
      key: 'telehealth',
      label: t('chips.telehealth'),
      remove: { telehealth: undefined },
    });
  }
  if (params.accessible) {
    chips.push({
      key: 'accessible',
      label: t('chips.accessible'),
      remove: { accessible: undefined },
    });
  }
  const yours =
    familyInsuranceChip(family, t, words) ?? liftedInsuranceChip(params, family, t, words);
  if (yours) chips.push(yours);
  return chips;
}

/**
 * The chip of the family's own insurance as the search applies it ('Accepts my insurance', or by
 * default 'Aetna: accepted or unknown'); null when it does not apply. The filter panel's insurance
 * choice shows the same words.
 */
export function familyInsuranceChip(
  family: FamilyNarrowing,
  t: TFunction<'search'>,
  words: OptionWords,
): FilterChip | null {
  if (family.fit === 'accepts') {
    return {
      key: 'matchingOnly',
      label: t('chips.matchingOnly'),
      remove: { matchingOnly: undefined },
    };
  }
  if (family.fit === 'acceptsOrUnknown' && family.insurance) {
    return {
      key: 'myInsurance',
      label: t('chips.myInsurance', { insurance: words.insurance(family.insurance) }),
      remove: { anyInsurance: 'true' },
    };
  }
  return null;
}

/**
 * Lifted, the family's insurance still shows, so the list never hides that it no longer applies;
 * removing the chip puts the default back. Another insurer chosen takes its place: that insurer's
 * chip alone names the insurance.
 */
function liftedInsuranceChip(
  params: ProviderListParams,
  family: FamilyNarrowing,
  t: TFunction<'search'>,
  words: OptionWords,
): FilterChip | null {
  if (!family.insurance || family.fit !== 'off' || params.insurance) return null;
  return {
    key: 'anyInsurance',
    label: t('chips.anyInsurance', { insurance: words.insurance(family.insurance) }),
    remove: { anyInsurance: undefined },
  };
}

/**
 * The chips of the family's own distance and insurance, which 'Clear filters' leaves: lifting
 * them silently brought a family results from across the country that took no insurance of
 * theirs (docs/product.md#filters).
 */
const FAMILY_CHIPS: ReadonlySet<string> = new Set([
  'within',
  'matchingOnly',
  'myInsurance',
  'anyInsurance',
]);

/** Whether a chip is the family's own distance or insurance, which 'Clear filters' keeps. */
export const isFamilyChip = (chip: FilterChip) => FAMILY_CHIPS.has(chip.key);

/**
 * Removes every filter but the family's own distance and insurance, which change with their own
 * chips and in the filters; the tab and the order stay.
 */
export const clearFilters = (): SearchPatch => ({
  state: undefined,
  q: undefined,
  service: undefined,
  anyService: undefined,
  insurance: undefined,
  newPatients: undefined,
  age: undefined,
  language: undefined,
  telehealth: undefined,
  accessible: undefined,
});

/** 'A', 'A or B', 'A, B or C'; with `all`, 'A and B', 'A, B and C'. */
const serviceList = (items: readonly string[], all: boolean, t: TFunction<'search'>) => {
  if (items.length < 2) return items[0] ?? '';
  const parts = { items: items.slice(0, -1).join(', '), last: items.at(-1) };
  return all ? t('empty.and', parts) : t('empty.or', parts);
};

/** 'accepting Aetna', 'accepting your insurance', 'accepting Aetna and your insurance'. */
function acceptingText(insurer: string | null, yours: boolean, t: TFunction<'search'>): string {
  if (insurer && yours) return t('empty.acceptingBoth', { insurance: insurer });
  if (insurer) return t('empty.accepting', { insurance: insurer });
  return yours ? t('empty.acceptingYours') : '';
}

/** 'accepting Medicaid or not known to refuse it', when the family's insurance applies so. */
function yoursOrUnknownText(family: FamilyNarrowing, words: OptionWords, t: TFunction<'search'>) {
  return family.fit === 'acceptsOrUnknown' && family.insurance
    ? t('empty.acceptingYoursOrUnknown', { insurance: words.insurance(family.insurance) })
    : '';
}

/**
 * What an empty result says, naming the filters that cause it: 'No providers match "zzz" in NC
 * with Autism Diagnosis.', or without a text search 'No providers found in NC with Autism
 * Diagnosis.', which with the state alone is the older wording 'No providers found in NC.'
 */
export function emptyResultText(
  params: ProviderListParams,
  t: TFunction<'search'>,
  words: OptionWords,
  family: FamilyNarrowing,
): string {
  const { state, q, insurance } = params;
  const services = (params.service ?? []).map(words.service);
  const filters = [
    state ? t('empty.inState', { state }) : '',
    family.reachMiles !== null ? t('empty.within', { miles: family.reachMiles }) : '',
    services.length
      ? t('empty.withServices', { services: serviceList(services, !params.anyService, t) })
      : '',
    acceptingText(insurance ? words.insurance(insurance) : null, family.fit === 'accepts', t),
    yoursOrUnknownText(family, words, t),
    params.newPatients ? t('empty.newPatients') : '',
    params.age !== undefined
      ? family.forSelf
        ? t('empty.ageSelf', { age: params.age })
        : t('empty.age', { age: params.age })
      : '',
    params.language ? t('empty.language', { language: words.language(params.language) }) : '',
    params.telehealth ? t('empty.telehealth') : '',
    params.accessible ? t('empty.accessible') : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (q) return filters ? t('empty.matchWith', { q, filters }) : t('empty.match', { q });
  return filters ? t('empty.found', { filters }) : t('empty.none');
}
