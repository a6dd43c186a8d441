import type { ProviderFilter } from '@shared/api/providers';

/** The query string for `ProviderFilter` as the provider endpoints read it; unset filters are left out. */
export function filterSearchParams(filter: ProviderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['state', 'q', 'insurance'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  // Sorted, so that the same services in another order make the same request.
  for (const service of [...(filter.service ?? [])].sort()) params.append('service', service);
  if (filter.anyService) params.set('anyService', 'true');
  if (filter.newPatients) params.set('newPatients', 'true');
  if (filter.age !== undefined) params.set('age', String(filter.age));
  if (filter.language) params.set('language', filter.language);
  if (filter.telehealth) params.set('telehealth', 'true');
  if (filter.accessible) params.set('accessible', 'true');
  if (filter.matchingOnly) params.set('matchingOnly', 'true');
  if (filter.anyInsurance) params.set('anyInsurance', 'true');
  if (filter.within !== undefined) params.set('within', String(filter.within));
  if (filter.bounds) {
    const { west, south, east, north } = filter.bounds;
    params.set('bounds', [west, south, east, north].join(','));
  }
  return params;
}

/** The query as the filter schema reads it: `service` may repeat, every other name is single. */
export function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = Object.fromEntries(query);
  if (query.has('service')) object.service = query.getAll('service');
  return object;
}
