import { sql, type SQL } from 'drizzle-orm';
import { providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';

// What a provider's row says about the family asking, read with the row: whether it takes the
// family's insurance and how far it is from home.

/** Whether the provider accepts the family's insurance (false without one). */
export function matchesInsuranceSql(family: FamilyContext): SQL<boolean> {
  return family.insurance
    ? sql<boolean>`(${providers.acceptedInsurance} @> ARRAY[${family.insurance}]::text[])`
    : sql<boolean>`false`;
}

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
