import type { TFunction } from 'i18next';
import type { ProviderListParams } from './api/get-providers';
import type { OptionWords } from './use-option-words';
import type { SearchPatch } from './use-provider-search';

/** One active filter as a chip: what it reads, and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: SearchPatch;
}

/** Every active filter (docs/product.md#filters), in the order the filter panel shows them. */
export function activeFilters(
  params: ProviderListParams,
  t: TFunction<'search'>,
  words: OptionWords,
): FilterChip[] {
  const chips: FilterChip[] = [];
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
  if (params.insurance) {
    chips.push({
      key: 'insurance',
      label: t('chips.insurance', { insurance: words.insurance(params.insurance) }),
      remove: { insurance: undefined },
    });
  }
  if (params.matchingOnly) {
    chips.push({
      key: 'matchingOnly',
      label: t('chips.matchingOnly'),
      remove: { matchingOnly: undefined },
    });
  }
  return chips;
}

/** Removes every filter; the tab and the order stay. */
export const CLEAR_FILTERS: SearchPatch = {
  state: undefined,
  q: undefined,
  service: undefined,
  anyService: undefined,
  insurance: undefined,
  matchingOnly: undefined,
};

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

/**
 * What an empty result says, naming the filters that cause it: 'No providers match "zzz" in NC
 * with Autism Diagnosis.', or without a text search 'No providers found in NC with Autism
 * Diagnosis.', which with the state alone is the older wording 'No providers found in NC.'
 */
export function emptyResultText(
  params: ProviderListParams,
  t: TFunction<'search'>,
  words: OptionWords,
): string {
  const { state, q, insurance, matchingOnly } = params;
  const services = (params.service ?? []).map(words.service);
  const filters = [
    state ? t('empty.inState', { state }) : '',
    services.length
      ? t('empty.withServices', { services: serviceList(services, !params.anyService, t) })
      : '',
    acceptingText(insurance ? words.insurance(insurance) : null, matchingOnly === true, t),
  ]
    .filter(Boolean)
    .join(' ');
  if (q) return filters ? t('empty.matchWith', { q, filters }) : t('empty.match', { q });
  return filters ? t('empty.found', { filters }) : t('empty.none');
}
