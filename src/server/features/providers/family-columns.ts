import { sql, type SQL } from 'drizzle-orm';
import { networkClaims, payerDirectories, providers } from '@server/db/schema';
import type { FamilyContext } from './family-context';

// What a provider's row says about the family asking, read with the row: whether it takes the
// family's insurance and how far it is from home.

/**
 * The insurance types of the payer directories that list the provider in a network now: each
 * such claim counts as taking that insurance, beside the insurances listed on the provider. The
 * provider's id is named with its table: inside the subquery a bare column would be the claim's.
 */
export const claimedInsuranceSql = sql<string[]>`coalesce((
  SELECT array_agg(DISTINCT d.insurance_type)
  FROM ${networkClaims} c JOIN ${payerDirectories} d ON d.id = c.directory_id
  WHERE c.provider_id = ${providers}.id AND c.ended_at IS NULL
), '{}'::text[])`;

/**
 * Whether the provider accepts the family's insurance (false without one): listed on it, or a
 * directory of that insurance lists it in a network now.
 */
export function matchesInsuranceSql(family: FamilyContext): SQL<boolean> {
  return family.insurance
    ? sql<boolean>`(${providers.acceptedInsurance} @> ARRAY[${family.insurance}]::text[]
        OR ${claimedInsuranceSql} @> ARRAY[${family.insurance}]::text[])`
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
