import type { ProviderListParams } from './api/get-providers';
import type { SearchPatch } from './use-provider-search';

/** One active filter as a chip: what it reads, and the change that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  remove: SearchPatch;
}

/** Every active filter (docs/product.md#filters), in the order the filter panel shows them. */
export function activeFilters(params: ProviderListParams): FilterChip[] {
  const chips: FilterChip[] = [];
  if (params.state)
    chips.push({ key: 'state', label: `State: ${params.state}`, remove: { state: undefined } });
  if (params.q) chips.push({ key: 'q', label: `Search: "${params.q}"`, remove: { q: undefined } });
  const services = params.service ?? [];
  for (const service of services) {
    chips.push({
      key: `service:${service}`,
      label: service,
      remove: { service: services.filter((other) => other !== service) },
    });
  }
  if (params.insurance) {
    chips.push({
      key: 'insurance',
      label: `Insurance: ${params.insurance}`,
      remove: { insurance: undefined },
    });
  }
  if (params.matchingOnly) {
    chips.push({
      key: 'matchingOnly',
      label: 'Accepts my insurance',
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
  insurance: undefined,
  matchingOnly: undefined,
};

/** 'A', 'A or B', 'A, B or C'. */
const orList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * What an empty result says, naming the filters that cause it: 'No providers match "zzz" in NC
 * with Autism Diagnosis.', or without a text search 'No providers found in NC with Autism
 * Diagnosis.', which with the state alone is the older wording 'No providers found in NC.'
 */
export function emptyResultText(params: ProviderListParams): string {
  const { state, q, insurance, matchingOnly } = params;
  const services = params.service ?? [];
  const accepting = [insurance ?? '', matchingOnly ? 'your insurance' : ''].filter(Boolean);
  const parts = [
    state ? `in ${state}` : '',
    services.length ? `with ${orList(services)}` : '',
    accepting.length ? `accepting ${accepting.join(' and ')}` : '',
  ].filter(Boolean);
  if (q) return `No providers match ${[`"${q}"`, ...parts].join(' ')}.`;
  return parts.length
    ? `No providers found ${parts.join(' ')}.`
    : 'No providers match your filters.';
}
