import type { ProviderFilter, ProviderListParams } from '@shared/api/provider-query';

// What a family's profile allows the provider search, and the filters the map sends.

/**
 * What the profile allows: without an insurance the 'matching only' filter does not apply, without
 * a ZIP code there is no distance to sort by or keep to.
 */
export interface SearchAbility {
  canMatchInsurance: boolean;
  canSortByDistance: boolean;
}

/**
 * What the family's profile allows; until it has loaded, the address is trusted. Only whether
 * each is given matters, so any profile-like value will do (and the profile's schema, which
 * itself reads the search rules, is not imported here).
 */
export const searchAbility = (
  profile: { insuranceType: string | null; zipCode: string | null } | undefined,
): SearchAbility => ({
  canMatchInsurance: profile ? profile.insuranceType !== null : true,
  canSortByDistance: profile ? profile.zipCode !== null : true,
});

/** Whether the profile gives all the search needs (an insurance and a ZIP code): past the first run. */
export function readyToSearch(profile: {
  insuranceType: string | null;
  zipCode: string | null;
}): boolean {
  const { canMatchInsurance, canSortByDistance } = searchAbility(profile);
  return canMatchInsurance && canSortByDistance;
}

/** The filters the map sends: the family's choices without any order or box (the map brings its own). */
export function mapFilters(filters: ProviderFilter | ProviderListParams): ProviderFilter {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) => value !== undefined && key !== 'sort' && key !== 'bounds',
    ),
  ) as ProviderFilter;
}
