import type { z } from 'zod';
import type { Profile } from '@shared/api/profile';
import {
  providerFilterSchema,
  readProviderSort,
  type ProviderFilter,
  type ProviderListParams,
} from '@shared/api/providers';

// How a /home address reads as a search, shared by the page and by the server that writes the
// list's first page into the page's HTML: both must arrive at the same search.

const shape = providerFilterSchema.shape;

// Each parameter is read on its own: a bad one (an edited link) is dropped, the others still apply.
function read<T>(schema: z.ZodType<T>, value: string | string[] | null): T | undefined {
  if (value === null || value.length === 0) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * What the profile allows: without an insurance the 'matching only' filter does not apply, without
 * a ZIP code there is no distance to sort by or keep to.
 */
export interface SearchAbility {
  canMatchInsurance: boolean;
  canSortByDistance: boolean;
}

/** What the family's profile allows; until it has loaded, the address is trusted. */
export const searchAbility = (
  profile: Pick<Profile, 'insuranceType' | 'zipCode'> | undefined,
): SearchAbility => ({
  canMatchInsurance: profile ? profile.insuranceType !== null : true,
  canSortByDistance: profile ? profile.zipCode !== null : true,
});

/**
 * The list's search from the address's parameters. The order is 'soonest' unless the link says
 * otherwise (`sort=wait`, its older name, still works). Unset filters are left out, so that equal
 * searches make equal cache keys.
 */
export function listParamsFromSearch(
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

/** The filters the map sends: the family's choices without any order or box (the map brings its own). */
export function mapFilters(filters: ProviderFilter | ProviderListParams): ProviderFilter {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && key !== 'sort' && key !== 'bounds',
    ),
  ) as ProviderFilter;
}
