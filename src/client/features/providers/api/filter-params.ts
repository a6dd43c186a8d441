import type { ProviderFilter } from '@shared/api/providers';

/** The query string for `ProviderFilter` as the provider endpoints read it; unset filters are left out. */
export function filterSearchParams(filter: ProviderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['state', 'q', 'service', 'insurance'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.matchingOnly) params.set('matchingOnly', 'true');
  if (filter.bounds) {
    const { west, south, east, north } = filter.bounds;
    params.set('bounds', [west, south, east, north].join(','));
  }
  return params;
}
