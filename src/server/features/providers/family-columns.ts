import { sql, type SQL } from 'drizzle-orm';
import { providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';

// What a provider's row says about the family asking: how far it is from home. (Whether it takes
// the family's insurance comes from the search index: `ProviderIndex.takes`.)

/** Great-circle miles from the family's ZIP centre; NULL without one. */
export function distanceMilesSql(family: FamilyContext): SQL<number | null> {
  if (!family.home) return sql<null>`NULL::double precision`;
  const { latitude, longitude } = family.home;
  return sql<number>`(3958.8 * 2 * asin(sqrt(
    power(sin(radians(${providers.latitude} - ${latitude}::double precision) / 2), 2) +
    cos(radians(${latitude}::double precision)) * cos(radians(${providers.latitude})) *
    power(sin(radians(${providers.longitude} - ${longitude}::double precision) / 2), 2)
  )))`;
}
