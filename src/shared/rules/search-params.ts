import type { z } from 'zod';
import {
  providerFilterSchema,
  readProviderSort,
  type ProviderFilter,
  type ProviderListParams,
  type ProviderSort,
} from '../api/provider-query';
import type { SearchAbility } from './provider-search';

// The one place a provider search's filters become URL parameters and are read back: the
// address of /home, the kept search, and the query of the provider endpoints. The browser and
// the server's first render read an address through it, so both arrive at the same search.

/** The provider search's tabs: `?tab=list`, else the map. */
export type ProvidersTab = 'map' | 'list';

/** The filters' names in the order they are written, so equal filters make equal URLs. */
const FILTER_PARAMS = [
  'state',
  'q',
  'insurance',
  'service',
  'anyService',
  'newPatients',
  'age',
  'language',
  'telehealth',
  'accessible',
  'matchingOnly',
  'anyInsurance',
  'within',
] as const;

/** The address's parameters a kept search holds: the filters and the order, not the tab. */
export const KEPT_SEARCH_PARAMS = [...FILTER_PARAMS, 'sort'] as const;

/** The page's state as URL parameters, so a reload or a shared link keeps the tab and filters. */
export type SearchParamName = 'tab' | (typeof KEPT_SEARCH_PARAMS)[number];

/** A parameter's new value: a list only for `service`; undefined, '' or [] removes it. */
export type SearchPatch = Partial<Record<SearchParamName, string | readonly string[] | undefined>>;

/** The tab an address opens. */
export const readTab = (search: URLSearchParams): ProvidersTab =>
  search.get('tab') === 'list' ? 'list' : 'map';

/** True when the parameters hold no search, only (perhaps) the tab. */
export const isBareSearch = (search: URLSearchParams): boolean =>
  [...search.keys()].every((name) => name === 'tab');

/**
 * The filters as URL parameters: unset and false ones left out, booleans as `true`, services
 * sorted (the same services in another order make the same request) and repeated.
 */
export function writeFilterParams(filter: ProviderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filter[name];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) for (const service of [...value].sort()) params.append(name, service);
    else params.set(name, String(value));
  }
  if (filter.bounds) {
    const { west, south, east, north } = filter.bounds;
    params.set('bounds', [west, south, east, north].join(','));
  }
  return params;
}

/** The list's search as URL parameters: the filters, then the order unless it is `defaultSort`. */
export function writeListParams(
  { sort, ...filter }: ProviderListParams,
  defaultSort?: ProviderSort,
): URLSearchParams {
  const params = writeFilterParams(filter);
  if (sort !== defaultSort) params.set('sort', sort);
  return params;
}

/** The parameters as the filter schema reads them: `service` may repeat, every other is single. */
export function filterQueryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = Object.fromEntries(query);
  if (query.has('service')) object.service = query.getAll('service');
  return object;
}

const shape = providerFilterSchema.shape;

// Each parameter is read on its own: a bad one (an edited link) is dropped, the others still apply.
function read<T>(schema: z.ZodType<T>, value: string | string[] | null): T | undefined {
  if (value === null || value.length === 0) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The list's search from an address's parameters, within what the profile allows. The order is
 * 'soonest' unless the link says otherwise (`sort=wait`, its older name, still works). Unset
 * filters are left out, so that equal searches make equal cache keys; unknown names are ignored.
 */
export function readListParams(
  search: URLSearchParams,
  { canMatchInsurance, canSortByDistance }: SearchAbility,
): ProviderListParams {
  const get = (name: string) => search.get(name);
  const sort = readProviderSort(get('sort')) ?? 'soonest';
  const list: ProviderListParams = {
    state: read(shape.state, get('state')),
    q: read(shape.q, get('q')),
    service: read(shape.service, search.getAll('service')),
    anyService: read(shape.anyService, get('anyService')),
    insurance: read(shape.insurance, get('insurance')),
    newPatients: read(shape.newPatients, get('newPatients')),
    age: read(shape.age, get('age')),
    language: read(shape.language, get('language')),
    telehealth: read(shape.telehealth, get('telehealth')),
    accessible: read(shape.accessible, get('accessible')),
    matchingOnly: canMatchInsurance ? read(shape.matchingOnly, get('matchingOnly')) : undefined,
    anyInsurance: canMatchInsurance ? read(shape.anyInsurance, get('anyInsurance')) : undefined,
    within: canSortByDistance ? read(shape.within, get('within')) : undefined,
    sort: sort === 'distance' && !canSortByDistance ? 'soonest' : sort,
  };
  return Object.fromEntries(
    Object.entries(list).filter(([, value]) => value !== undefined && value !== false),
  ) as ProviderListParams;
}

/** The parameters with `patch` applied: each named one replaced, or removed when empty. */
export function applySearchPatch(search: URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    next.delete(name);
    if (typeof value === 'string' && value) next.set(name, value);
    else if (Array.isArray(value)) for (const item of value) next.append(name, item);
  }
  return next;
}

/** The parameters but the tab as a patch: `service` as a list, every other one as it is. */
export function searchPatchOf(search: URLSearchParams): SearchPatch {
  const patch: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    if (name === 'tab') continue;
    patch[name] = name === 'service' ? search.getAll(name) : (search.get(name) ?? '');
  }
  return patch as SearchPatch;
}
